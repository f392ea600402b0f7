// Hosted-CMS mode in a real browser: a real Payload 3 (the CMS's configuration, @peak/cms-config, its REST API without the admin) holds the content;
// the site is built with CMS_URL pointing at it and served by the API as a caching gateway to it.
// The Payload is private (only its API key reads), as hosted CMSs are. The article pre-rendered from
// Payload stays the same after hydration, the key is in no built file or answer, an edit made in
// Payload shows once the cache expires, and with Payload stopped the site still serves the last
// content.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_ADMIN_URL,
  type PayloadServer,
  postgresAnswers,
  startPayloadServer,
} from '@peak/cms-config/testing';
import { launchBrowser, newPage, pageErrors } from '@peak/testkit/browser';
import { buildSite, type SiteBuild } from '@peak/testkit/site-build';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSite, startSite } from '../src';

const BUILD_DIR = 'dist-cms-test';
const ADMIN_URL = process.env.DATABASE_URL || DEFAULT_ADMIN_URL;
const postgres = await postgresAnswers(ADMIN_URL);
if (!postgres) {
  console.warn(
    `Hosted-CMS browser test skipped: no PostgreSQL answers at ${new URL(ADMIN_URL).host} for Payload (set DATABASE_URL, or start one on 127.0.0.1:5432).`,
  );
}

const SLUG = 'the-degap-method';
const BUILT_TITLE = 'The DEGAP Method, as Payload holds it';
const EDITED_TITLE = 'The DEGAP Method, edited in Payload after the build';
const TTL_MS = 500;
const NEW_EMAIL = 'team@consultancy.example';
const NEW_PODCAST = 'https://podcast.example/show';
const NEW_NAME = 'Northwind Advisory';
// Another address of the seeded logo, so the image still loads.
const NEW_LOGO = '/favicon.svg?brand=northwind';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgres)('the blog from a hosted Payload CMS', () => {
  let payload: PayloadServer | undefined;
  let site: RunningSite;
  let browser: Browser;
  let built: SiteBuild | undefined;

  const setTitle = (title: string) =>
    payload?.payload.update({ collection: 'posts', id: 'post-01', data: { title } });

  beforeAll(async () => {
    // A private Payload, as hosted CMSs are: only its API key reads, and only the server holds it.
    payload = await startPayloadServer({ adminUrl: ADMIN_URL, read: 'private' });
    await setTitle(BUILT_TITLE);
    const cms = { CMS_URL: payload.url, CMS_API_TOKEN: payload.apiKey };
    // Payload answers from this process: the build runs beside it, not blocking it.
    built = await buildSite(BUILD_DIR, { ...cms });
    if (built.status !== 0)
      throw new Error(`build with CMS_URL failed:\n${built.output.slice(-4000)}`);
    site = await startSite({
      WEB_DIST: built.clientDir,
      ...cms,
      CONTENT_CACHE_TTL_MS: String(TTL_MS),
    });
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await payload?.stop();
    built?.remove();
  });

  const headingOf = async (path: string) => {
    const page = await newPage(browser);
    const response = await page.goto(`${site.url}${path}`);
    return { page, status: response?.status() };
  };

  it("pre-renders Payload's article and keeps it after hydration", async () => {
    const html = await (await fetch(`${site.url}/blog/${SLUG}`)).text();
    expect(html).toContain(BUILT_TITLE);
    const list = await fetch(`${site.url}/api/posts?where[slug][equals]=${SLUG}`);
    expect((await list.json()).docs[0].title).toBe(BUILT_TITLE);
    const { page, status } = await headingOf(`/blog/${SLUG}`);
    expect(status).toBe(200);
    await sleep(500);
    await expect(page.locator('h1').textContent()).resolves.toBe(BUILT_TITLE);
    await page.context().close();
  });

  it("never puts the CMS's API key in a built file or an answer", async () => {
    const key = payload?.apiKey ?? '';
    expect(key.length).toBeGreaterThan(20);
    const files = readdirSync(built?.clientDir ?? '', { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) expect(readFileSync(file).includes(key), file).toBe(false);
    const answer = await fetch(`${site.url}/api/posts?limit=1`);
    expect(JSON.stringify([...answer.headers]) + (await answer.text())).not.toContain(key);
  });

  it('shows an edit made in Payload once the cache has expired', async () => {
    await setTitle(EDITED_TITLE);
    await sleep(TTL_MS + 100);
    // The first view after the TTL may get the stale article while it is refreshed behind it;
    // the next one gets the edit.
    const first = await headingOf(`/blog/${SLUG}`);
    await sleep(1_000);
    await first.page.context().close();
    const { page } = await headingOf(`/blog/${SLUG}`);
    await page.locator('h1', { hasText: EDITED_TITLE }).waitFor({ timeout: 15_000 });
    await page.context().close();
  });

  it("shows the consultancy's settings as changed in Payload, on every kind of page, with no build", async () => {
    const built = await (await fetch(`${site.url}/api/globals/site-settings`)).json();
    expect(built.contactEmail).toBe('hello@peakpartners.example');
    await payload?.payload.updateGlobal({
      slug: 'site-settings',
      data: {
        contactEmail: NEW_EMAIL,
        podcastUrl: NEW_PODCAST,
        siteName: NEW_NAME,
        logo: NEW_LOGO,
      },
    });
    await sleep(TTL_MS + 100);
    // The first read after the TTL may be answered stale while it refreshes; the next is current.
    await fetch(`${site.url}/api/globals/site-settings`);
    await sleep(1_000);
    const current = await (await fetch(`${site.url}/api/globals/site-settings`)).json();
    expect(current).toMatchObject({
      contactEmail: NEW_EMAIL,
      podcastUrl: NEW_PODCAST,
      siteName: NEW_NAME,
      logo: NEW_LOGO,
    });
    // An island page (the home page), a router page (Contact) and the podcast page, each built
    // with the old values, show the new ones once up: in the header too (on the home page an
    // island of its own, hydrated with the build's values without a mismatch).
    for (const [path, link] of [
      ['/', `a[href="mailto:${NEW_EMAIL}"]`],
      ['/contact', `main a[href="mailto:${NEW_EMAIL}"]`],
      ['/podcast', `main a[href="${NEW_PODCAST}"]`],
    ] as const) {
      const html = await (await fetch(`${site.url}${path}`)).text();
      expect(html, path).toContain('aria-label="Peak Partners, home"');
      const page = await newPage(browser);
      const errors = pageErrors(page);
      await page.goto(`${site.url}${path}`);
      await page.locator(link).first().waitFor({ timeout: 15_000 });
      expect(await page.content(), path).not.toContain('mailto:hello@peakpartners.example');
      const home = page.getByRole('banner').getByRole('link', { name: `${NEW_NAME}, home` });
      await home.waitFor({ timeout: 15_000 });
      expect(await home.textContent(), path).toBe(NEW_NAME);
      expect(await home.locator('img').getAttribute('src'), path).toBe(NEW_LOGO);
      expect(errors, path).toEqual([]);
      await page.context().close();
    }
  });

  it('keeps serving the last content when Payload has stopped', async () => {
    await payload?.stop();
    payload = undefined;
    await sleep(TTL_MS + 100);
    const { page, status } = await headingOf(`/blog/${SLUG}`);
    expect(status).toBe(200);
    await page.locator('h1', { hasText: EDITED_TITLE }).waitFor({ timeout: 15_000 });
    // A read answered before Payload stopped is answered again.
    const list = await fetch(`${site.url}/api/posts?where[slug][equals]=${SLUG}`);
    expect(list.status).toBe(200);
    await page.context().close();
  });
});
