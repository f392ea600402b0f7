// The report as a person reads it on a phone: the golden fixtures of a low, a mixed and an
// all-Expert reader, and the eight contrasting readers of src/readers.ts, opened from the browser's
// stored result at 375 px. The answer comes first: the total is on the first screen, the summary
// fits one screen, Save (or Sign in to Save) is within the first two, and the words visible before
// anything is opened stay under 1,500, counted with every section laid out (content-visibility
// off). The same pages at 1440 px keep the summary first. Screenshots in artifacts/screenshots.
import { readFileSync } from 'node:fs';
import { questions, rules } from '@peak/content';
import { scoreAssessment } from '@peak/scoring';
import { expectNoAxeViolations, newPage, VIEWPORTS } from '@peak/testkit/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  openStoredReport,
  screenshot,
  storedFixture,
  storedResult,
  useSiteAndBrowser,
} from '../src';
import { READERS as CONTRASTING, readerResponses } from '../src/readers';

/** A contrasting reader's stored report, scored with the bundled bank as the take page does. */
function storedReader(name: string): string {
  const reader = CONTRASTING.find((r) => r.name === name);
  if (!reader) throw new Error(`no reader ${name}`);
  const responses = readerResponses(reader);
  const results = scoreAssessment(responses, {
    questions,
    rules,
    context: reader.role ? { role: reader.role } : {},
    durationsMs: responses.map(() => 7000),
  });
  return storedResult(results, responses);
}

const GOLDEN = ['low-reader', 'mixed-reader', 'all-expert-reader'];
const READERS = [...GOLDEN, ...CONTRASTING.map((r) => r.name)];
const MAX_VISIBLE_WORDS = 1500;

const openReport = (page: Page, siteUrl: string, name: string) =>
  openStoredReport(page, siteUrl, GOLDEN.includes(name) ? storedFixture(name) : storedReader(name));

/** The words a reader sees without opening anything: closed disclosures and screen-reader-only text left out. */
const visibleWords = (page: Page) =>
  page.evaluate(() => {
    const style = document.createElement('style');
    // Every section laid out, as a reader scrolling the page meets it.
    style.textContent =
      '.visually-hidden { display: none !important; } * { content-visibility: visible !important; }';
    document.head.append(style);
    // innerText on purpose: it leaves out what is not rendered (closed disclosures).
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is measured
    const text = (document.querySelector('.report') as HTMLElement).innerText;
    style.remove();
    return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  });

/** Top and bottom of an element in page coordinates (the page scrolled to the top). */
const boxOf = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const r = (document.querySelector(sel) as HTMLElement).getBoundingClientRect();
    return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY, height: r.height };
  }, selector);

describe('the report on a phone', () => {
  // Eleven readers from one address within a minute: more stories than one visitor may ask for.
  const suite = useSiteAndBrowser({ RATE_LIMIT_STORY: '100' });

  for (const reader of READERS) {
    it(`${reader}: the answer first, under ${MAX_VISIBLE_WORDS} words until opened`, async () => {
      const page = await newPage(suite.browser, VIEWPORTS.mobile);
      try {
        await openReport(page, suite.site.url, reader);
        const screen = VIEWPORTS.mobile.height;
        const total = await boxOf(page, '[data-testid="summary-total"]');
        expect(total.bottom).toBeLessThanOrEqual(screen);
        const summary = await boxOf(page, '.report-summary');
        expect(summary.height).toBeLessThanOrEqual(screen);
        const save = page.locator(
          '.report-summary .summary-save button, .report-summary .summary-save a',
        );
        await save.first().waitFor();
        expect(await save.first().textContent()).toMatch(
          /Sign in to Save Your Results|Save Results to My Account/,
        );
        const saveBox = await boxOf(page, '.report-summary .summary-save');
        expect(saveBox.bottom).toBeLessThanOrEqual(2 * screen);
        const words = await visibleWords(page);
        expect(words).toBeLessThan(MAX_VISIBLE_WORDS);
        // The careless-answering note, when there is one, comes after the summary.
        const note = page.getByTestId('low-effort-note');
        if (await note.count())
          expect((await boxOf(page, '[data-testid="low-effort-note"]')).top).toBeGreaterThanOrEqual(
            summary.bottom,
          );
        await page.screenshot({
          path: await screenshot(page, `report-phone-${reader}-first-screen`),
        });
        await screenshot(page, `report-phone-${reader}`);
        await expectNoAxeViolations(page);
        console.log(
          `${reader} at 375 px: ${words} words visible, total at ${Math.round(total.bottom)} px, summary ${Math.round(summary.height)} px tall, save at ${Math.round(saveBox.bottom)} px, page ${await page.evaluate(() => document.documentElement.scrollHeight)} px`,
        );
      } finally {
        await page.context().close();
      }
    });
  }

  it('keeps the summary first at 1440 px, opens a closed section, and downloads the PDF', async () => {
    const page = await newPage(suite.browser, VIEWPORTS.desktop);
    try {
      await openReport(page, suite.site.url, 'mixed-reader');
      const total = await boxOf(page, '[data-testid="summary-total"]');
      expect(total.bottom).toBeLessThanOrEqual(VIEWPORTS.desktop.height);
      await page.screenshot({
        path: await screenshot(page, 'report-desktop-mixed-reader-first-screen'),
      });
      await screenshot(page, 'report-desktop-mixed-reader');
      // Score Ranges is closed by default; the reader opens it and reads whole-number ranges.
      const ranges = page.locator('#score-ranges details');
      expect(await ranges.getAttribute('open')).toBeNull();
      await page.locator('#score-ranges summary').click();
      expect(
        await page.locator('#score-ranges').getByText('3–5', { exact: true }).isVisible(),
      ).toBe(true);
      // The report not saved yet downloads as a PDF too.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDF' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.pdf$/);
      expect(
        readFileSync(await file.path())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    } finally {
      await page.context().close();
    }
  });
});
