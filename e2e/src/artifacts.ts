// What the browser suites leave for people to look at: screenshots under e2e/artifacts.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

export const ARTIFACTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/** The whole page, or (`viewport`) what is on screen: a dialog over a long page, say. */
export async function screenshot(
  page: Page,
  name: string,
  { viewport = false }: { viewport?: boolean } = {},
): Promise<string> {
  const dir = join(ARTIFACTS_DIR, 'screenshots');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: !viewport });
  return path;
}
