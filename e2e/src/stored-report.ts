// A finished result as the take page keeps it in the browser ('assessment-results' in
// localStorage), so a test or a benchmark can open /assessment/take on a report without answering
// 36 questions. Scored with the bundled bank, the one the site serves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { questions, rules } from '@peak/content';
import { contentVersion } from '@peak/scoring';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './paths';

export const STORED_RESULT_KEY = 'assessment-results';

/** The stored form of `results` and `answers` (each answer timed at 7 s unless it says). */
export function storedResult(results: unknown, answers: ReadonlyArray<Record<string, unknown>>) {
  return JSON.stringify({
    version: 1,
    completedAt: new Date().toISOString(),
    contentVersion: contentVersion(questions, rules),
    results,
    answers: answers.map((a) => ({ ms: 7000, ...a })),
  });
}

/** The stored form of a golden fixture of packages/scoring/fixtures, e.g. 'mixed-reader'. */
export function storedFixture(fixture: string): string {
  const { expected, responses } = JSON.parse(
    readFileSync(join(REPO_ROOT, `packages/scoring/fixtures/${fixture}.json`), 'utf8'),
  ) as { expected: unknown; responses: Array<Record<string, unknown>> };
  return storedResult(expected, responses);
}

/**
 * Opens the take page on a stored result and waits for the report, its texts and its story. The
 * result is stored again on every page the tab loads, unless `once`: then only on the first, so
 * the page's own changes to it (a save, a sign-out forgetting it) are what later pages find.
 */
export async function openStoredReport(
  page: Page,
  siteUrl: string,
  stored: string,
  { once = false }: { once?: boolean } = {},
) {
  const mark = `stored-report-${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ([key, value, onlyOnce, marker]) => {
      try {
        if (onlyOnce && sessionStorage.getItem(marker as string)) return;
        if (onlyOnce) sessionStorage.setItem(marker as string, '1');
        localStorage.setItem(key as string, value as string);
      } catch {
        // A document without storage (about:blank): nothing to store.
      }
    },
    [STORED_RESULT_KEY, stored, once, mark] as const,
  );
  await page.goto(`${siteUrl}/assessment/take`);
  await page.getByRole('heading', { level: 1, name: 'Your Prioritization Report' }).waitFor();
  await page.locator('.capability-detail .band-text').first().waitFor();
  await page.locator('.story-text').waitFor({ timeout: 20_000 });
}
