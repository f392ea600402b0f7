// Did I change, and how do I compare, in a real browser against the real API and database. Ten
// other people save results (so the norms show: the site runs with NORMS_MIN_RESPONDENTS=10, the
// least it accepts); one person saves two results, the first four months before the second (the
// browser's clock is set back for it, and its saved date is moved back in the site's database while
// the site is stopped). Between them Clarity of Focus rises by 6 (a real change: a retake can move
// a capability by up to about 3.6) and Rhythm & Ritual by 1 (within the noise). Compared while both
// are still dated today, the page gives both times and says a retake so soon shows noise, not
// change. Months apart, from /profile, they read the lead sentence, the rise and the scores within
// the noise (each a word with its mark and colour), the two verdicts, and download the comparison's
// PDF; their saved report shows where each score stands among everyone counted; /assessment shows
// the live quality figures. Each comparison and the picker meet the WCAG 2.2 checks (src/wcag).
// Screenshots: artifacts/screenshots/compare-*, report-percentiles-*, assessment-live-quality-*.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { questions, rules } from '@peak/content';
import { allText, fileText } from '@peak/report-pdf/test-kit';
import {
  compareAccount,
  compareResults,
  contentVersion,
  isScoredQuestion,
  scoreAssessment,
} from '@peak/scoring';
import {
  expectNoAxeViolations,
  launchBrowser,
  newPage,
  pageErrors,
  VIEWPORTS,
} from '@peak/testkit/browser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTIFACTS_DIR,
  openStoredReport,
  type RunningSite,
  screenshot,
  startSite,
  storedResult,
  withSiteDatabase,
} from '../src';
import { expectWcagClean } from '../src/wcag/audit';

const ENV = {
  NORMS_MIN_RESPONDENTS: '10',
  NORMS_BATCH: '2',
  NORMS_REFRESH_MS: '1000',
  RATE_LIMIT_SIGN_UP: '50',
  // Twelve people save from this one address within a minute.
  RATE_LIMIT_SAVES: '50',
};
const PASSWORD = 'correct horse battery';
const REPORT_TITLE = 'Your Prioritization Report';
const MONTHS_APART = 4;
/** Everyone counted in the end: ten others, the one who compares, and one more (see below). */
const PEOPLE = 12;

const scored = questions.filter(isScoredQuestion);
const version = contentVersion(questions, rules);

type Answers = Array<{ questionId: string; doing: number }>;
const answersOf = (doing: (index: number, capability: string) => number): Answers =>
  scored.map((q, i) => ({ questionId: q.questionId, doing: doing(i, q.capability) }));
const resultsOf = (answers: Answers) => scoreAssessment(answers, { questions, rules });

// The one who compares: answers 2, 3, 4 in turn; four months later Clarity of Focus is all 5s and
// one Rhythm & Ritual answer is a point higher.
const before = answersOf((i) => 2 + (i % 3));
const firstRhythm = scored.findIndex((q) => q.capability === 'Rhythm & Ritual');
const after = answersOf((i, capability) =>
  capability === 'Clarity of Focus' ? 5 : i === firstRhythm ? 2 + (i % 3) + 1 : 2 + (i % 3),
);
// What the site must say: the engine's comparison with the default reliability (fewer than 100
// results are stored, so the API uses the documented defaults too).
const expected = compareResults(resultsOf(before), resultsOf(after));
const change = (name: string) => expected.capabilities.find((c) => c.name === name);
const account = compareAccount(expected);

/** Signs up and saves one result over HTTP, as the site's own pages would. */
async function signUpAndSave(url: string, n: number) {
  const headers = { 'content-type': 'application/json', origin: url };
  const signUp = await fetch(`${url}/api/auth/sign-up`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      firstName: 'Person',
      lastName: String(n),
      email: `person${n}@example.com`,
      password: PASSWORD,
    }),
  });
  expect(signUp.status).toBe(201);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const responses = answersOf((i) => 1 + ((n + i) % 5)).map((a) => ({ ...a, ms: 6000 }));
  const save = await fetch(`${url}/api/assessment-results`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ responses, contentVersion: version }),
  });
  expect(save.status).toBe(201);
}

/** Opens a result as the take page keeps it and saves it with the summary's button. */
async function saveInBrowser(page: Page, url: string, answers: Answers) {
  await openStoredReport(page, url, storedResult(resultsOf(answers), answers));
  await page
    .locator('.summary-save')
    .getByRole('button', { name: /Save Results/ })
    .click();
  await page.waitForURL(`${url}/profile`, { timeout: 20_000 });
}

/** The norms as the site answers them once it has counted everyone (it publishes in batches). */
async function publishedNorms(url: string) {
  let norms: { n?: number; norms?: unknown; since?: string } = {};
  for (let attempt = 0; attempt < 80; attempt++) {
    norms = await (await fetch(`${url}/api/norms`)).json();
    if (norms.norms && norms.n === PEOPLE) return norms;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the norms were not published: ${JSON.stringify(norms).slice(0, 300)}`);
}

const fits = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.mobile.width,
  );

describe('comparing two results, and the norms', () => {
  let dataDir: string;
  let site: RunningSite | undefined;
  let browser: Browser;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'compare-data-'));
    site = await startSite(ENV, { dataDir });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows a real change and one within retake noise, its PDF, and the percentiles', {
    timeout: 360_000,
  }, async () => {
    // The fixtures' premise: one real change and one within the noise of a retake.
    expect(change('Clarity of Focus')).toMatchObject({ from: 9, to: 15, verdict: 'rose' });
    expect(change('Rhythm & Ritual')).toMatchObject({ difference: 1, verdict: 'within-noise' });
    expect(account.lead).toMatch(
      /^Clarity of Focus rose from 9 to 15, from Developing to Expert; /,
    );

    if (!site) throw new Error('no site');
    for (let n = 0; n < 10; n++) await signUpAndSave(site.url, n);

    // Four months ago in the browser: sign up and save the first result.
    const now = Date.now();
    const monthsAgo = new Date(now);
    monthsAgo.setUTCMonth(monthsAgo.getUTCMonth() - MONTHS_APART);
    const page = await newPage(browser);
    const errors = pageErrors(page);
    await page.clock.setFixedTime(monthsAgo);
    const signUp = await page.request.post(`${site.url}/api/auth/sign-up`, {
      headers: { origin: site.url },
      data: {
        firstName: 'Rita',
        lastName: 'Retake',
        email: 'rita@example.com',
        password: PASSWORD,
      },
    });
    expect(signUp.status()).toBe(201);
    await saveInBrowser(page, site.url, before);
    // Today: the second.
    await page.clock.setFixedTime(new Date(now));
    await saveInBrowser(page, site.url, after);
    const history = await (await page.request.get(`${site.url}/api/assessment-results`)).json();
    expect(history.totalDocs).toBe(2);
    const [newer, older] = history.docs as Array<{ id: string; rawOverallScore: number }>;
    if (!newer || !older) throw new Error('two results were not saved');
    expect([older.rawOverallScore, newer.rawOverallScore]).toEqual([
      expected.total?.from,
      expected.total?.to,
    ]);

    // Compared while both are dated today: both times, and a plain word that so soon it is noise.
    const comparePath = `/assessment/compare?from=${older.id}&to=${newer.id}`;
    await page.goto(`${site.url}${comparePath}`);
    const soon = page.getByTestId('compare-soon');
    await soon.waitFor({ timeout: 20_000 });
    expect(await soon.textContent()).toMatch(
      /^These two results were taken (less than a minute|\d+ minutes?) apart\. A retake so soon shows how much answers vary from one take to the next, not a change in habits\.$/,
    );
    const soonTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const times = [...soonTitle.matchAll(/ at (\d{1,2}:\d\d(?::\d\d)? [AP]M)/g)].map((m) => m[1]);
    expect(times).toHaveLength(2);
    expect(times[0]).not.toBe(times[1]);
    expect(await page.getByTestId('compare-lead').textContent()).toBe(account.lead);
    await expectNoAxeViolations(page);
    await expectWcagClean(page, 'the comparison of two results a moment apart', { tabs: 120 });
    await screenshot(page, 'compare-soon-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    await screenshot(page, 'compare-soon-mobile', { viewport: true });
    await fits(page);
    await page.setViewportSize(VIEWPORTS.desktop);

    // The first result's saved date moved back, in the site's own database.
    await site.stop();
    const moved = await withSiteDatabase(dataDir, (db) =>
      db.query(
        `update assessment_results set created_at = created_at - interval '${MONTHS_APART} months' where id = $1`,
        [older.id],
      ),
    );
    expect(moved.affectedRows).toBe(1);
    site = await startSite(ENV, { dataDir });
    const url = site.url;
    // The session lives in the database: still signed in on the restarted site.
    const me = await (await page.request.get(`${url}/api/auth/me`)).json();
    expect(me.user?.email).toBe('rita@example.com');
    // The norms are republished only once two more accounts have saved since the last snapshot
    // (NORMS_BATCH: no two answers differ by one person's result), so one more person saves.
    await signUpAndSave(url, 10);
    const norms = await publishedNorms(url);
    expect(norms.n).toBe(PEOPLE);

    // The profile offers the two latest, the earlier first.
    await page.goto(`${url}/profile`);
    const picker = page.getByRole('region', { name: 'Compare two results' });
    await picker.waitFor();
    const go = picker.getByRole('link', { name: 'Compare results' });
    expect(await go.getAttribute('href')).toBe(
      `/assessment/compare?from=${older.id}&to=${newer.id}`,
    );
    await expectNoAxeViolations(page);
    await expectWcagClean(page, 'the profile with two results to compare', { tabs: 80 });
    await screenshot(page, 'compare-profile-picker-desktop');
    await go.click();
    await page.waitForURL(`${url}/assessment/compare?from=${older.id}&to=${newer.id}`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.filter({ hasText: ' to ' }).waitFor({ timeout: 20_000 });
    const title = (await heading.textContent()) ?? '';
    const year = (d: Date) => String(d.getUTCFullYear());
    expect(title).toContain('Compare Your Results');
    expect(title).toContain(year(monthsAgo));

    // The answer first: one sentence of what changed most, months apart no word on timing; then
    // the detail by direction, each under its word and mark.
    expect(await page.getByTestId('compare-lead').textContent()).toBe(account.lead);
    expect(await page.getByTestId('compare-soon').count()).toBe(0);
    const rose = page.getByRole('region', { name: 'Rose', exact: true });
    expect(await rose.getByRole('listitem').allTextContents()).toEqual(
      account.groups[0]?.lines.map((l) => l.inGroup),
    );
    const noise = page.getByRole('region', { name: 'Within the noise', exact: true });
    expect(await noise.getByRole('listitem').first().textContent()).toMatch(
      /^Your total went from/,
    );
    expect(await rose.locator('h3 svg.dir-icon').count()).toBe(1);
    const inkOf = (locator: typeof rose) =>
      locator.evaluate((element) => getComputedStyle(element).color);
    const [roseInk, noiseInk] = [await inkOf(rose.locator('h3')), await inkOf(noise.locator('h3'))];
    expect(roseInk).toBe('rgb(4, 120, 87)');
    expect(noiseInk).not.toBe(roseInk);
    const row = (name: string) => page.getByRole('row', { name: new RegExp(`^${name} `) });
    const clarity = row('Clarity of Focus');
    expect(await clarity.getByRole('cell').last().textContent()).toMatch(
      /^Rose ?Developing to Expert/,
    );
    expect(await clarity.getByRole('cell').nth(0).textContent()).toBe('9');
    expect(await clarity.getByRole('cell').nth(1).textContent()).toBe('15');
    const rhythm = row('Rhythm & Ritual');
    expect(await rhythm.getByRole('cell').last().textContent()).toMatch(/^Within the noise/);
    const verdicts = await page.locator('.compare-table td.verdict').allTextContents();
    expect(verdicts.filter((v) => /^(Rose|Fell)/.test(v))).toHaveLength(
      [expected.total, ...expected.families, ...expected.capabilities].filter(
        (c) => c && c.verdict !== 'within-noise',
      ).length,
    );
    // Both results on one chart, with a text alternative for each family.
    expect(await page.locator('.compare-figure svg[role="img"]').count()).toBe(4);
    expect(await page.getByRole('img', { name: /Clarity of Focus: 9 then 15/ }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await expectWcagClean(page, 'the comparison', { tabs: 120 });
    await screenshot(page, 'compare-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    await screenshot(page, 'compare-mobile');
    await fits(page);
    await page.setViewportSize(VIEWPORTS.desktop);

    // The comparison's PDF: a real PDF with the sentence in it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download comparison PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^prioritization-comparison-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.pdf$/,
    );
    const pdfPath = join(ARTIFACTS_DIR, 'compare.pdf');
    await download.saveAs(pdfPath);
    const bytes = new Uint8Array(readFileSync(pdfPath));
    expect(fileText(bytes).startsWith('%PDF-')).toBe(true);
    const pdf = await allText(bytes);
    expect(pdf).toContain('Clarity of Focus rose from 9 to 15');
    expect(pdf).toContain('Within the noise');
    expect(pdf).toContain('Rose, Developing to Expert');

    // The newer saved report: each score placed among everyone counted, since the first one's month.
    await page.goto(`${url}/assessment/results/${newer.id}`);
    await page.getByRole('heading', { level: 1, name: REPORT_TITLE }).waitFor();
    const since = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(norms.since ?? 0));
    const place = page.getByTestId('summary-norms');
    await place.waitFor({ timeout: 20_000 });
    expect(await place.textContent()).toMatch(
      new RegExp(
        `^Higher than \\d{1,3}% of the ${PEOPLE} people who saved results here since ${since}\\.$`,
      ),
    );
    await page.locator('.capability-detail .band-text').first().waitFor();
    expect(await page.getByTestId('norm-place').count()).toBe(4 + 12);
    await expectNoAxeViolations(page);
    await screenshot(page, 'report-percentiles-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    await screenshot(page, 'report-percentiles-mobile');
    await fits(page);
    await page.setViewportSize(VIEWPORTS.desktop);

    // /assessment: the live quality, after the page, with its sample.
    await page.goto(`${url}/assessment`);
    const quality = page.getByRole('region', { name: 'How reliable are the results?' });
    await quality.waitFor({ timeout: 20_000 });
    expect(await quality.textContent()).toContain(`${PEOPLE} saved results so far`);
    await screenshot(page, 'assessment-live-quality-desktop');

    expect(errors).toEqual([]);
    await page.context().close();
  });
});
