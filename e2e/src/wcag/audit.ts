// Every check of this folder on one page in its current state, in one pass: the page at 320 px
// (reflow, target size), at 1280 px (focus by Tab, colour as shown, on a greyscale screen and in
// forced colours, text spacing), at 640 px (200%: the layout a 1280 px window has zoomed to 200%),
// then the motion left running after all that. The viewport is restored. Answers each check's problems.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { greyscale } from './colour';
import { colourFacts, colourProblems } from './colour-only';
import { inPage, tabThrough } from './index';
import { motionProblems } from './motion';
import { reflowProblems } from './reflow';
import { targetSizeProblems } from './target-size';
import { clippedTextProblems, TEXT_SPACING_CSS } from './text-spacing';

export type Check =
  | 'reflow'
  | 'target size'
  | 'focus'
  | 'colour'
  | 'colour (forced colours)'
  | 'colour (greyscale)'
  | 'text spacing'
  | '200% zoom'
  | 'motion';

export const WIDE = { width: 1280, height: 800 };

const settle = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

export interface AuditOptions {
  /** Tab at most this many times (default 60). */
  tabs?: number;
  /** Leave the focus walk out (a state that Tab would change, such as an open menu). */
  skipFocus?: boolean;
}

export async function audit(
  page: Page,
  options: AuditOptions = {},
): Promise<Record<Check, string[]>> {
  const viewport = page.viewportSize() ?? WIDE;
  const found = {} as Record<Check, string[]>;
  await page.setViewportSize({ width: 320, height: 640 });
  await settle(page);
  found.reflow = await inPage(page, reflowProblems);
  found['target size'] = await inPage(page, targetSizeProblems);
  await page.setViewportSize(WIDE);
  await settle(page);
  found.focus = options.skipFocus ? [] : await tabThrough(page, options.tabs);
  const colours = await inPage(page, colourFacts);
  found.colour = colourProblems(colours);
  found['colour (greyscale)'] = colourProblems(colours, { render: greyscale });
  await page.emulateMedia({ forcedColors: 'active' });
  found['colour (forced colours)'] = colourProblems(await inPage(page, colourFacts), {
    contrast: false,
  });
  await page.emulateMedia({ forcedColors: 'none' });
  const spacing = await page.addStyleTag({ content: TEXT_SPACING_CSS });
  await settle(page);
  found['text spacing'] = await inPage(page, clippedTextProblems);
  await spacing.evaluate((el) => (el as Element).remove());
  await page.setViewportSize({ width: WIDE.width / 2, height: WIDE.height / 2 });
  await settle(page);
  found['200% zoom'] = await inPage(page, clippedTextProblems);
  await page.setViewportSize(viewport);
  found.motion = await inPage(page, motionProblems);
  return found;
}

/**
 * The audit of a page's current state as soft expectations, one per check, so one state's failure
 * names every check it fails; with reduced motion asked for, as the motion check needs.
 */
export async function expectWcagClean(page: Page, state: string, options: AuditOptions = {}) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const [check, problems] of Object.entries(await audit(page, options)))
    expect.soft(problems, `${check} on ${state}`).toEqual([]);
}
