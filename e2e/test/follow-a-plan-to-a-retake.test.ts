// From a report to a changed habit, in a real browser against the real API, its outbox and an SMTP
// server in this process. A person signs up, proves the address and saves a report; from the
// profile, by keyboard only, they make it their plan: the form starts from the report's Start here,
// they add to the if-then, choose their time zone and name a partner. The plan's page shows the
// next check-in at nine in that zone; the partner's note goes only once they confirm it, and says
// nothing of the scores; the calendar file holds the four check-ins and the retake in that zone.
// The first check-in is made due (its time moved to now in the stopped site's database) and
// arrives by mail with its one-click answers and List-Unsubscribe; Partly, clicked, is recorded on
// a page that needs no sign-in, a note added, and the dashboard's My Plan counts it. The retake,
// saved, opens the comparison with the planned capability first (a real rise) and the check-ins.
// The visible stop link ends the reminders. Each page meets axe and the WCAG 2.2 checks, at 1440
// and 375 px. Screenshots: artifacts/screenshots/plan-*.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { questions, rules } from '@peak/content';
import { compareAccount, compareResults, isScoredQuestion, scoreAssessment } from '@peak/scoring';
import { decodedMail } from '@peak/testkit';
import { launchBrowser, newPage, pageErrors } from '@peak/testkit/browser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkAtBothWidths,
  confirmAddress,
  mailTo,
  openStoredReport,
  type RunningSite,
  startSite,
  storedResult,
  tabTo,
  useMailbox,
  withSiteDatabase,
} from '../src';

const PERSON = { firstName: 'Paula', lastName: 'Planner', email: 'paula.planner@example.com' };
const PARTNER = 'sam.partner@example.com';
const PASSWORD = 'correct horse battery';
const ZONE = 'America/Los_Angeles';
const ADDED = ' I will write it on a card by my keyboard.';

const scored = questions.filter(isScoredQuestion);
type Answers = Array<{ questionId: string; doing: number }>;
const answersOf = (doing: (index: number, capability: string) => number): Answers =>
  scored.map((q, i) => ({ questionId: q.questionId, doing: doing(i, q.capability) }));
const resultsOf = (answers: Answers) => scoreAssessment(answers, { questions, rules });

const before = answersOf((i) => 2 + (i % 3));
const planned = resultsOf(before).report?.plan.start?.capability;
if (!planned) throw new Error('the first report has no Start here');
// Three months on, the planned capability is all 5s; nothing else moved.
const after = answersOf((i, capability) => (capability === planned ? 5 : 2 + (i % 3)));
const plannedLine = compareAccount(compareResults(resultsOf(before), resultsOf(after)))
  .groups.flatMap((g) => g.lines)
  .find((l) => l.change.level === 'capability' && l.change.name === planned);

async function saveInBrowser(page: Page, url: string, answers: Answers) {
  await openStoredReport(page, url, storedResult(resultsOf(answers), answers));
  const save = page.locator('.summary-save').getByRole('button', { name: /Save Results/ });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
}

const mailsTo = (mailbox: ReturnType<typeof useMailbox>, to: string, subject: string) =>
  mailbox.mail.filter(
    (m) => m.to.includes(to) && decodedMail(m.raw).includes(`Subject: ${subject}`),
  );

describe('a plan, its check-ins and its retake', () => {
  const mailbox = useMailbox();
  let dataDir: string;
  let site: RunningSite | undefined;
  let browser: Browser;
  const env = () => ({ ...mailTo(mailbox)(), RATE_LIMIT_SAVES: '20' });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'plan-data-'));
    site = await startSite(env(), { dataDir });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes a plan by keyboard, answers a mailed check-in and sees the retake', {
    timeout: 360_000,
  }, async () => {
    if (!site) throw new Error('no site');
    const page = await newPage(browser);
    const errors = pageErrors(page);
    const signUp = await page.request.post(`${site.url}/api/auth/sign-up`, {
      headers: { origin: site.url },
      data: { ...PERSON, password: PASSWORD },
    });
    expect(signUp.status()).toBe(201);
    await confirmAddress(page, site.url, mailbox, PERSON.email);
    await saveInBrowser(page, site.url, before);
    await page.waitForURL(`${site.url}/profile`, { timeout: 20_000 });
    const [first] = (await (await page.request.get(`${site.url}/api/assessment-results`)).json())
      .docs as Array<{ id: string }>;
    if (!first) throw new Error('the report was not saved');

    // Straight after saving, the profile offers the newest report as a plan.
    const make = page.getByRole('link', { name: 'Make this my plan' });
    await tabTo(page, make);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/plan?result=${first.id}`);
    const capability = page.getByLabel('The capability to work on');
    await capability.waitFor();
    expect(await capability.inputValue()).toBe(planned);
    const ifThen = page.getByLabel('Your if-then');
    const suggested = await ifThen.inputValue();
    expect(suggested).toMatch(/^When .+, I will /);
    expect(await page.getByLabel('How you will know it is working').inputValue()).not.toBe('');
    await checkAtBothWidths(page, 'plan-form', 'the plan form');

    await tabTo(page, ifThen);
    await page.keyboard.press('Control+End');
    await page.keyboard.type(ADDED);
    const zone = page.getByLabel('Time zone');
    await tabTo(page, zone);
    await page.keyboard.type('America/Los');
    expect(await zone.inputValue()).toBe(ZONE);
    await tabTo(page, page.getByLabel("An accountability partner's email"));
    await page.keyboard.type(PARTNER);
    await tabTo(page, page.getByRole('button', { name: 'Make this my plan' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/plan`);

    // The plan's page: the if-then as written, the next check-in at nine in the chosen zone.
    const summary = page.getByTestId('plan-summary');
    await summary.waitFor();
    const text = (await summary.textContent()) ?? '';
    expect(text).toContain(`${suggested}${ADDED}`);
    expect(text).toMatch(
      /Next check-in: \w+day, \w+ \d{1,2} at 9:00 AM \(America\/Los Angeles\)\./,
    );
    expect(text).toContain('0 of 4 check-ins answered.');
    expect(text).toMatch(/(89|90|91) days until your suggested retake\./);
    // No note to the partner until the person confirms it.
    expect(mailbox.mail.filter((m) => m.to.includes(PARTNER))).toHaveLength(0);
    await tabTo(page, page.getByRole('button', { name: `Send the note to ${PARTNER}` }));
    await page.keyboard.press('Enter');
    await page.getByText(`${PARTNER} was sent your note on`).waitFor();
    await expect.poll(() => mailbox.mail.filter((m) => m.to.includes(PARTNER)).length).toBe(1);
    const note = decodedMail(mailbox.mail.find((m) => m.to.includes(PARTNER))?.raw ?? '');
    expect(note).toContain(`${suggested}${ADDED}`);
    expect(note).not.toMatch(/\/\s?180|Proficient|Developing|Emerging|score/i);

    // The calendar file: the four check-ins and the retake, at local time in the zone.
    const calendar = page.getByRole('link', { name: 'Download calendar file (.ics)' });
    await tabTo(page, calendar);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toMatch(/^prioritization-plan-\d{4}-\d\d-\d\d\.ics$/);
    const ics = readFileSync((await download.path()) as string, 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(5);
    expect(ics.match(/DTSTART;TZID=America\/Los_Angeles:\d{8}T090000/g)).toHaveLength(5);
    expect(ics).toContain('BEGIN:VTIMEZONE');
    await checkAtBothWidths(page, 'plan-page', 'the plan in progress');

    // A week on: the first check-in made due now, in the stopped site's own database.
    await site.stop();
    const moved = await withSiteDatabase(dataDir, async (db) => {
      await db.query(
        `update outbox set next_attempt_at = now() where id = (select outbox_id from plan_check_ins where n = 1)`,
      );
      return db.query(`update plan_check_ins set due_at = now() - interval '1 minute' where n = 1`);
    });
    expect(moved.affectedRows).toBe(1);
    site = await startSite(env(), { dataDir });
    const url = site.url;
    const subject = `Check-in 1 of 4: ${planned}`;
    await expect
      .poll(() => mailsTo(mailbox, PERSON.email, subject).length, { timeout: 20_000 })
      .toBe(1);
    const checkInMail = mailsTo(mailbox, PERSON.email, subject)[0]?.raw ?? '';
    expect(checkInMail).toMatch(
      /^List-Unsubscribe:\s+<https?:\/\/[^>]+\/api\/plans\/unsubscribe\/[\w-]{43}>/m,
    );
    expect(checkInMail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const body = decodedMail(checkInMail);
    const partly = new URL(/Partly: (\S+)/.exec(body)?.[1] ?? '');
    const stop = new URL(/no sign-in\): (\S+)/.exec(body)?.[1] ?? '');
    expect(partly.pathname).toMatch(/^\/plans\/check-in\/[\w-]{43}$/);
    expect(partly.search).toBe('?answer=partly');

    // Partly, clicked in the mail: recorded on a page that needs no sign-in.
    const stranger = await newPage(browser);
    await stranger.goto(`${url}${partly.pathname}${partly.search}`);
    await stranger.getByText('Recorded: Partly. Thank you.').waitFor();
    const noteField = stranger.getByLabel('Add a note (optional)');
    await tabTo(stranger, noteField);
    await stranger.keyboard.type('Did it Monday and Wednesday.');
    await tabTo(stranger, stranger.getByRole('button', { name: 'Save note' }));
    await stranger.keyboard.press('Enter');
    await stranger.getByText('Your note is saved.').waitFor();
    await checkAtBothWidths(stranger, 'plan-check-in', 'a check-in answered from its mail');
    await stranger.context().close();

    // The dashboard's My Plan counts it (the session lives in the database, across the restart).
    await page.goto(`${url}/dashboard`);
    const myPlan = page.getByRole('region', { name: 'My Plan' });
    await myPlan.getByTestId('plan-check-ins').filter({ hasText: 'answered' }).waitFor();
    expect(await myPlan.getByTestId('plan-check-ins').textContent()).toBe(
      '1 of 4 check-ins answered: 1 Partly.',
    );
    await checkAtBothWidths(page, 'plan-dashboard', 'the dashboard with a plan');

    // The retake, saved: the comparison opens with the planned capability first.
    await saveInBrowser(page, url, after);
    await page.waitForURL(/\/assessment\/compare\?from=/, { timeout: 20_000 });
    const [second] = (await (await page.request.get(`${url}/api/assessment-results`)).json())
      .docs as Array<{ id: string }>;
    expect(page.url()).toBe(`${url}/assessment/compare?from=${first.id}&to=${second?.id}`);
    const plannedHeading = page.getByRole('heading', { level: 2, name: `Your plan: ${planned}` });
    await plannedHeading.waitFor({ timeout: 20_000 });
    const h2s = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(h2s[0]).toBe(`Your plan: ${planned}`);
    expect(plannedLine?.change.verdict).toBe('rose');
    expect(await page.getByTestId('planned-change').textContent()).toBe(plannedLine?.text);
    await page.getByText('Your check-ins: 1 of 4 check-ins answered: 1 Partly.').waitFor();
    await checkAtBothWidths(page, 'plan-retake-comparison', 'the comparison of a plan’s retake');

    // The mail's visible stop link: immediate, no sign-in; the plan says so.
    const other = await newPage(browser);
    await other.goto(`${url}${stop.pathname}`);
    await other.getByRole('heading', { level: 1, name: 'Reminders stopped' }).waitFor();
    await other.context().close();
    await page.goto(`${url}/plan`);
    await page.getByText('Reminders are stopped: no more check-ins will be mailed.').waitFor();
    expect(errors).toEqual([]);
  });
});
