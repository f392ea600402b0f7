// Editors publish without a developer: the built CMS (apps/cms, as `npm run cms` starts it, on its
// own SQLite) and the built site in gateway mode (CMS_URL, its API key made by the documented
// command). In the admin an editor creates the first user, signs in, uploads an image, writes and
// publishes a post with it, and the site shows the post within a second (the CMS's hook drops the
// API's cached answers; the cache TTL here is ten minutes). Rules are guarded: broken logic is
// refused with the parser's message, and a saved rule shows its firing rate.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { freePort } from '@peak/testkit';
import { launchBrowser, pageErrors } from '@peak/testkit/browser';
import { buildSite, type SiteBuild } from '@peak/testkit/site-build';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, type RunningSite, screenshot, startSite } from '../src';
import { type RunningCms, startCms } from '../src/cms';

const BUILD_DIR = 'dist-cms-admin-test';
const EDITOR = { email: 'editor@consultancy.example', password: 'a long editor passphrase' };
const TITLE = `Three Signals That a Priority Has Gone Stale ${Date.now() % 100_000}`;
const SLUG = TITLE.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const IMAGE = join(REPO_ROOT, 'packages/content/media/degap-steps.svg');
const RULE = 'pp-foggy-focus';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('editors publish from the CMS', () => {
  let cms: RunningCms | undefined;
  let site: RunningSite | undefined;
  let built: SiteBuild | undefined;
  let browser: Browser;
  let editor: BrowserContext;
  let admin: Page;

  let sitePort: number;
  let apiKey = '';
  const revalidateSecret = `whsec_${randomBytes(32).toString('base64')}`;
  const previewSecret = randomBytes(32).toString('base64url');

  beforeAll(async () => {
    // The site's address comes first: the CMS sends its change notices there.
    sitePort = await freePort();
    cms = await startCms({
      SITE_API_URL: `http://127.0.0.1:${sitePort}`,
      SITE_REVALIDATE_SECRET: revalidateSecret,
      SITE_URL: `http://127.0.0.1:${sitePort}`,
      SITE_PREVIEW_SECRET: previewSecret,
    });
    browser = await launchBrowser();
    editor = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    admin = await editor.newPage();
  }, 360_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await cms?.stop();
    built?.remove();
  });

  const cmsUrl = (path: string) => `${cms?.url}${path}`;

  it('creates the first user, then signs in to the admin', async () => {
    await admin.goto(cmsUrl('/admin'), { waitUntil: 'networkidle' });
    await admin.getByRole('heading', { name: 'Welcome' }).waitFor();
    await admin.fill('#field-email', EDITOR.email);
    await admin.fill('#field-password', EDITOR.password);
    await admin.fill('#field-confirm-password', EDITOR.password);
    await admin.getByRole('button', { name: 'Create' }).click();
    await admin.waitForURL(/\/admin$/);
    await admin.getByText('Collections').first().waitFor();

    // Signed out, the admin asks for the account just made.
    await editor.clearCookies();
    await admin.goto(cmsUrl('/admin'), { waitUntil: 'networkidle' });
    await admin.waitForURL(/\/admin\/login/);
    await admin.fill('#field-email', EDITOR.email);
    await admin.fill('#field-password', EDITOR.password);
    await admin.getByRole('button', { name: 'Login' }).click();
    await admin.waitForURL(/\/admin$/);
    await admin.getByRole('link', { name: 'Posts' }).first().waitFor();
    await screenshot(admin, 'cms-dashboard', { viewport: true });
  }, 60_000);

  it("builds and serves the site from the CMS, with the site's API key made as the README says", async () => {
    apiKey = cms?.makeApiKey() ?? '';
    const gateway = { CMS_URL: cms?.url ?? '', CMS_API_TOKEN: apiKey };
    built = await buildSite(BUILD_DIR, gateway);
    if (built.status !== 0)
      throw new Error(`build with CMS_URL failed:\n${built.output.slice(-4000)}`);
    site = await startSite(
      {
        WEB_DIST: built.clientDir,
        ...gateway,
        CMS_REVALIDATE_SECRET: revalidateSecret,
        CMS_PREVIEW_SECRET: previewSecret,
        // Only the CMS's notice can make an edit show before ten minutes have passed.
        CONTENT_CACHE_TTL_MS: String(10 * 60_000),
      },
      { port: sitePort },
    );
    const html = await (await fetch(`${site.url}/blog/the-degap-method`)).text();
    expect(html).toContain('The DEGAP Method');
  }, 300_000);

  it('publishes a post with an image, and the site shows it within a second', async () => {
    // The image, uploaded to Media.
    await admin.goto(cmsUrl('/admin/collections/media/create'), { waitUntil: 'networkidle' });
    await admin.setInputFiles('input[type=file]', IMAGE);
    await admin.fill('#field-alt', 'The five steps of the method, in order.');
    await admin.click('#action-save');
    await admin.getByText('successfully').first().waitFor();

    // The post: a title, a paragraph in the editor, the image as its hero.
    await admin.goto(cmsUrl('/admin/collections/posts/create'), { waitUntil: 'networkidle' });
    await admin.fill('#field-title', TITLE);
    await admin.locator('[contenteditable="true"]').click();
    await admin.keyboard.type('Priorities go stale quietly. Here are three signals to watch for.');
    const hero = admin.locator('.field-type.upload', {
      has: admin.locator('label', { hasText: 'Hero Image' }),
    });
    await hero.getByRole('button', { name: 'Choose from existing' }).click();
    await admin
      .locator('.drawer--is-open')
      .getByText('degap-steps', { exact: false })
      .first()
      .click();
    await hero.getByText('degap-steps', { exact: false }).first().waitFor();

    const saved = admin.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/posts',
    );
    await admin.getByRole('button', { name: 'Publish changes' }).click();
    expect((await saved).ok()).toBe(true);
    const publishedAt = Date.now();
    // Polled as a reader would load the list: the API's answer, past its ten-minute cache.
    let seen = 0;
    while (Date.now() - publishedAt < 5_000) {
      const list = await fetch(`${site?.url}/api/posts?where[slug][equals]=${SLUG}&depth=1`);
      const docs = (await list.json()).docs as Array<{
        title: string;
        heroImage?: { url: string };
      }>;
      if (docs[0]?.title === TITLE) {
        seen = Date.now() - publishedAt;
        expect(docs[0].heroImage?.url).toMatch(/degap-steps/);
        break;
      }
      await sleep(20);
    }
    console.log(`published in the CMS -> on the site's API: ${seen} ms`);
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(1_000);
    await screenshot(admin, 'cms-post-published', { viewport: true });

    // The reader's view: the list, then the post's own page (not built, served once published).
    const reader = await browser.newPage();
    await reader.goto(`${site?.url}/blog`);
    await reader.getByRole('link', { name: TITLE }).first().waitFor({ timeout: 10_000 });
    await reader.goto(`${site?.url}/blog/${SLUG}`);
    await reader.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await reader.getByText('Priorities go stale quietly.').waitFor();
    expect(pageErrors(reader)).toEqual([]);
    await screenshot(reader, 'cms-post-on-the-site', { viewport: true });
    await reader.close();
  }, 120_000);

  it("opens a draft on the site through the admin's preview, and nowhere else", async () => {
    const draftTitle = `A Draft About Saying No ${Date.now() % 100_000}`;
    await admin.goto(cmsUrl('/admin/collections/posts/create'), { waitUntil: 'networkidle' });
    await admin.fill('#field-title', draftTitle);
    await admin.locator('[contenteditable="true"]').click();
    await admin.keyboard.type('Not ready for readers yet.');
    await admin.getByRole('button', { name: 'Save Draft' }).click();
    await admin.getByText('successfully').first().waitFor();
    const preview = admin.getByRole('link', { name: 'Preview' });
    const href = (await preview.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^${site?.url}/blog/preview/[^?]+\\?expires=\\d+&signature=`));

    const reader = await browser.newPage();
    const response = await reader.goto(href);
    expect(response?.headers()['cache-control']).toContain('no-store');
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    await reader.getByRole('status').filter({ hasText: 'Preview of a draft' }).waitFor();
    await reader.getByRole('heading', { level: 1, name: draftTitle }).waitFor();
    await screenshot(reader, 'cms-draft-preview', { viewport: true });
    // The public never sees it.
    const list = await fetch(
      `${site?.url}/api/posts?where[title][equals]=${encodeURIComponent(draftTitle)}`,
    );
    expect((await list.json()).docs).toEqual([]);
    await reader.close();
  }, 60_000);

  it("refuses a rule whose logic does not parse, with the parser's message", async () => {
    await admin.goto(cmsUrl(`/admin/collections/rules/${RULE}`), { waitUntil: 'networkidle' });
    const logic = admin.locator('#field-logic');
    await logic.waitFor();
    await logic.fill('clarityOfFocus <= 3 and (avoidanceActivation >= 4.5');
    await admin.click('#action-save');
    await admin
      .getByText(/at column \d+/)
      .first()
      .waitFor();
    await screenshot(admin, 'cms-rule-refused', { viewport: true });
  }, 60_000);

  it('saves a rule and shows how often it fires on the simulated readers', async () => {
    await admin
      .locator('#field-logic')
      .fill('clarityOfFocus <= 3.2 and avoidanceActivation >= 4.2');
    await admin.click('#action-save');
    await admin.getByText('successfully').first().waitFor();
    const rate = admin.getByText(/Fires for [\d.]+% of [\d,]+ simulated readers/);
    await rate.waitFor();
    console.log(`rule ${RULE}: ${await rate.textContent()}`);
    const saved = await fetch(cmsUrl(`/api/rules/${RULE}`), {
      headers: { authorization: `users API-Key ${apiKey}` },
    });
    expect((await saved.json()).logic).toBe('clarityOfFocus <= 3.2 and avoidanceActivation >= 4.2');
    await screenshot(admin, 'cms-rule-firing-rate', { viewport: true });
  }, 60_000);
});
