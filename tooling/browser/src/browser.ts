// Launches Debian's Chromium through playwright-core and saves screenshots as test artifacts.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './chromium';

export const ARTIFACTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');
export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: ensureChromium(), headless: true, args: CHROMIUM_ARGS });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = join(ARTIFACTS_DIR, 'screenshots');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** A page in its own context (clean cookies and storage), as axe-core requires. Close its context when done. */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}
