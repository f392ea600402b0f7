// The consultancy's name as the PDFs print it (the cover, the footers, the file's properties): the
// site settings' name once the page has read them, the package's default before.
import { BRAND_NAME } from '@peak/report-pdf/report';
import { siteSettingsNow } from '../site-settings-now';

export { BRAND_NAME };

/** The consultancy's name as the site settings give it now (BRAND_NAME before they are read). */
export const brandName = (): string => siteSettingsNow()?.siteName ?? BRAND_NAME;
