// A team, in a real browser against the real API and database, with six accounts. The owner
// creates the team on /teams and an invitation link on its page. Five members join through the
// link: two join first and count their next result, three take the assessment first and choose
// it. The owner's page says how many more complete results are needed until the fifth, then shows
// the report first, above the owner's actions. One member leaves: every report holding their
// answers hides at once, saying why and how many more people it needs, naming no one; rejoining with
// the same result brings back the very same report, so no two reports the owner sees differ by one.
// Each page and state, the leave confirmation too, meets the WCAG 2.2 checks (src/wcag).
// Screenshots: artifacts/screenshots/team-*.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { questions, rules } from '@peak/content';
import { isScoredQuestion, scoreAssessment } from '@peak/scoring';
import { expectNoAxeViolations, newPage, pageErrors, VIEWPORTS } from '@peak/testkit/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ARTIFACTS_DIR,
  openStoredReport,
  screenshot,
  storedResult,
  useSiteAndBrowser,
} from '../src';
import { expectWcagClean } from '../src/wcag/audit';

const PASSWORD = 'correct horse battery';
const scored = questions.filter(isScoredQuestion);

/** Member n's answers: a level of their own, varied by capability. */
const answersOf = (n: number) =>
  scored.map((q, i) => ({
    questionId: q.questionId,
    doing: Math.min(5, Math.max(1, 1 + ((n + i + (q.capability.length % 3)) % 5))),
  }));

async function signUp(page: Page, url: string, name: string) {
  const res = await page.request.post(`${url}/api/auth/sign-up`, {
    headers: { origin: url },
    data: {
      firstName: name,
      lastName: 'Teammate',
      email: `${name}@example.com`,
      password: PASSWORD,
    },
  });
  expect(res.status()).toBe(201);
}

/** Takes the assessment as the take page keeps it, and saves it with the summary's button. */
async function takeAndSave(page: Page, url: string, n: number) {
  const answers = answersOf(n);
  const results = scoreAssessment(answers, { questions, rules });
  await openStoredReport(page, url, storedResult(results, answers));
  await page
    .locator('.summary-save')
    .getByRole('button', { name: /Save Results/ })
    .click();
  await page.waitForURL(`${url}/profile`, { timeout: 20_000 });
}

/** Opens the invitation, gives consent with the chosen result (or the next one), and joins. */
async function joinTeam(page: Page, link: string, next: boolean) {
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: /^Join / }).waitFor();
  await page.getByRole('checkbox').waitFor();
  await expectNoAxeViolations(page);
  if (page.viewportSize()?.width === VIEWPORTS.mobile.width) {
    await screenshot(page, 'team-join-mobile');
    await fits(page);
    await expectWcagClean(page, 'the invitation, signed in');
  }
  if (next) await page.getByRole('radio', { name: /My next saved result/ }).check();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^Join / }).click();
  await page.waitForURL(/\/teams\/[0-9a-f-]{36}$/, { timeout: 20_000 });
}

/** Nothing wider than a phone's screen. */
const fits = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.mobile.width,
  );

describe('a team, from the invitation to the team report', () => {
  const suite = useSiteAndBrowser({ RATE_LIMIT_SIGN_UP: '50', RATE_LIMIT_TEAMS: '500' });

  it('shows the report from the fifth result and hides it when a member leaves', {
    timeout: 420_000,
  }, async () => {
    const { url } = suite.site;
    const owner = await newPage(suite.browser);
    const errors = pageErrors(owner);
    await signUp(owner, url, 'olive');

    // The owner creates the team and an invitation link.
    await owner.goto(`${url}/teams`);
    await expectNoAxeViolations(owner);
    await expectWcagClean(owner, 'the teams page');
    await owner.setViewportSize(VIEWPORTS.mobile);
    await screenshot(owner, 'team-teams-page-mobile');
    await fits(owner);
    await owner.setViewportSize(VIEWPORTS.desktop);
    await owner.getByLabel('Team name').fill('Leadership Team');
    await owner.getByLabel('Organisation (optional)').fill('Acme');
    await owner.getByRole('button', { name: 'Create team' }).click();
    await owner.waitForURL(/\/teams\/[0-9a-f-]{36}$/);
    const teamUrl = owner.url();
    await owner.getByRole('heading', { level: 1, name: 'Leadership Team' }).waitFor();
    await owner.getByRole('button', { name: 'Create invitation link' }).click();
    const linkInput = owner.getByLabel('Your new invitation link');
    await linkInput.waitFor();
    const link = await linkInput.inputValue();
    expect(link).toMatch(new RegExp(`^${url}/teams/join/[A-Za-z0-9_-]{43}$`));
    await expectNoAxeViolations(owner);
    await expectWcagClean(owner, 'the team page with a new invitation link');
    await screenshot(owner, 'team-owner-invite-desktop');

    const needed = owner.locator('.team-needed');
    const members: Page[] = [];
    for (let n = 1; n <= 5; n++) {
      const member = await newPage(suite.browser);
      members.push(member);
      if (n === 1) {
        // Signed out, the invitation asks to sign in or sign up first, on the invitation itself.
        await member.setViewportSize(VIEWPORTS.mobile);
        await member.goto(link);
        await member.getByRole('heading', { level: 1, name: 'Join Leadership Team' }).waitFor();
        await member.getByRole('button', { name: 'Sign In' }).waitFor();
        expect(await member.getByRole('checkbox').count()).toBe(0);
        await expectNoAxeViolations(member);
        await expectWcagClean(member, 'the invitation, signed out');
        await screenshot(member, 'team-join-signed-out-mobile');
        await fits(member);
      }
      await signUp(member, url, `member${n}`);
      // Two join first and count their next result; three take the assessment first.
      const joinFirst = n <= 2;
      if (joinFirst) {
        await joinTeam(member, link, true);
        await takeAndSave(member, url, n);
      } else {
        await takeAndSave(member, url, n);
        await joinTeam(member, link, false);
      }
      await owner.goto(teamUrl);
      if (n < 5) {
        await needed.waitFor();
        expect(await needed.textContent()).toBe(
          `${5 - n} more complete ${5 - n === 1 ? 'result' : 'results'} needed`,
        );
        // Before the minimum nothing else is shown: no band, no count of anyone.
        expect(await owner.locator('.team-report').count()).toBe(0);
      }
    }

    // At the fifth, the report: counts of five, never a name or a score.
    const report = owner.getByRole('region', { name: 'Team report', exact: true });
    await report.getByText('n = 5').first().waitFor({ timeout: 20_000 });
    const reportText = (await report.textContent()) ?? '';
    for (let n = 1; n <= 5; n++) expect(reportText).not.toContain(`member${n}`);
    // The report comes first on the page, above closing and deleting the team.
    const headings = await owner.locator('main h2').allTextContents();
    expect(headings[0]).toBe('Team report');
    expect(headings.indexOf('Manage the team')).toBeGreaterThan(0);
    await expectNoAxeViolations(owner);
    await expectWcagClean(owner, 'the team report', { tabs: 120 });
    await screenshot(owner, 'team-report-desktop');
    await owner.setViewportSize(VIEWPORTS.mobile);
    await screenshot(owner, 'team-report-mobile');
    await fits(owner);
    await owner.setViewportSize(VIEWPORTS.desktop);
    // The report's PDF: a real PDF, under 1 MB, with the counts and no member's name.
    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('button', { name: 'Download team report PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^team-report-leadership-team-\d{4}-\d\d-\d\d\.pdf$/,
    );
    const pdfPath = join(ARTIFACTS_DIR, 'team-report.pdf');
    await download.saveAs(pdfPath);
    const pdf = readFileSync(pdfPath);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(1_000_000);
    // A member sees the same report.
    const third = members[2] as Page;
    await third.goto(teamUrl);
    await third
      .getByRole('region', { name: 'Team report', exact: true })
      .getByText('n = 5')
      .first()
      .waitFor();
    await expectNoAxeViolations(third);
    await screenshot(third, 'team-member-desktop');

    // The third member leaves, with the keyboard: the group leaves the report with them.
    const leave = third.getByRole('button', { name: 'Leave the team' });
    await leave.press('Enter');
    const dialog = third.getByRole('alertdialog', { name: 'Leave Leadership Team?' });
    await dialog.waitFor();
    // Cancel is the safe default; Escape closes and gives the focus back to the button.
    expect(await third.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await third.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await leave.evaluate((button) => button === document.activeElement)).toBe(true);
    await third.keyboard.press('Enter');
    await dialog.waitFor();
    await screenshot(third, 'team-leave-dialog-desktop');
    await expectWcagClean(third, 'the leave confirmation', { tabs: 10 });
    await dialog.getByRole('button', { name: 'Leave the team' }).click();
    await third.waitForURL(`${url}/teams`);
    await owner.goto(teamUrl);
    await needed.waitFor();
    expect(await needed.textContent()).toBe('4 more complete results needed');
    expect(await owner.locator('.team-report-waiting').textContent()).toContain(
      'The report is hidden: a member left, and their answers were part of it. It shows again once it differs from the report you last saw by at least 5 people: 4 more people need to join and add a complete result.',
    );
    // The others' results still count; the list shows statuses, never scores.
    const statuses = await owner.locator('.team-members li').allTextContents();
    expect(statuses.filter((s) => s.includes('Result counts'))).toHaveLength(4);
    await screenshot(owner, 'team-after-leave-desktop');
    await expectWcagClean(owner, 'the team page with its report hidden');
    await owner.setViewportSize(VIEWPORTS.mobile);
    await screenshot(owner, 'team-after-leave-mobile');
    await fits(owner);
    await owner.setViewportSize(VIEWPORTS.desktop);

    // Rejoining with the same result brings back the same five: the very report the owner saw.
    await joinTeam(third, link, false);
    await owner.goto(teamUrl);
    await report.getByText('n = 5').first().waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
  });
});
