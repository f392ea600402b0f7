import { CHROMIUM_ARGS, ensureChromium } from '@peak/testkit/browser';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { STORED_RESULT_KEY, storedFixture } from '../src';

export const REPORT_PAGE = '/assessment/take (report shown)';
const FIXTURE = 'mixed-reader';

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
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [STORED_RESULT_KEY, storedFixture(FIXTURE)],
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
