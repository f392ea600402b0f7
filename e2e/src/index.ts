// The browser suites' own helpers: the built site and a browser per suite, screenshots under
// e2e/artifacts, and the scripts a page loads. The page helpers are `@peak/testkit/browser`'s.
export { ARTIFACTS_DIR, screenshot } from './artifacts';
export { checkAtBothWidths, tabTo } from './journey';
export { confirmAddress, type Mailbox, mailTo, useMailbox } from './mailbox';
export { entryScripts, pageScripts, WEB_CLIENT_DIR } from './page-scripts';
export { REPO_ROOT } from './paths';
export { type RunningSite, type SiteOptions, startSite } from './site';
export { withSiteDatabase } from './site-database';
export {
  openStoredReport,
  STORED_RESULT_KEY,
  storedFixture,
  storedResult,
} from './stored-report';
export { type SiteAndBrowser, useSiteAndBrowser } from './suite';
