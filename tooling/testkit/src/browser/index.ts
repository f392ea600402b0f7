// Page helpers for the browser suites: Debian's Chromium, pages that wait for hydration, axe.
export { axeViolations, expectNoAxeViolations } from './axe';
export { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './chromium';
export { launchBrowser, newPage, pageErrors, VIEWPORTS, waitForHydration } from './page';
