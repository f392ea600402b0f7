// One suite's site and browser: the built site started on a free port (with the suite's extra
// environment) and Debian's Chromium, both before the suite's first test and stopped after its last.
import { launchBrowser } from '@peak/testkit/browser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type RunningSite, startSite } from './site';

export interface SiteAndBrowser {
  site: RunningSite;
  browser: Browser;
}

/** Call inside `describe`; read `.site` and `.browser` inside the tests. */
export function useSiteAndBrowser(env: Record<string, string> = {}): SiteAndBrowser {
  const suite = {} as SiteAndBrowser;
  beforeAll(async () => {
    suite.site = await startSite(env);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.site?.stop();
  });
  return suite;
}
