// @vitest-environment jsdom
// /r/:token: the report a link opens under a banner that says whose it is, that it is written to
// them, until when the link works, and invites the reader to their own assessment; without the
// owner's controls (save, share, Back to Profile). A link that expired or was revoked says which,
// with the same invitation; an unknown link shows the site's not-found page; a failed load says
// why, with Try again.
import { questions, rules } from '@peak/content';
import { isScoredQuestion, scoreAssessment } from '@peak/scoring';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ReadOnlyReport,
  SHARED_BANNER,
  SharedReportPage,
  TAKE_IT_YOURSELF,
} from './shared-report-page';
import { type Answers, fakeApi, named, render } from './test-kit';

const TOKEN = 'c'.repeat(43);
const SHARED = `GET /api/shared/${TOKEN}`;

const results = scoreAssessment(
  questions
    .filter(isScoredQuestion)
    .map((q, i) => ({ questionId: q.questionId, doing: 1 + (i % 5) })),
  { questions, rules },
);
const REPORT = {
  ...results,
  story: 'A story worth sharing.',
  assessmentName: 'Peak Partners Prioritization Self-Assessment',
  timestamp: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
};

let root: Root | undefined;
let container: HTMLElement;
let answers: Answers;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  container = document.createElement('div');
  document.body.append(container);
  // The report's texts and the norms are not this page's: they answer 404 here.
  answers = { [SHARED]: [200, REPORT], '*': [404, { success: false, error: 'Not Found' }] };
  fakeApi(answers);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Stands in for the assessment's report, which the route gives (in the shared voice). */
const Report: ReadOnlyReport = ({ report, subtitle }) => (
  <div>
    <h1>{report.firstName ? `${report.firstName}'s` : 'This'} Prioritization Report</h1>
    <p>{subtitle}</p>
    <p>{report.story}</p>
    <p>Total {report.rawOverallScore}</p>
  </div>
);

const text = () => container.textContent?.replace(/\s+/g, ' ') ?? '';
const h1 = () => container.querySelector('h1')?.textContent;

describe('the shared report page', () => {
  it('shows the report under its banner, without the owner’s controls', async () => {
    root = await render(container, <SharedReportPage token={TOKEN} Report={Report} />);
    await vi.waitFor(() => expect(h1()).toBe('This Prioritization Report'));
    expect(text()).toContain(SHARED_BANNER);
    expect(text()).toContain(
      'The person who took this Prioritization Self-Assessment shared their report with you. It is written to them: where it says "you", it means them.',
    );
    expect(text()).toContain('The link works until December 20, 2026.');
    expect(text()).toContain('Saved on November 20, 2026');
    expect(text()).toContain('A story worth sharing.');
    expect(named(container, TAKE_IT_YOURSELF)[0]?.getAttribute('href')).toBe('/assessment/take');
    for (const control of [/Save/, /Share/, /Back to Profile/, /Download PDF/, /Email/])
      expect(
        [...container.querySelectorAll('button, a')].filter((b) =>
          control.test(b.textContent ?? ''),
        ),
      ).toEqual([]);
  });

  it('names the person when the link carries their first name', async () => {
    answers[SHARED] = [200, { ...REPORT, firstName: 'Olivia' }];
    root = await render(container, <SharedReportPage token={TOKEN} Report={Report} />);
    await vi.waitFor(() => expect(h1()).toBe("Olivia's Prioritization Report"));
    expect(text()).toContain('Olivia shared this report with you');
    expect(text()).toContain('It is written to Olivia: where it says "you", it means Olivia.');
    expect(text()).not.toContain(SHARED_BANNER);
  });

  it.each([
    ['expired', 'This link has expired.', 'This link has expired'],
    [
      'revoked',
      'This link was revoked by the person who shared it.',
      'This link was revoked by the person who shared it',
    ],
  ])('says a link %s, and offers the reader’s own assessment', async (reason, error, title) => {
    answers[SHARED] = [410, { success: false, error, errors: [{ message: error }], reason }];
    root = await render(container, <SharedReportPage token={TOKEN} Report={Report} />);
    await vi.waitFor(() => expect(h1()).toBe(title));
    expect(text()).toContain('ask the person who sent it to you for a new one');
    expect(named(container, TAKE_IT_YOURSELF)[0]?.getAttribute('href')).toBe('/assessment/take');
    expect(text()).not.toContain('Page Not Found');
    expect(text()).not.toContain('Total');
  });

  it('shows the site’s not-found page for a link that opens nothing', async () => {
    answers[SHARED] = [404, { success: false, error: 'Not Found' }];
    root = await render(container, <SharedReportPage token={TOKEN} Report={Report} />);
    await vi.waitFor(() => expect(h1()).toBe('Page Not Found'));
    expect(text()).not.toContain(SHARED_BANNER);
  });

  it('says why the report did not load, and tries again', async () => {
    answers[SHARED] = [503, { success: false, error: 'The service is briefly unavailable.' }];
    root = await render(container, <SharedReportPage token={TOKEN} Report={Report} />);
    await vi.waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(
        'The report could not be loaded. The service is briefly unavailable.',
      ),
    );
    answers[SHARED] = [200, REPORT];
    await act(async () => named(container, 'Try again')[0]?.click());
    await vi.waitFor(() => expect(h1()).toBe('This Prioritization Report'));
  });
});
