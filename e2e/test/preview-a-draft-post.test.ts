// An editor previews a draft post on the site, in a real browser. A real Payload 3 (the CMS's
// configuration, @peak/cms-config; private, as hosted CMSs are) holds a post saved only as a draft
// and makes the Preview link its admin gives a signed-in editor; the site, served by the API as a
// caching gateway to that Payload with the shared preview secret, opens the link: the draft in the
// article template under its "not published" banner, kept from caches, search engines and
// referrers, without share buttons. The same link with another signature shows the invalid-link
// message, and the public blog never lists the draft. Both pages meet the WCAG 2.2 checks.
// Screenshots: artifacts/screenshots/preview-draft-{desktop,mobile}.png, preview-invalid.png.
import {
  DEFAULT_ADMIN_URL,
  type PayloadServer,
  postgresAnswers,
  startPayloadServer,
} from '@peak/cms-config/testing';
import { richText } from '@peak/testkit';
import {
  expectNoAxeViolations,
  launchBrowser,
  newPage,
  pageErrors,
  VIEWPORTS,
} from '@peak/testkit/browser';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSite, screenshot, startSite } from '../src';
import { expectWcagClean } from '../src/wcag/audit';

const ADMIN_URL = process.env.DATABASE_URL || DEFAULT_ADMIN_URL;
const postgres = await postgresAnswers(ADMIN_URL);
if (!postgres) {
  console.warn(
    `Draft preview browser test skipped: no PostgreSQL answers at ${new URL(ADMIN_URL).host} for Payload (set DATABASE_URL, or start one on 127.0.0.1:5432).`,
  );
}

const SECRET = 'e2e-preview-secret-shared-by-the-cms-and-the-site';
// The site's port is picked when it starts, after Payload: Payload signs links for this origin,
// and the test opens their path and query on the site (the signature covers neither origin).
const SITE_URL = 'https://www.peakpartners.example';
const DRAFT_ID = 'draft-e2e-01';
const DRAFT_TITLE = 'Saying No Without Losing the Room';
const DRAFT_SLUG = 'saying-no-without-losing-the-room';
const DRAFT_TEXT = 'A first draft of how a leadership team declines work it cannot carry.';
const BANNER = 'Preview of a draft — not published';
const INVALID = 'This preview link is not valid or has expired.';

/** The headers that keep a preview to the editors holding its link. */
function expectUnlisted(response: Response | null) {
  expect(response?.headers()).toMatchObject({
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-robots-tag': 'noindex',
  });
}

describe.skipIf(!postgres)("an editor's preview of a draft post", () => {
  let payload: PayloadServer | undefined;
  let site: RunningSite;
  let browser: Browser;
  /** The path and query of the Preview link Payload gives the editor. */
  let previewPath: string;

  beforeAll(async () => {
    payload = await startPayloadServer({
      adminUrl: ADMIN_URL,
      read: 'private',
      preview: { siteUrl: SITE_URL, secret: SECRET },
    });
    const editor = await payload.payload.create({
      collection: 'users',
      data: { email: 'editor@preview.test', password: 'correct horse battery staple' },
    });
    await payload.payload.create({
      collection: 'posts',
      draft: true,
      data: {
        id: DRAFT_ID,
        title: DRAFT_TITLE,
        slug: DRAFT_SLUG,
        subtitle: 'Not published yet',
        excerpt: 'How to decline work without losing the trust of the people who asked.',
        category: 'leadership',
        authors: ['elena-marsh'],
        content: richText(
          DRAFT_TEXT,
          'Say what you will do instead, and by when, before you say no.',
        ),
        _status: 'draft',
      },
    });
    // What the admin's Preview button links to, for this editor (Payload calls admin.preview).
    const preview = payload.payload.collections.posts?.config.admin.preview;
    if (typeof preview !== 'function') throw new Error('posts have no Preview button');
    type Request = Parameters<typeof preview>[1]['req'];
    const link = await preview(
      { id: DRAFT_ID },
      { locale: 'en', req: { user: editor } as unknown as Request, token: null },
    );
    if (!link) throw new Error('no preview link for an editor');
    const url = new URL(link);
    expect(url.origin).toBe(SITE_URL);
    previewPath = `${url.pathname}${url.search}`;
    site = await startSite({
      CMS_URL: payload.url,
      CMS_API_TOKEN: payload.apiKey,
      CMS_PREVIEW_SECRET: SECRET,
    });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await payload?.stop();
  });

  const open = async (path: string, viewport: { width: number; height: number }) => {
    const page = await newPage(browser, viewport);
    const errors = pageErrors(page);
    const response = await page.goto(`${site.url}${path}`);
    return { page, errors, response };
  };

  const expectDraft = async (page: Page) => {
    const banner = page.getByRole('status').filter({ hasText: BANNER });
    await banner.waitFor({ timeout: 15_000 });
    await expect(page.locator('h1').textContent()).resolves.toBe(DRAFT_TITLE);
    await page.getByText(DRAFT_TEXT).waitFor();
    await expect(page.title()).resolves.toBe(`Preview: ${DRAFT_TITLE} | Peak Partners`);
    // A secret address is never offered for sharing, nor indexed.
    expect(await page.getByRole('button', { name: 'Copy link' }).count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toBe(
      'noindex',
    );
  };

  it('opens the draft under its banner, kept from caches, search engines and referrers (1440 px)', async () => {
    const { page, errors, response } = await open(previewPath, VIEWPORTS.desktop);
    expect(response?.status()).toBe(200);
    expectUnlisted(response);
    await expectDraft(page);
    // The draft came from the API's preview route, with the same headers.
    const api = await fetch(
      `${site.url}${previewPath.replace('/blog/preview/', '/api/preview/posts/')}`,
    );
    expect(api.status).toBe(200);
    expect(Object.fromEntries(api.headers)).toMatchObject({
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
    });
    await expectNoAxeViolations(page);
    await expectWcagClean(page, 'the draft preview');
    await screenshot(page, 'preview-draft-desktop');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('reads on a phone (375 px) without sideways scrolling', async () => {
    const { page, errors } = await open(previewPath, VIEWPORTS.mobile);
    await expectDraft(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.mobile.width,
    );
    await screenshot(page, 'preview-draft-mobile');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the invalid-link message for the same link with another signature', async () => {
    const url = new URL(previewPath, site.url);
    const signature = url.searchParams.get('signature') ?? '';
    url.searchParams.set(
      'signature',
      `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
    );
    const { page, errors, response } = await open(
      `${url.pathname}${url.search}`,
      VIEWPORTS.desktop,
    );
    expect(response?.status()).toBe(404);
    expectUnlisted(response);
    await page.getByText(INVALID, { exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.getByText(DRAFT_TITLE).count()).toBe(0);
    expect(await page.getByText(BANNER).count()).toBe(0);
    await screenshot(page, 'preview-invalid', { viewport: true });
    await expectWcagClean(page, 'the preview of an invalid link');
    // The page's own request for the draft was refused: that 404 is the only error it logged.
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('never lists the draft on the public blog, nor gives it a page of its own', async () => {
    const { page, response } = await open('/blog', VIEWPORTS.desktop);
    expect(response?.status()).toBe(200);
    // The list refreshes from the API (the gateway to Payload) once hydrated.
    await page.waitForLoadState('networkidle');
    expect(await page.content()).not.toContain(DRAFT_TITLE);
    await page.context().close();
    const posts = await (await fetch(`${site.url}/api/posts?limit=100`)).text();
    expect(posts).not.toContain(DRAFT_TITLE);
    expect((await fetch(`${site.url}/blog/${DRAFT_SLUG}`)).status).toBe(404);
  });
});
