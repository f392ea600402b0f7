export { axeViolations, expectNoAxeViolations } from './axe';
export {
  ARTIFACTS_DIR,
  launchBrowser,
  newPage,
  screenshot,
  VIEWPORTS,
  waitForHydration,
} from './browser';
export { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './chromium';
export { entryScripts, pageScripts, WEB_CLIENT_DIR } from './page-scripts';
export { REPO_ROOT, type RunningSite, startSite } from './site';
export { type SiteAndBrowser, useSiteAndBrowser } from './suite';
