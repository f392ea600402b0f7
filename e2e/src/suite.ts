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

type Env = Record<string, string>;

/**
 * Call inside `describe`; read `.site` and `.browser` inside the tests. `env` may be a function of
 * something an earlier beforeAll prepares (the mailbox's address), read as the site starts.
 */
export function useSiteAndBrowser(env: Env | (() => Env) = {}): SiteAndBrowser {
  const suite = {} as SiteAndBrowser;
  beforeAll(async () => {
    suite.site = await startSite(typeof env === 'function' ? env() : env);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.site?.stop();
  });
  return suite;
}
