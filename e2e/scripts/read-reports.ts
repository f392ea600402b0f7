// pnpm --filter @peak/e2e run read-reports: opens the eight contrasting readers' reports on the
// built site at 375 px, as a person reads them, and writes for each what a coach reads: the whole
// text with every section and Read more opened (artifacts/readers/{name}.txt), the first screen
// and the whole page as screenshots, and the words visible before anything is opened, counted with
// every section laid out (content-visibility off).
//   tsx scripts/read-reports.ts [--only name,name]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { questions, rules } from '@peak/content';
import { scoreAssessment } from '@peak/scoring';
import { launchBrowser, newPage, VIEWPORTS } from '@peak/testkit/browser';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR, openStoredReport, startSite, storedResult } from '../src';
import { READERS, readerResponses } from '../src/readers';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { only: { type: 'string' } },
});
const only = values.only?.split(',');
const OUT = join(ARTIFACTS_DIR, 'readers');
mkdirSync(OUT, { recursive: true });

/** Lays out every section (content-visibility off) and hides screen-reader-only text. */
const layOutAll = (page: Page) =>
  page.addStyleTag({
    content:
      '* { content-visibility: visible !important; } .visually-hidden { display: none !important; }',
  });

const visibleText = (page: Page) =>
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is read
  page.evaluate(() => (document.querySelector('.report') as HTMLElement).innerText);

const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

const site = await startSite();
const browser = await launchBrowser();
try {
  for (const reader of READERS) {
    if (only && !only.includes(reader.name)) continue;
    const responses = readerResponses(reader);
    const results = scoreAssessment(responses, {
      questions,
      rules,
      context: reader.role ? { role: reader.role } : {},
      durationsMs: responses.map(() => 7000),
    });
    const page = await newPage(browser, VIEWPORTS.mobile);
    // tsx keeps function names with a helper the page does not have.
    await page.addInitScript('window.__name = (f) => f');
    await openStoredReport(page, site.url, storedResult(results, responses));
    await layOutAll(page);
    await page.screenshot({ path: join(OUT, `${reader.name}-first-screen.png`) });
    const before = words(await visibleText(page));
    await page.evaluate(() => {
      for (const d of document.querySelectorAll('.report details')) d.setAttribute('open', '');
    });
    const whole = await visibleText(page);
    await page.screenshot({ path: join(OUT, `${reader.name}-whole.png`), fullPage: true });
    writeFileSync(
      join(OUT, `${reader.name}.txt`),
      `${reader.name}: ${reader.about} (role ${reader.role ?? 'not given'}), total ${results.rawOverallScore}\n` +
        `words visible before anything is opened: ${before}; with everything opened: ${words(whole)}\n\n${whole}\n`,
    );
    console.log(
      `${reader.name.padEnd(26)} total ${String(results.rawOverallScore).padStart(3)}  words shown ${String(before).padStart(5)}  opened ${words(whole)}`,
    );
    await page.context().close();
  }
} finally {
  await browser.close();
  await site.stop();
}
