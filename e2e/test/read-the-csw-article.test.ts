// The Collapsing Sliding Windows article renders its heading, six captioned figures with readable
// text, the back matter and two author cards, and passes axe at phone and desktop widths.
import { join } from 'node:path';
import { expectNoAxeViolations, newPage, pageErrors, VIEWPORTS } from '@peak/testkit/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, screenshot, useSiteAndBrowser } from '../src';

interface TextBox {
  text: string;
  fontPx: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Every text element of one figure: its rendered font size in px and its box on screen. */
function figureTexts(page: Page, index: number): Promise<{ svg: DOMRect; texts: TextBox[] }> {
  return page
    .locator('figure')
    .nth(index)
    .evaluate((figure) => {
      const svg = figure.querySelector('svg') as SVGSVGElement;
      const scale = svg.getScreenCTM()?.a ?? 1;
      const texts = Array.from(svg.querySelectorAll('text')).map((text) => {
        const box = text.getBoundingClientRect();
        return {
          text: text.textContent ?? '',
          fontPx: Number.parseFloat(getComputedStyle(text).fontSize) * scale,
          left: box.left,
          right: box.right,
          top: box.top,
          bottom: box.bottom,
        };
      });
      return { svg: svg.getBoundingClientRect().toJSON() as DOMRect, texts };
    });
}

const overlaps = (a: TextBox, b: TextBox) =>
  a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

describe('the Collapsing Sliding Windows article', () => {
  const suite = useSiteAndBrowser();

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`renders the article, its figures and back matter at ${viewport.width}px`, async () => {
      const page = await newPage(suite.browser, viewport);
      const errors = pageErrors(page);
      await page.goto(`${suite.site.url}/csw`);

      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1.count()).resolves.toBe(1);
      await expect(h1.textContent()).resolves.toBe('Collapsing Sliding Windows');
      expect(await page.title()).toContain('Collapsing Sliding Windows');
      await expect(page.locator('main article').count()).resolves.toBe(1);

      const figures = page.locator('article figure');
      await expect(figures.count()).resolves.toBe(6);
      for (let i = 0; i < 6; i++) {
        const figure = figures.nth(i);
        await expect(figure.locator('figcaption').textContent()).resolves.toMatch(
          new RegExp(`^Figure ${i + 1}: \\S`),
        );
        const image = figure.getByRole('img');
        await expect(image.count()).resolves.toBe(1);
        const labelledBy = await image.getAttribute('aria-labelledby');
        expect(labelledBy).toBeTruthy();
        await expect(page.locator(`[id="${labelledBy}"]`).textContent()).resolves.toMatch(/\S/);
        expect(await figure.locator('svg').getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);

        const { svg, texts } = await figureTexts(page, i);
        expect(svg.width).toBeLessThanOrEqual(viewport.width);
        for (const text of texts) {
          expect(text.fontPx, `"${text.text}" in figure ${i + 1}`).toBeGreaterThanOrEqual(12);
          expect(text.left, `"${text.text}" in figure ${i + 1}`).toBeGreaterThanOrEqual(
            svg.left - 1,
          );
          expect(text.right, `"${text.text}" in figure ${i + 1}`).toBeLessThanOrEqual(
            svg.right + 1,
          );
        }
        for (const [a, first] of texts.entries())
          for (const second of texts.slice(a + 1))
            expect(
              overlaps(first, second),
              `"${first.text}" and "${second.text}" overlap in figure ${i + 1}`,
            ).toBe(false);

        await figure.screenshot({
          path: join(ARTIFACTS_DIR, 'screenshots', `csw-${name}-figure-${i + 1}.png`),
        });
      }

      await expect(
        page.getByRole('heading', { level: 2, name: 'References' }).count(),
      ).resolves.toBe(1);
      await expect(page.locator('#references li').count()).resolves.toBeGreaterThanOrEqual(8);
      await expect(
        page.getByRole('heading', { level: 2, name: 'About the Authors' }).count(),
      ).resolves.toBe(1);
      const cards = page.locator('#about-the-authors .card');
      await expect(cards.count()).resolves.toBe(2);
      for (let i = 0; i < 2; i++) {
        await expect(cards.nth(i).getByRole('heading', { level: 3 }).count()).resolves.toBe(1);
        await expect(cards.nth(i).locator('a[href^="https://example.com/"]').count()).resolves.toBe(
          1,
        );
        await expect(
          cards.nth(i).locator('a[href*="linkedin.com/in/example-"]').count(),
        ).resolves.toBe(1);
      }

      const toc = page.getByRole('navigation', { name: 'Contents' });
      await toc.getByRole('link', { name: 'Worked example: entering a new market' }).click();
      await expect(page.evaluate(() => window.location.hash)).resolves.toBe('#worked-example');

      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(viewport.width);

      await screenshot(page, `csw-${name}`);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
