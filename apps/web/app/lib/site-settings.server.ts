// The site settings a build renders every page with: the global read through the build's content
// client (the hosted CMS with CMS_URL, else the bundled content), as the browser reads it.
import type { SiteSettings } from '@peak/contracts';
import { buildContent } from './content-gateway.server';

export const loadSiteSettings = async (): Promise<SiteSettings> =>
  (await buildContent()).globals.siteSettings();
