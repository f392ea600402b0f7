// The method selector (landing and framed tool), the diagram demo and the two spreadsheet-form debug
// pages, in the built site at phone and desktop widths.

import { expectNoAxeViolations, newPage, pageErrors, VIEWPORTS } from '@peak/testkit/browser';
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useSiteAndBrowser } from '../src';

const FRAME = 'iframe[title="Prioritization method selector"]';
const NOT_CONFIGURED =
  'The spreadsheet form is not configured: set GOOGLE_FORM_URL and its four entry ids.';

describe('tools pages', () => {
  // The debug pages must report "not configured" whatever the shell has set.
  const suite = useSiteAndBrowser({ GOOGLE_FORM_URL: '', DEBUG_ENDPOINTS: '1' });

  /** A page that records script errors and console errors (a CSP refusal is one). */
  async function open(viewport: { width: number; height: number }, path: string) {
    const page = await newPage(suite.browser, viewport);
    const errors = pageErrors(page);
    page.on('console', (message) => {
      // The suite.browser logs every failed fetch: the missing diagram's 404 and the signed-out
      // session check's 401 are expected.
      if (message.type() === 'error' && !/status of (401|404)/.test(message.text()))
        errors.push(message.text());
    });
    await page.goto(`${suite.site.url}${path}`);
    return { page, errors };
  }

  const noHorizontalScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  describe('method selector landing', () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      it(`lists the six methods and links to the tool at ${viewport.width}px`, async () => {
        const { page, errors } = await open(viewport, '/prioritization-method-selector');
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
          'Prioritization Method Selector',
        );
        const start = page.getByRole('link', { name: 'Start the Selector' }).first();
        await expect(start.getAttribute('href')).resolves.toBe(
          '/prioritization-method-selector/start',
        );
        await expect(
          page.getByRole('link', { name: 'Open the Selector Tool' }).getAttribute('href'),
        ).resolves.toBe('/prioritization-method-selector/tool');
        await expect(
          page.getByRole('link', { name: 'How It Works' }).getAttribute('href'),
        ).resolves.toBe('#how-it-works');
        const steps = page.locator('#how-it-works li h3');
        await expect(steps.allInnerTexts()).resolves.toEqual([
          'Answer questions',
          'Get analysis',
          'Implement',
        ]);

        const cards = page.locator('.selector-method');
        await expect(cards.locator('h3').allInnerTexts()).resolves.toEqual([
          'MoSCoW',
          'Value vs Effort Matrix',
          'RICE Scoring',
          'Kano Model',
          'Eisenhower Matrix',
          'Weighted Scoring',
        ]);
        const facts = await cards.evaluateAll((nodes) =>
          nodes.map((n) => Array.from(n.querySelectorAll('dd'), (dd) => dd.textContent)),
        );
        expect(facts).toEqual([
          ['Simple', 'Quick', 'Small'],
          ['Moderate', 'Moderate', 'Medium'],
          ['Moderate', 'Moderate', 'Medium'],
          ['Complex', 'Extensive', 'Large'],
          ['Simple', 'Quick', 'Individual'],
          ['Moderate', 'Moderate', 'Medium'],
        ]);
        expect(await noHorizontalScroll(page)).toBe(true);
        await screenshot(page, `tools-selector-landing-${name}`);
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  });

  describe('method selector tool', () => {
    /** Tabs from the top of the page until a radio button inside the frame has focus. */
    async function tabIntoQuestions(page: Page, frame: FrameLocator) {
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        if ((await frame.locator('input[type="radio"]:focus').count()) > 0) return;
      }
      throw new Error('Tab never reached the first question');
    }

    // A cross-functional group with a long, measured backlog: RICE Scoring fits.
    const answerIndexes = [2, 1, 2, 1, 2, 1, 2];

    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      it(`recommends a method from keyboard answers at ${viewport.width}px`, async () => {
        const { page, errors } = await open(viewport, '/prioritization-method-selector/start');
        const iframe = page.locator(FRAME);
        await iframe.waitFor();
        await expect(iframe.getAttribute('src')).resolves.toBe('/method-selector/index.html');
        // The frame fills the viewport below the header.
        const box = await iframe.boundingBox();
        const header = await page.locator('.site-header').boundingBox();
        expect(box?.width).toBe(viewport.width);
        expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport.height);
        expect(Math.round(box?.y ?? 0)).toBe(Math.round((header?.y ?? 0) + (header?.height ?? 0)));

        const frame = page.frameLocator(FRAME);
        await expect(frame.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
          'Find the right prioritization method',
        );
        // The frame's own script draws the questions after its heading.
        await frame.locator('fieldset.question').last().waitFor();
        await expect(frame.locator('fieldset.question').count()).resolves.toBe(7);

        await tabIntoQuestions(page, frame);
        for (const index of answerIndexes) {
          // Arrow keys move and select within a group; Space selects the first answer.
          if (index === 0) await page.keyboard.press('Space');
          for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
          await page.keyboard.press('Tab');
        }
        await expect(frame.locator(':focus').textContent()).resolves.toBe('Show my recommendation');
        await page.keyboard.press('Enter');

        const result = frame.locator('#result');
        await expect(result.locator('.best-name').textContent()).resolves.toBe('RICE Scoring');
        await expect(result.locator('.why').textContent()).resolves.toMatch(
          /^RICE Scoring fits best because .*you have solid numbers on reach, usage or impact/,
        );
        await expect(result.locator('.effects.pros li').count()).resolves.toBeGreaterThan(0);
        await expect(result.locator('.ranking li').count()).resolves.toBe(6);
        expect((await result.textContent()) ?? '').not.toMatch(/null|undefined/);
        // Focus moves to the result, so it is announced and the next Tab continues from it.
        await expect(frame.locator(':focus').getAttribute('id')).resolves.toBe('result');

        await page.waitForTimeout(200);
        await screenshot(page, `tools-selector-result-${name}`);
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }

    it('names the unanswered questions when submitted early', async () => {
      const { page, errors } = await open(VIEWPORTS.mobile, '/method-selector/index.html');
      await page.locator('#q-team-small').check();
      await page.getByRole('button', { name: 'Show my recommendation' }).click();
      const summary = page.locator('#error-summary');
      await expect(summary.locator('h3').textContent()).resolves.toBe(
        '6 questions still need an answer',
      );
      await expect(page.locator('#error-summary:focus').count()).resolves.toBe(1);
      await expect(page.locator('.question.has-error').count()).resolves.toBe(6);
      await summary.getByRole('link').first().click();
      await expect(page.locator(':focus').getAttribute('id')).resolves.toBe('q-time-quick');
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      it(`passes axe on the framed page itself, before and after answering, at ${viewport.width}px`, async () => {
        const { page, errors } = await open(viewport, '/method-selector/index.html');
        await expect(page.title()).resolves.toBe('Prioritization Method Selector | Peak Partners');
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
        await page.locator('input[type="radio"]').first().waitFor();
        await expectNoAxeViolations(page);
        for (const id of ['individual', 'quick', 'few', 'none', 'judgment', 'low', 'urgency']) {
          await page.locator(`input[value="${id}"]`).first().check();
        }
        await page.getByRole('button', { name: 'Show my recommendation' }).click();
        await expect(page.locator('.best-name').textContent()).resolves.toBe('Eisenhower Matrix');
        expect(await noHorizontalScroll(page)).toBe(true);
        await screenshot(page, `tools-selector-page-${name}`);
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  });

  describe('diagram demo', () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      it(`draws three diagrams and the missing-object error at ${viewport.width}px`, async () => {
        const { page, errors } = await open(viewport, '/demo-diagrams');
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
          'Diagram Demo',
        );
        const rendered = page.locator('.diagram-block[data-state="rendered"]');
        await page
          .locator('.diagram-block[data-state="loading"]')
          .first()
          .waitFor({ state: 'detached' });
        await expect(rendered.count()).resolves.toBe(3);
        const svgs = rendered.locator('svg[role="img"]');
        await expect(
          svgs.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-diagram-type'))),
        ).resolves.toEqual(['Continuum', 'Binary', 'Matrix']);
        await expect(svgs.locator('title').allTextContents()).resolves.toEqual([
          'From Reactive to Proactive Prioritization',
          'Do Now or Defer?',
          'Value vs Effort',
        ]);
        await expect(
          page.locator('.diagram-block[data-state="error"]').textContent(),
        ).resolves.toContain('Error: The knowledge object “ko-missing” was not found.');

        // Every drawing fits its block: no sideways scrolling on a phone.
        const fits = await svgs.evaluateAll((nodes) =>
          nodes.every(
            (n) => n.getBoundingClientRect().width <= (n.parentElement?.clientWidth ?? 0) + 0.5,
          ),
        );
        expect(fits).toBe(true);
        expect(await noHorizontalScroll(page)).toBe(true);
        // Intermediate by default: descriptions, but no related capabilities.
        await expect(svgs.locator('[data-role="description"]').count()).resolves.toBeGreaterThan(0);
        await expect(svgs.locator('[data-role="system"]').count()).resolves.toBe(0);
        await screenshot(page, `tools-diagrams-${name}`);
        await expectNoAxeViolations(page);

        const choose = (name: RegExp) => page.getByRole('radio', { name }).check();
        await choose(/^Advanced/);
        await expect(svgs.locator('[data-role="system"]').count()).resolves.toBe(13);
        await choose(/^Entry/);
        await expect(svgs.locator('[data-role="description"]').count()).resolves.toBe(0);
        await choose(/^Dark/);
        await choose(/^Advanced/);
        await page.locator('.diagram-block[data-theme="dark"]').first().waitFor();
        await screenshot(page, `tools-diagrams-dark-advanced-${name}`);
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  });

  describe('spreadsheet-form debug pages', () => {
    it('sends a test submission and shows the not-configured answer', async () => {
      const { page, errors } = await open(VIEWPORTS.desktop, '/google-form-test');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Google Form Test',
      );
      await page.getByRole('button', { name: 'Send Test Submission' }).click();
      const json = page.locator('pre');
      await json.waitFor();
      expect(JSON.parse((await json.textContent()) ?? '')).toEqual({
        configured: false,
        message: NOT_CONFIGURED,
      });
      await expectNoAxeViolations(page);
      await screenshot(page, 'tools-google-form-test-desktop');
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('lists the entry identifiers, or says the form is not configured', async () => {
      const { page, errors } = await open(VIEWPORTS.mobile, '/form-debug');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Form Debug',
      );
      await page.locator('pre').waitFor();
      await expect(page.getByText(NOT_CONFIGURED, { exact: true }).count()).resolves.toBe(1);
      expect(JSON.parse((await page.locator('pre').textContent()) ?? '')).toEqual({
        configured: false,
        message: NOT_CONFIGURED,
      });
      expect(await noHorizontalScroll(page)).toBe(true);
      await expectNoAxeViolations(page);
      await screenshot(page, 'tools-form-debug-mobile');
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
});
