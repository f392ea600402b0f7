// Lighthouse on /assessment/take with a report shown: the page a person reads after the last
// question. Lighthouse CI clears storage before each run, so it can only ever see the take page's
// intro; this run keeps the browser's storage (a result held as the page keeps it, from a golden
// fixture) and clears only the HTTP cache before each run, so every run loads the page cold. Same
// mobile settings and throttling as Lighthouse CI's defaults; the runs are returned for the same
// figures and budgets as the other pages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { questions, rules } from '@peak/content';
import { contentVersion } from '@peak/scoring';
import { CHROMIUM_ARGS, ensureChromium } from '@peak/testkit/browser';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { REPO_ROOT } from '../src';

export const REPORT_PAGE = '/assessment/take (report shown)';
const FIXTURE = 'mixed-reader';

/** A finished result as the take page keeps it in localStorage ('assessment-results'). */
function storedResult(): string {
  const { expected, responses } = JSON.parse(
    readFileSync(join(REPO_ROOT, `packages/scoring/fixtures/${FIXTURE}.json`), 'utf8'),
  ) as { expected: unknown; responses: Array<Record<string, unknown>> };
  return JSON.stringify({
    version: 1,
    completedAt: new Date().toISOString(),
    contentVersion: contentVersion(questions, rules),
    results: expected,
    answers: responses.map((r) => ({ ...r, ms: 7000 })),
  });
}

/** `runs` Lighthouse reports of the take page showing a stored report, each with a cold HTTP cache. */
export async function lighthouseReportPage(origin: string, runs: number) {
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const [context] = browser.contexts();
    if (!context) throw new Error('no default browser context');
    const page = await context.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(
      (value) => localStorage.setItem('assessment-results', value),
      storedResult(),
    );
    const cdp = await context.newCDPSession(page);
    const reports = [];
    for (let i = 0; i < runs; i++) {
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(`${origin}/assessment/take`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
      });
      if (!result) throw new Error('Lighthouse returned no result');
      reports.push(result.lhr);
    }
    await page.close();
    await browser.close();
    return reports;
  } finally {
    chrome.kill();
  }
}
