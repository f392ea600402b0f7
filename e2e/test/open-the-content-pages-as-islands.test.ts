// The home page, the blog and its articles are hydrated as islands (apps/web/app/islands): the
// browser loads React and the page's islands, never React Router (size-limit gates their size);
// their links load the next page, and a page reached by a client-side navigation is run by the
// router.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { newPage, pageErrors, VIEWPORTS, waitForHydration } from '@peak/testkit/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageScripts, useSiteAndBrowser, WEB_CLIENT_DIR } from '../src';

const PAGES = [
  { path: '/', html: 'index.html', islands: ['site-header', 'faq-button'] },
  { path: '/blog', html: 'blog/index.html', islands: ['site-header', 'blog-index'] },
  {
    path: '/blog/the-degap-method',
    html: 'blog/the-degap-method/index.html',
    islands: ['site-header', 'article'],
  },
];

/** The site's scripts the page requests from now on, as paths under /assets/. */
function requestedScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

describe('content pages hydrated as islands', () => {
  const suite = useSiteAndBrowser();

  for (const { path, html, islands } of PAGES) {
    it(`${path} hydrates its islands without the router`, async () => {
      const page = await newPage(suite.browser);
      const errors = pageErrors(page);
      const scripts = requestedScripts(page);
      await page.goto(`${suite.site.url}${path}`);
      const found = await page.evaluate(() => ({
        router: '__reactRouterContext' in window || '__reactRouterRouteModules' in window,
        islands: [...document.querySelectorAll<HTMLElement>('[data-island]')].map(
          (island) => island.dataset.island,
        ),
      }));
      expect(found).toEqual({ router: false, islands });
      // Nothing the page loads, then or after its refresh from the API, is the router's runtime;
      // what size-limit counts for the page is what it requested.
      await page.waitForLoadState('networkidle');
      for (const asset of scripts)
        expect(readFileSync(join(WEB_CLIENT_DIR, asset), 'utf8'), asset).not.toContain(
          '__reactRouterContext',
        );
      expect(scripts).toEqual(expect.arrayContaining(pageScripts(html)));
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('a link on such a page loads the next page, which the router runs', async () => {
    const page = await newPage(suite.browser, VIEWPORTS.desktop);
    await page.goto(`${suite.site.url}/blog`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await page.waitForURL('**/about');
    await waitForHydration(page);
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(true);
    await page.context().close();
  });

  it('a client-side navigation to the home page renders it under the router, menu and all', async () => {
    const page = await newPage(suite.browser, VIEWPORTS.mobile);
    const errors = pageErrors(page);
    await page.goto(`${suite.site.url}/about`);
    await page.getByRole('link', { name: 'Peak Partners, home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Clarity in what matters most' }).waitFor();
    // Still the same document: the router rendered the home page.
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('button', { name: 'Questions?' }).click();
    await page.waitForURL('**/assessment#faq');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
