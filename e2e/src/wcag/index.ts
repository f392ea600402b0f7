// WCAG 2.2 AA checks beyond axe, one file per criterion: functions that run in the page
// (collecting facts) and, where a judgement needs arithmetic, functions that judge them in Node.
import type { Page } from 'playwright-core';
import { focusFacts, focusProblems } from './focus';

export { contrastRatio, greyscale } from './colour';
export { colourFacts, colourProblems } from './colour-only';
export { type FocusFacts, focusFacts, focusProblems } from './focus';
export { motionProblems } from './motion';
export { reflowProblems } from './reflow';
export { announcedTexts, recordLiveRegions } from './status-messages';
export { targetSizeProblems } from './target-size';
export { clippedTextProblems, TEXT_SPACING_CSS } from './text-spacing';

/** The bundler names functions with a `__name` helper the page does not have: give it one. */
export async function allowNamedFunctions(page: Page): Promise<void> {
  await page.evaluate('globalThis.__name ??= (f) => f');
}

/** Runs an in-page check, with the helper it may need. */
export async function inPage<T>(page: Page, check: () => T): Promise<T> {
  await allowNamedFunctions(page);
  return page.evaluate(check);
}

/**
 * Tabs through the page from its top, at most `limit` times or until the focus comes back to where
 * it started, and returns each focused element's problems (none when all is well).
 */
export async function tabThrough(page: Page, limit = 60): Promise<string[]> {
  await allowNamedFunctions(page);
  // Tab starts from the top: focus a mark before everything (and take it away), as a page just
  // opened does; blur() alone leaves the browser's starting point where the focus was.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    const start = document.createElement('span');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus({ preventScroll: true });
    start.addEventListener('blur', () => start.remove(), { once: true });
  });
  const problems: string[] = [];
  let first: number | null = null;
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    // The focus styles as they end: a transition (0.01 ms with reduced motion) starts from the
    // unfocused look, which is not what the reader sees.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    let facts = await page.evaluate(focusFacts);
    // Covered, perhaps only while a dialog's styles are still loading: ask again once they are.
    if (facts?.coveredBy) {
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      facts = await page.evaluate(focusFacts);
    }
    // No element focused: the focus left the page after its last element (for the browser's own
    // controls), and the walk is done; or, while the page still has it, the focus is passing
    // through a frame that is loading (it lands on the body for a moment, then goes on), and the
    // walk goes on past it rather than end there with the rest of the page unjudged.
    if (!facts) {
      const stillHere = await page.evaluate(() => document.hasFocus());
      if (first !== null && !stillHere) break;
      continue;
    }
    if (facts.index === first) break;
    first ??= facts.index;
    problems.push(...focusProblems(facts));
  }
  return [...new Set(problems)];
}
