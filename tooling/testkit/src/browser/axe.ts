// Accessibility: axe-core run in the page; any violation fails the test with a readable list.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length)
    throw new Error(
      `axe found ${violations.length} violation(s) on ${page.url()}:\n${violations.join('\n')}`,
    );
}
