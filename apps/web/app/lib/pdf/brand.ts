// The consultancy's name as the PDFs print it (the cover, the footers, the file's properties), in a
// module of its own so every document reads it without another's content.
import { siteSettingsNow } from '../site-settings-now';
export const BRAND_NAME = 'Peak Partners';

/** The consultancy's name as the site settings give it now (BRAND_NAME before they are read). */
export const brandName = (): string => siteSettingsNow()?.siteName ?? BRAND_NAME;
