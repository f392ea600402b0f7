// The assessment end to end in a real browser: sign up, answer all 36 questions with the arrow keys
// and Enter only (a radio group per question; Enter without an answer says why), reload half-way
// and resume, submit (the generating state, then the report's heading, take the focus and are
// announced), read the report (its figures checked against the CLI's), save, find it in the
// profile, open it, download the PDF; someone else cannot open it; a failed load of the questions
// or of the rules shows the failure page. Closing a sign-in dialog gives focus back to its opener.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allText, fileText, structureOf } from '@peak/report-pdf/test-kit';
import { expectNoAxeViolations, newPage, pageErrors, VIEWPORTS } from '@peak/testkit/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, screenshot, useSiteAndBrowser } from '../src';

const REPORT_HEADINGS = [
  'How to Read This Report',
  'Your Overall Results',
  'Prioritization Capabilities',
  'Score Ranges',
  'Your Scores at a Glance',
  'Your Prioritization Story',
  'Capability Analysis',
  'Self vs. System',
  'Sense & Align vs. Activate & Execute',
  'Your Signature Combinations',
  'Next Steps',
  'About This Assessment',
];
const QUESTIONS = 36;
const STORY_WAITING = 'Analyzing your patterns and archetypes to craft your personalized story...';
const CHOOSE_TO_GO_ON = 'Choose an answer to go on.';
const GENERATING = 'Generating Your Personalized Report';
const REPORT_READY = 'Your report is ready';

/** Where the focus is: which option of the question (0-based), or -1 when not on one. */
const focusedOption = (page: Page) =>
  page.evaluate(() => {
    const radios = [...document.querySelectorAll('[role="radiogroup"] input[type="radio"]')];
    return radios.indexOf(document.activeElement as Element);
  });

/**
 * Chooses the k-th option (1-based) of a new question with the arrow keys alone. The question
 * comes with the focus on its first option and nothing chosen; an arrow moves and chooses.
 */
async function chooseWithArrows(page: Page, k: number) {
  if (k === 1) {
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
  } else for (let i = 1; i < k; i++) await page.keyboard.press('ArrowDown');
}

/** The CLI's figures for the same answers and role: `pnpm score` at the repository root. */
function cliFigures(answers: Array<{ questionId: string; doing: number | null }>, role: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'answers-')), 'responses.json');
  writeFileSync(
    file,
    JSON.stringify(answers.map(({ questionId, doing }) => ({ questionId, doing }))),
  );
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'packages/scoring/src/cli/main.ts'), file, '--role', role],
    { cwd: REPO_ROOT, encoding: 'utf8' },
  );
  const results = JSON.parse(out) as { rawOverallScore: number; maturityLevel: string };
  return { total: results.rawOverallScore, maturity: results.maturityLevel };
}

describe('the assessment', () => {
  const suite = useSiteAndBrowser();
  let savedId = '';

  const signUp = async (page: Page, firstName: string, email: string) => {
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByLabel('First name').fill(firstName);
    await dialog.getByLabel('Last name').fill('Tester');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('correct horse battery');
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await page.locator('header.site-header').getByRole('link', { name: 'Dashboard' }).waitFor();
  };

  const progress = (page: Page, n: number) =>
    page.getByText(`Question ${n} of ${QUESTIONS}`, { exact: true }).waitFor();

  it('invites signed-out visitors to sign in or create an account', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.site.url}/assessment/take`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Sign In to Start Assessment' }).waitFor();
    expect(await page.getByText('10-15 minutes for 36 questions').count()).toBe(1);
    await expectNoAxeViolations(page);
    const signIn = page.getByRole('button', { name: 'Sign In to Start Assessment' });
    await signIn.click();
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Focus goes back to the button that opened the dialog (a moment after it leaves the DOM).
    const opener = await signIn.elementHandle();
    await page.waitForFunction((button) => document.activeElement === button, opener, {
      timeout: 5000,
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('dialog', { name: 'Create your account' }).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent === 'Create Account');
    await page.context().close();
  });

  it('is taken with the keyboard, resumed after a reload, reported, saved, listed, opened and downloaded', {
    timeout: 240_000,
  }, async () => {
    const page = await newPage(suite.browser);
    const errors = pageErrors(page);
    await page.goto(`${suite.site.url}/assessment/take`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await signUp(page, 'Ada', 'ada@example.com');
    // The optional role, asked before the questions.
    await page.getByRole('group', { name: 'Your role (optional)' }).waitFor();
    await page.getByRole('radio', { name: 'Individual contributor' }).check();
    await page.getByRole('button', { name: 'Begin Your Assessment' }).click();
    await progress(page, 1);
    await expectNoAxeViolations(page);
    await screenshot(page, 'assessment-question-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    await screenshot(page, 'assessment-question-mobile');
    await page.setViewportSize(VIEWPORTS.desktop);

    // The options are one radio group labelled by the question, which has the focus on its first
    // option: one tab stop, nothing chosen yet.
    const group = page.getByRole('radiogroup');
    expect(await group.getAttribute('aria-labelledby')).toBeTruthy();
    const question = (await page.locator('.question-text').textContent()) ?? '';
    await page.getByRole('radiogroup', { name: question }).waitFor();
    expect(await focusedOption(page)).toBe(0);
    expect(await group.locator('input[tabindex="0"]').count()).toBe(1);
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);

    // Enter without an answer does not go on, and says why.
    await page.keyboard.press('Enter');
    const reason = page.getByRole('status').filter({ hasText: CHOOSE_TO_GO_ON });
    await reason.waitFor();
    expect(await reason.isVisible()).toBe(true);
    expect(await page.getByText(`Question 1 of ${QUESTIONS}`, { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, 'assessment-question-enter-reason');

    // The arrow keys move to an option and choose it; Home and End too; the reason goes.
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio').nth(1).isChecked()).toBe(true);
    expect(await focusedOption(page)).toBe(1);
    expect(await reason.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(false);
    await page.keyboard.press('End');
    expect(await page.getByRole('radio').last().isChecked()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio').first().isChecked()).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await page.getByRole('radio').last().isChecked()).toBe(true);
    // The tab stop follows the answer; Tab leaves the group, Shift+Tab comes back to the answer.
    expect(await group.locator('input[tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await focusedOption(page)).toBe(-1);
    await page.keyboard.press('Shift+Tab');
    expect(
      await page
        .getByRole('radio')
        .last()
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Home');

    // Every question answered with the arrow keys and Enter only.
    let questionText = '';
    let notApplicable = '';
    for (let n = 1; n <= QUESTIONS; n++) {
      if (n === 19) {
        questionText = (await page.locator('.question-text').textContent()) ?? '';
        await page.reload();
        await progress(page, 19);
        // The same question, in the same shuffled order, with the focus on its options again.
        expect(await page.locator('.question-text').textContent()).toBe(questionText);
        await page.waitForFunction(() =>
          document.activeElement?.matches('[role="radiogroup"] input[type="radio"]'),
        );
      }
      if (n === QUESTIONS) {
        // Nor does Enter submit an unanswered last question.
        await page.keyboard.press('Enter');
        await reason.waitFor();
        expect(await page.getByRole('button', { name: 'Submit Assessment' }).count()).toBe(0);
      }
      // The first question that offers it is answered "This does not happen in my role": Up from
      // the first option wraps to it, the last.
      const optOut = page.getByRole('radio', { name: 'This does not happen in my role' });
      if (!notApplicable && (await optOut.count()) === 1) {
        notApplicable = (await page.locator('.question-text').textContent()) ?? '';
        await page.keyboard.press('ArrowUp');
        expect(await optOut.isChecked()).toBe(true);
      } else if (n > 1) await chooseWithArrows(page, ((n * 7) % 5) + 1);
      else {
        // The first question, at its first option after Home: on to the answer wanted.
        for (let i = 1; i < ((n * 7) % 5) + 1; i++) await page.keyboard.press('ArrowDown');
      }
      expect(await page.getByRole('radio', { checked: true }).count()).toBe(1);
      await page.keyboard.press('Enter');
      if (n < QUESTIONS) await progress(page, n + 1);
    }

    // The generating state's heading takes the focus from the Submit that is gone, and the page's
    // one polite live region (there before anything is said in it) says what is happening.
    const announcer = page.getByTestId('take-announcer');
    const liveRegion = await announcer.elementHandle();
    expect(await announcer.getAttribute('aria-live')).toBe('polite');
    const generating = page.getByRole('heading', { level: 1, name: GENERATING });
    await generating.waitFor();
    expect(await generating.evaluate((h) => h === document.activeElement)).toBe(true);
    expect(await announcer.textContent()).toBe(GENERATING);
    // Then the report's heading, with the site's focus ring (the keyboard led here), announced.
    const title = page.getByRole('heading', { level: 1, name: 'Your Prioritization Report' });
    await title.waitFor();
    await page.waitForFunction(() => document.activeElement?.matches('.report-header h1'));
    await announcer.getByText(REPORT_READY).waitFor({ state: 'attached' });
    expect(await announcer.evaluate((el, region) => el === region, liveRegion)).toBe(true);
    expect(
      await title.evaluate((h) => {
        const style = getComputedStyle(h);
        return { visible: h.matches(':focus-visible'), outline: style.outlineStyle };
      }),
    ).toEqual({ visible: true, outline: 'solid' });
    await screenshot(page, 'assessment-report-heading-focused-desktop', { viewport: true });
    // The summary paints first; the sections follow one by one, then the report's footer.
    await page.locator('.report-footer').waitFor();
    const headings = await page.locator('h2').allTextContents();
    const found = REPORT_HEADINGS.map((h) => headings.findIndex((t) => t.trim() === h));
    expect(
      found.every((i) => i >= 0),
      `headings: ${headings.join(' | ')}`,
    ).toBe(true);
    expect(found).toEqual([...found].sort((a, b) => a - b));

    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('assessment-results') ?? '{}'),
    );
    expect(stored.answers).toHaveLength(QUESTIONS);
    expect(notApplicable).not.toBe('');
    expect(stored.answers.filter((a: { doing: number | null }) => a.doing === null)).toHaveLength(
      1,
    );
    expect(stored.results.role).toBe('individual-contributor');
    const cli = cliFigures(stored.answers, 'individual-contributor');
    const total = (await page.getByTestId('report-total').textContent()) ?? '';
    expect(total).toContain(String(cli.total));
    expect(await page.getByTestId('report-maturity').textContent()).toContain(cli.maturity);
    // The capability that lost an answer says it rests on two (under its Read more); the role is shown.
    await page
      .getByText(/Based on 2 of 3 answers/)
      .first()
      .waitFor({ state: 'attached' });
    await page
      .getByText(/Individual contributor/)
      .first()
      .waitFor();

    // Every capability's description is there: all 12 entries of the content service were read.
    const framework = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'Prioritization Capabilities' }),
    });
    expect(
      await framework.getByText('Using prioritization tools and frameworks skillfully').count(),
    ).toBe(1);

    // The story is asked for as soon as the report shows, written locally and labelled so.
    await page.locator('.story-text').waitFor({ timeout: 20_000 });
    expect(await page.getByText(STORY_WAITING).count()).toBe(0);
    const storySection = page.locator('section', {
      has: page.getByRole('heading', { name: 'Your Prioritization Story' }),
    });
    const storyText = (await storySection.textContent()) ?? '';
    expect(storyText.length).toBeGreaterThan(200);

    await expectNoAxeViolations(page);
    await screenshot(page, 'assessment-report-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    await screenshot(page, 'assessment-report-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.mobile.width,
    );
    await page.setViewportSize(VIEWPORTS.desktop);

    // A reload comes straight back to the report.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Your Prioritization Report' }).waitFor();

    // A failed save says so and can be tried again.
    await page.route('**/api/assessment-results', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"success":false,"error":"The database is unavailable"}',
      }),
    );
    // The report offers Save twice (in its summary and at its end): one save, one state.
    // (The sections, and the footer after them, appear one by one once the summary has painted.)
    const saveButtons = page.getByRole('button', { name: 'Save Results to My Account' });
    await page.locator('.report-footer').waitFor();
    expect(await saveButtons.count()).toBe(2);
    await saveButtons.first().click();
    const retry = page.getByRole('button', { name: 'Error! Try Again' });
    await retry.first().waitFor();
    expect(await retry.count()).toBe(2);
    await page.getByText('Failed to save: The database is unavailable').first().waitFor();
    await page.unroute('**/api/assessment-results');
    await retry.last().click();
    await page.waitForURL(`${suite.site.url}/profile`);
    await page.getByRole('heading', { name: 'Assessment History' }).waitFor();
    const entry = page.locator('li', { has: page.getByRole('link', { name: /View Results/ }) });
    await entry.first().waitFor();
    expect(await entry.count()).toBe(1);
    expect(await entry.first().textContent()).toContain(
      'Peak Partners Prioritization Self-Assessment',
    );
    await expectNoAxeViolations(page);
    await screenshot(page, 'profile-desktop');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      entry
        .first()
        .getByRole('button', { name: /Download PDF/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = new Uint8Array(readFileSync((await download.path()) as string));
    expect(fileText(bytes).startsWith('%PDF-')).toBe(true);
    const text = await allText(bytes);
    expect(text).toContain('Total score');
    expect(text).toContain(String(cli.total));
    // Made in the browser as a tagged PDF/UA file, its title the H1.
    const tagged = await structureOf(bytes);
    expect(tagged.marked).toBe(true);
    expect(tagged.lang).toBe('en-US');
    expect(tagged.elements.find((e) => e.role === 'H1')?.text).toBe('Your Prioritization Report');
    expect(tagged.elements.find((e) => e.role === 'Figure')?.alt).toContain(`${cli.total} / 180`);

    await entry
      .first()
      .getByRole('link', { name: /View Results/ })
      .click();
    await page.waitForURL(/\/assessment\/results\/[0-9a-f-]{36}$/);
    savedId = page.url().split('/').pop() as string;
    await page.getByRole('heading', { level: 1, name: 'Your Prioritization Report' }).waitFor();
    expect(await page.getByTestId('report-total').textContent()).toContain(String(cli.total));
    await page.getByRole('link', { name: 'Back to Profile' }).waitFor();
    // The saved report shows the story that was shown when it was saved.
    const savedStory = page.locator('section', {
      has: page.getByRole('heading', { name: 'Your Prioritization Story' }),
    });
    expect(await savedStory.textContent()).toBe(storyText);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows its items at 375 px: five degrees of one behaviour, and the not-in-my-role choice', {
    timeout: 120_000,
  }, async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.site.url}/assessment/take`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await signUp(page, 'Mei', 'mei@example.com');
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.getByRole('button', { name: 'Begin Your Assessment' }).click();
    let shots = 0;
    let optOutShown = false;
    for (let n = 1; n <= QUESTIONS && (shots < 3 || !optOutShown); n++) {
      await progress(page, n);
      const offers =
        (await page.getByRole('radio', { name: 'This does not happen in my role' }).count()) === 1;
      if (shots < 2 || (offers && !optOutShown)) {
        expect(await page.getByRole('radio').count()).toBe(offers ? 6 : 5);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          VIEWPORTS.mobile.width,
        );
        if (offers) {
          optOutShown = true;
          await expectNoAxeViolations(page);
        }
        shots++;
        await screenshot(page, `assessment-item-${shots}-mobile`);
      }
      // Each question comes with the focus on its options: the number keys choose at once.
      await page.keyboard.press('3');
      expect(await page.getByRole('radio').nth(2).isChecked()).toBe(true);
      if (n < QUESTIONS) await page.getByRole('button', { name: 'Next' }).click();
    }
    expect(optOutShown).toBe(true);
    await page.context().close();
  });

  it("does not show one account's result to another", async () => {
    expect(savedId).not.toBe('');
    const page = await newPage(suite.browser);
    await page.goto(`${suite.site.url}/assessment/take`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await signUp(page, 'Grace', 'grace@example.com');
    await page.goto(`${suite.site.url}/assessment/results/${savedId}`);
    await page.getByRole('heading', { name: 'No Results Found' }).waitFor();
    await page.getByText('The requested assessment results could not be found.').waitFor();
    expect(await page.getByTestId('report-total').count()).toBe(0);
    await page.goto(`${suite.site.url}/profile`);
    await page.getByText('No assessments yet').waitFor();
    await page.context().close();
  });

  it('shows the failure page when the questions cannot be loaded', async () => {
    const page = await newPage(suite.browser);
    await page.route('**/api/questions**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[]}' }),
    );
    await page.goto(`${suite.site.url}/assessment/take`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await signUp(page, 'Lin', 'lin@example.com');
    await page.getByRole('button', { name: 'Begin Your Assessment' }).click();
    await page.getByText('Failed to load questions from CMS.').waitFor();
    await page.unroute('**/api/questions**');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('button', { name: 'Begin Your Assessment' }).waitFor();
    await page.getByRole('button', { name: 'Begin Your Assessment' }).click();
    await progress(page, 1);
    await page.context().close();
  });

  it('shows the failure page, never questions scored without rules, when the rules cannot be loaded', async () => {
    const page = await newPage(suite.browser);
    const errors = pageErrors(page);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    // The content client's request for the rules fails on the network.
    const rulesAsked: string[] = [];
    const isRules = (url: URL) => url.pathname === '/api/rules';
    await page.route(isRules, (route) => {
      rulesAsked.push(new URL(route.request().url()).search);
      return route.abort('failed');
    });
    await page.goto(`${suite.site.url}/assessment/take`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await signUp(page, 'Noor', 'noor@example.com');
    await page.getByRole('button', { name: 'Begin Your Assessment' }).click();
    await page.getByText('Failed to load questions from CMS.').waitFor();
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
    expect(rulesAsked).toEqual(['?sort=-createdAt&limit=100']);
    expect(logged.some((text) => text.startsWith('Failed to fetch rules'))).toBe(true);
    // No question, no report, nothing kept to resume or to save.
    expect(await page.getByRole('progressbar').count()).toBe(0);
    expect(await page.getByText(/Question \d+ of/).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Your Prioritization Report' }).count()).toBe(0);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('assessment-progress'),
        localStorage.getItem('assessment-results'),
      ]),
    ).toEqual([null, null]);
    await expectNoAxeViolations(page);
    await screenshot(page, 'assessment-rules-failed-desktop');
    expect(errors).toEqual([]);

    // Try Again reloads the page; with the rules answering again, the questions come.
    await page.unroute(isRules);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await reloaded;
    await page.getByRole('button', { name: 'Begin Your Assessment' }).click();
    await progress(page, 1);
    await page.context().close();
  });
});
