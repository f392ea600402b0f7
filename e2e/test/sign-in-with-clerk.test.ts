// Sign-in through Clerk: built with a publishable key, the site loads Clerk's script from its
// frontend API. Here that script cannot load (no outside network, and the test aborts it): the
// page must stay usable and say sign-in is unavailable. A malformed key stops the build.
import { launchBrowser, newPage } from '@peak/testkit/browser';
import { buildSite, type SiteBuild } from '@peak/testkit/site-build';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSite, startSite } from '../src';

const KEY = `pk_test_${Buffer.from('clerk.peakpartners.example$').toString('base64')}`;

const build = (dir: string, key: string) => buildSite(dir, { VITE_CLERK_PUBLISHABLE_KEY: key });

describe('Clerk sign-in', () => {
  let browser: Browser;
  let site: RunningSite;
  let built: SiteBuild | undefined;

  beforeAll(async () => {
    built = await build('dist-clerk-test', KEY);
    if (built.status !== 0)
      throw new Error(`build with a Clerk key failed:\n${built.output.slice(-4000)}`);
    site = await startSite({
      WEB_DIST: built.clientDir,
      CLERK_PUBLISHABLE_KEY: KEY,
      CLERK_SECRET_KEY: 'sk_test_unused',
    });
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    built?.remove();
  });

  it('keeps the page usable when Clerk cannot load, and says sign-in is unavailable', async () => {
    const page = await newPage(browser);
    const clerkRequests: string[] = [];
    await page.route('https://clerk.peakpartners.example/**', (route) => {
      clerkRequests.push(route.request().url());
      return route.abort();
    });
    await page.goto(`${site.url}/about`);
    await page.getByText('Sign-in is unavailable right now.').waitFor({ timeout: 45_000 });
    expect(clerkRequests.length).toBeGreaterThan(0);
    const csp =
      (await page.request.get(`${site.url}/about`)).headers()['content-security-policy'] ?? '';
    expect(csp).toContain('https://clerk.peakpartners.example');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services' })
      .click();
    await page.waitForURL('**/services');
    expect(await page.locator('h1').count()).toBe(1);
    await page.context().close();
  });

  it('refuses to build with a malformed publishable key', async () => {
    const refused = await build('dist-clerk-bad', 'pk_test_not-a-key');
    refused.remove();
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain('Clerk configuration error');
  }, 300_000);
});
