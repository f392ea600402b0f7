export { axeViolations, expectNoAxeViolations } from './axe';
export { ARTIFACTS_DIR, launchBrowser, newPage, screenshot, VIEWPORTS } from './browser';
export { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './chromium';
export { HOME_JS_BUDGET_KB, homePageJs } from './home-js';
export { REPO_ROOT, type RunningSite, startSite } from './site';
