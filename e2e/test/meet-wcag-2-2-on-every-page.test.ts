// WCAG 2.2 AA beyond axe on the site's pages and states (src/wcag, each check proven on a broken
// page first by wcag-checks-find-what-they-look-for): reflow at 320 px, target size, focus by Tab
// (visible, not covered, 3:1), colour never alone (also in forced colours and greyscale) with chart
// marks at 3:1, text spacing and 200%, no motion with reduced motion, the status messages
// announced (the no-answer message, saving, the story, the careless-answering note, copying a
// link), and the accessibility tree of the question flow and the report's first screen kept as
// fixtures (fixtures/aria/*.yml; UPDATE_ARIA=1 writes them). One browser; one page per journey,
// resized between the checks, with reduced motion asked for throughout.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_COOKIE, signUp } from '@peak/testkit';
import { newPage } from '@peak/testkit/browser';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStoredReport, storedFixture, useSiteAndBrowser } from '../src';
import { announcedTexts, inPage, recordLiveRegions } from '../src/wcag';
import { expectWcagClean, WIDE } from '../src/wcag/audit';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'aria');

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/services',
  '/the-book',
  '/assessment',
  '/blog',
  // Two articles with a chart from another site in a frame: given by its address, and as embed
  // markup (with the series' dark band of links).
  '/blog/how-a-400-person-fintech-cut-active-initiatives',
  '/blog/coo-interview-operating-cadence',
  '/csw',
  '/podcast',
  '/resources',
  '/contact',
  '/privacy',
  '/terms',
  '/accessibility',
  '/peak-partners',
  '/peak-partners/strategy',
  '/peak-partners/planning',
  '/peak-partners/delivery',
  '/peak-partners/executive-coaching',
  '/peak-partners/prioritization',
  '/peak-strategies',
  '/peak-plans',
  '/peak-execution',
  '/peak-executive-coaching',
  '/prioritization-method-selector',
  '/demo-diagrams',
  // Signed out: the members' pages say to sign in; the mailed links' pages without their token.
  '/dashboard',
  '/profile',
  '/plan',
  '/teams',
  '/account/verify-email',
  '/account/reset-password',
  '/no-such-page',
];

/**
 * The question's tree with what changes from one (shuffled) question to another left out: its
 * words, its answers' words and how many answers it has; the roles, names' places and states stay.
 */
function questionTree(tree: string, question: string): string {
  const lines = tree
    .replaceAll(question, '<the question>')
    .replaceAll(question.replaceAll("'", "''"), '<the question>')
    .replace(/keys 1 to \d/, 'keys 1 to <n>')
    .split('\n')
    .map((line) => line.replace(/^(\s*- radio) "[^"]*"/, '$1 "<an answer>"'))
    .filter((line) => !/^\s{4,}- text: /.test(line));
  return lines
    .filter((line, i) => line !== lines[i - 1] || !line.includes('<an answer>'))
    .join('\n');
}

/** The tree as a fixture: compared with the committed one, or written when UPDATE_ARIA=1. */
function expectTree(name: string, tree: string) {
  const file = join(FIXTURES, `${name}.yml`);
  if (process.env.UPDATE_ARIA === '1' || !existsSync(file)) writeFileSync(file, `${tree}\n`);
  expect(tree).toBe(readFileSync(file, 'utf8').trimEnd());
}

/**
 * Records what the live regions come to say from the document's first byte, before the page's
 * scripts run (what a report says as it opens); `heardSoFar` reads it, one text a line.
 */
async function listenFromTheFirstByte(page: Page) {
  await page.addInitScript(() => {
    const texts: string[] = [];
    (window as unknown as { __reportTexts: string[] }).__reportTexts = texts;
    new MutationObserver((mutations) => {
      const live = '[role="status"], [role="alert"], [aria-live]:not([aria-live="off"])';
      for (const m of mutations) {
        const el = m.target instanceof Element ? m.target : m.target.parentElement;
        // The region whose content changed, and any region the change brought in with it.
        const added = Array.from(m.addedNodes).filter((n): n is Element => n instanceof Element);
        const regions = [
          el?.closest(live),
          ...added.flatMap((n) => [n.closest(live), ...Array.from(n.querySelectorAll(live))]),
        ];
        for (const region of regions) {
          const text = (region?.textContent ?? '').trim().replace(/\s+/g, ' ');
          if (region && text && texts.at(-1) !== text) texts.push(text);
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const heardSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { __reportTexts: string[] }).__reportTexts.join('\n'));

describe('WCAG 2.2 AA on every page', () => {
  const suite = useSiteAndBrowser({ RATE_LIMIT_STORY: '100' });
  let cookie = '';

  beforeAll(async () => {
    cookie = await signUp(suite.site.url, {
      email: 'wcag@example.com',
      password: 'correct horse battery',
    });
  });

  const open = async (signedIn = false) => {
    const page = await newPage(suite.browser, WIDE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    if (signedIn) {
      const [name = SESSION_COOKIE, value = ''] = cookie.split('=');
      await page.context().addCookies([{ name, value, url: suite.site.url }]);
    }
    return page;
  };
  const pages: Page[] = [];
  afterAll(async () => {
    await Promise.all(pages.map((p) => p.context().close()));
  });

  it('the public pages', { timeout: 300_000 }, async () => {
    const page = await open();
    pages.push(page);
    for (const path of PUBLIC_PAGES) {
      await page.goto(suite.site.url + path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectWcagClean(page, path);
    }
  });

  it('the dialogs: sign in and create an account', { timeout: 120_000 }, async () => {
    const page = await open();
    pages.push(page);
    await page.goto(`${suite.site.url}/assessment/take`);
    for (const [button, dialog] of [
      ['Sign In to Start Assessment', 'Sign in'],
      ['Create Account', 'Create your account'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      await page.getByRole('dialog', { name: dialog }).waitFor();
      await expectWcagClean(page, `the ${dialog} dialog`, { tabs: 20 });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
  });

  it('the question flow: first, middle and last question and the no-answer message', {
    timeout: 240_000,
  }, async () => {
    const page = await open(true);
    pages.push(page);
    await page.goto(`${suite.site.url}/assessment/take`);
    await page.getByRole('button', { name: 'Begin Your Assessment' }).click();
    const at = (n: number) => page.getByText(`Question ${n} of 36`, { exact: true }).waitFor();
    await at(1);
    const question = (await page.locator('.question-text').textContent()) ?? '';
    expectTree('question-flow', questionTree(await page.locator('main').ariaSnapshot(), question));
    await expectWcagClean(page, 'question 1', { tabs: 20 });
    // Enter without an answer: the reason is announced.
    await inPage(page, recordLiveRegions);
    await page.locator('[role="radiogroup"] input').first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Choose an answer to go on.' }).waitFor();
    expect(await inPage(page, announcedTexts)).toContain('Choose an answer to go on.');
    await expectWcagClean(page, 'the no-answer message', { tabs: 20 });
    for (let n = 1; n < 36; n++) {
      await page.locator('[role="radiogroup"] input').first().focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await at(n + 1);
      if (n + 1 === 18) await expectWcagClean(page, 'question 18', { tabs: 20 });
    }
    await expectWcagClean(page, 'question 36', { tabs: 20 });
  });

  it('the report: its summary, every section opened, the story announced', {
    timeout: 240_000,
  }, async () => {
    const page = await open();
    pages.push(page);
    await listenFromTheFirstByte(page);
    await openStoredReport(page, suite.site.url, storedFixture('mixed-reader'));
    const heard = await heardSoFar(page);
    console.log(`live regions said: ${heard}`);
    expect(heard).toMatch(/Your story is ready/);
    // The norms' sentence arrives after the report: the tree is read once it is there.
    await page
      .locator('.report-summary')
      .getByText(/How you compare|percentile/)
      .waitFor();
    expectTree('report-first-screen', await page.locator('.report-summary').ariaSnapshot());
    await expectWcagClean(page, 'the report summary');
    // Every closed section opened.
    await page.locator('.report details').evaluateAll((all) => {
      for (const details of all) (details as HTMLDetailsElement).open = true;
    });
    await page.locator('.report details:not([open])').waitFor({ state: 'detached' });
    await expectWcagClean(page, 'the report with every section open', { tabs: 120 });
  });

  it('the careless-answering note, heard as the report opens', { timeout: 120_000 }, async () => {
    const page = await open();
    pages.push(page);
    await listenFromTheFirstByte(page);
    await openStoredReport(page, suite.site.url, storedFixture('speeder'));
    await page.getByTestId('low-effort-note').waitFor();
    await expect
      .poll(() => heardSoFar(page))
      .toMatch(
        /^Some answers may not reflect your usual habits: Many answers came faster than reading time: half of them took less than/m,
      );
    await expectWcagClean(page, 'the report with the careless-answering note');
  });

  it('the saved report, its share section, the share page and the revoke confirmation', {
    timeout: 240_000,
  }, async () => {
    const { url } = suite.site;
    const page = await open(true);
    pages.push(page);
    await openStoredReport(page, url, storedFixture('low-reader'), { once: true });
    // The save is held until what it says while saving has been heard.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`${url}/api/assessment-results`, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await inPage(page, recordLiveRegions);
    await page
      .locator('.summary-save')
      .getByRole('button', { name: /Save Results/ })
      .click();
    await page.getByRole('status').filter({ hasText: 'Saving your results...' }).waitFor();
    expect(await inPage(page, announcedTexts)).toContain('Saving your results...');
    release();
    await page.waitForURL(`${url}/profile`, { timeout: 20_000 });
    await page.unroute(`${url}/api/assessment-results`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectWcagClean(page, 'the profile with the saved result');
    const history = await (await page.request.get(`${url}/api/assessment-results`)).json();
    await page.goto(`${url}/assessment/results/${history.docs[0].id as string}`);
    await page.getByRole('heading', { level: 1, name: 'Your Prioritization Report' }).waitFor();
    const share = page.getByRole('region', { name: 'Share this report' });
    await share.getByText('No working links.').waitFor();
    await expectWcagClean(page, 'the saved report', { tabs: 120 });
    await inPage(page, recordLiveRegions);
    await share.getByRole('button', { name: 'Create share link' }).click();
    const link = await share.getByLabel('Your new share link').inputValue();
    await share.getByText('Shown only once: copy it now.').waitFor();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    await share.getByRole('button', { name: 'Copy link' }).click();
    await share.getByRole('status').filter({ hasText: 'Link copied.' }).waitFor();
    expect(await inPage(page, announcedTexts)).toContain('Link copied.');
    await expectWcagClean(page, 'the share section with a new link', { tabs: 120 });
    await share.getByRole('button', { name: /^Revoke the link created/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke this share link?' });
    await dialog.waitFor();
    await expectWcagClean(page, 'the revoke confirmation', { tabs: 10 });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    const guest = await open();
    pages.push(guest);
    await guest.goto(link);
    await guest.getByRole('heading', { level: 1 }).first().waitFor();
    await guest.locator('.capability-detail .band-text').first().waitFor();
    await expectWcagClean(guest, 'the share page', { tabs: 120 });
  });
});
