// @vitest-environment jsdom
// The 360's report: who is shown (a hidden group says when it will be), a data table per family
// with its caption and header cells (you, each shown group, all others, agreement and the gap in
// words), the predictions against what each group said, and the comments by family with the flag
// beside one that mentions a name.
import { MENTIONS_A_NAME } from '@peak/contracts';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackReportPage } from './report-page';
import { feedbackReport, ID, renderAt, stubApi, text } from './test-kit';
import { VERDICT_WORDS } from './texts';

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  stubApi({ [`GET /api/feedback/${ID}/report`]: () => Response.json(feedbackReport()) });
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

async function open() {
  root = await renderAt(container, <FeedbackReportPage id={ID} />, {
    path: `/feedback/${ID}/report`,
    pattern: '/feedback/:id/report',
  });
  await vi.waitFor(() => expect(container.querySelector('table')).not.toBeNull());
}

const cells = (row: Element) =>
  [...row.querySelectorAll('th, td')].map((c) => c.textContent?.trim());

describe('the 360 report', () => {
  it('says which groups are shown, and when a hidden one will be', async () => {
    await open();
    const shown = [...container.querySelectorAll('.feedback-shown li')].map((li) => li.textContent);
    expect(shown).toEqual([
      'Manager: Shown once 3 have answered',
      'Peers: Shown once 3 have answered',
      'Direct reports: 3 answered',
      'Others: Shown once 3 have answered',
      'All others together: 4 answered',
    ]);
  });

  it('has a table per family: caption, header cells, then the family and its capabilities', async () => {
    await open();
    const tables = [...container.querySelectorAll('.feedback-family-report table')];
    expect(tables).toHaveLength(4);
    const first = tables[0] as HTMLTableElement;
    expect(first.caption?.textContent).toBe(
      'Motivational Activation: how you see yourself, and how others see you',
    );
    expect(cells(first.tHead?.rows[0] as Element)).toEqual([
      'Scale',
      'You',
      'Direct reports',
      'All others',
      'Agreement among others',
      'You against others',
    ]);
    for (const th of first.querySelectorAll('thead th'))
      expect(th.getAttribute('scope')).toBe('col');
    const rows = [...(first.tBodies[0]?.rows ?? [])];
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual([
      'Motivational Activation (family)',
      'Clarity of Focus',
      'Avoidance & Activation',
      'Outcome Reflection',
    ]);
    expect(rows[0]?.querySelector('th')?.getAttribute('scope')).toBe('row');
    expect(cells(rows[1] as Element)).toEqual([
      'Clarity of Focus',
      '3.5',
      '3.0Close agreement',
      '3.2',
      'Wide disagreement',
      VERDICT_WORDS['blind-spot'],
    ]);
    const verdicts = [...container.querySelectorAll('.feedback-family-report tbody tr')].map(
      (r) => r.lastElementChild?.textContent,
    );
    expect(new Set(verdicts)).toEqual(
      new Set([
        'Blind spot: you rate yourself higher than others do, by more than the error',
        'Hidden strength: others rate you higher than you do, by more than the error',
        'You and others agree within the noise',
        'Too few answers to compare',
      ]),
    );
  });

  it('sets the predictions against what each group said', async () => {
    await open();
    const table = [...container.querySelectorAll('table')].find((t) =>
      t.caption?.textContent?.startsWith('What you predicted'),
    ) as HTMLTableElement;
    expect([...(table.tBodies[0]?.rows ?? [])].map(cells)).toEqual([
      ['Direct reports: Motivational Activation', '4.0', '3.5', 'Lower than you expected'],
      ['Peers: Motivational Activation', '3.0', 'Shown once 3 have answered', 'Not shown yet'],
    ]);
  });

  it('lists the comments by family, flagging one that mentions a name', async () => {
    await open();
    const comments = [...container.querySelectorAll('.feedback-comments li')];
    expect(comments.map((c) => c.textContent)).toEqual([
      'Always knows the one thing that matters.',
      `Sam says she starts strong.${MENTIONS_A_NAME}`,
    ]);
    expect(text()).not.toContain('Execution Rhythms: no comments');
  });
});
