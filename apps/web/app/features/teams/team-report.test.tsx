// @vitest-environment jsdom
// The team report: the number of people behind every figure, each bar's counts in words (never by
// colour alone), the shared strengths and gaps, the leans as counts, the patterns and a 90-minute
// agenda with the way to book it; while it waits for results, how many more are needed and nothing
// else.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouterNavigation } from '../../lib/router-navigation';
import { countsText } from './report/format';
import { TeamReportContent } from './report/team-report';
import { testTeamReport, WAITING } from './test-kit';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

function render(state: Parameters<typeof TeamReportContent>[0]['state']) {
  root = createRoot(container);
  act(() =>
    root?.render(
      <MemoryRouter>
        <RouterNavigation>
          <TeamReportContent state={state} />
        </RouterNavigation>
      </MemoryRouter>,
    ),
  );
}

const text = () => container.textContent?.replace(/\s+/g, ' ') ?? '';
const headings = (tag: string) =>
  [...container.querySelectorAll(tag)].map((h) => h.textContent?.trim());

describe('the team report', () => {
  const state = testTeamReport();

  it('says how many people every figure counts', () => {
    render(state);
    expect(text()).toContain('Based on 7 people (n = 7), updated November 24, 2026.');
    // The total, four families and twelve capabilities: each with its n.
    const bars = [...container.querySelectorAll('.team-bar-row')];
    expect(bars).toHaveLength(17);
    for (const bar of bars) expect(bar.textContent).toContain('n = 7');
  });

  it('gives each bar its counts in words, and writes each count on its segment, naming the wide ones', () => {
    render(state);
    const images = [...container.querySelectorAll('[role="img"]')];
    expect(images).toHaveLength(17);
    const focus = images.find((img) => img.getAttribute('aria-label')?.startsWith('Clarity'));
    expect(focus?.getAttribute('aria-label')).toBe(
      'Clarity of Focus, 7 people: 0 Starting, 0 Emerging, 1 Developing, 3 Proficient, 3 Expert.',
    );
    expect([...(focus?.children ?? [])].map((s) => s.textContent)).toEqual([
      '1',
      '3 Proficient',
      '3 Expert',
    ]);
    expect(countsText('Total (of 180)', state.report.total.counts)).toContain('4 Developing');
    // The bands' order is named, not only coloured.
    expect(container.querySelector('.team-legend')?.textContent).toBe(
      'StartingEmergingDevelopingProficientExpert',
    );
  });

  it('marks the middle band, the split capabilities and where the team agrees', () => {
    render(state);
    expect(text()).toContain('Middle of the team: Proficient');
    expect(text()).toContain('Split: some see a strength, some a gap');
    expect(text()).toContain('Agrees most');
  });

  it('lists shared strengths and gaps with their counts', () => {
    render(state);
    expect(text()).toContain('Clarity of Focus: 6 of 7 in Proficient or Expert');
    expect(text()).toContain('Avoidance & Activation: 5 of 7 in Starting or Emerging');
    expect(headings('h3')).toEqual([
      'Overall',
      'Families and capabilities',
      'Shared strengths',
      'Shared gaps',
      'Where the team agrees most',
      'Where the team differs most',
      'How the team leans',
      'Team patterns',
      'A 90-minute session for your team',
    ]);
  });

  it('shows the leans as counts with their verdict', () => {
    render(state);
    const rows = [...container.querySelectorAll('.team-lean')].map((lean) =>
      [...lean.querySelectorAll('tbody tr')].map((tr) => tr.textContent),
    );
    expect(rows).toEqual([
      ['Lean to Self4', 'Balanced2', 'Lean to System1'],
      ['Lean to Sense & Align2', 'Balanced2', 'Lean to Activate & Execute3'],
    ]);
    expect(text()).toContain('More than half of the team leans to Self');
    expect(text()).toContain('The team is divided: no lean holds more than half of it. (n = 7)');
  });

  it('names each pattern with its polarity in words and its actions', () => {
    render(state);
    const pattern = container.querySelector('.team-pattern');
    expect(pattern?.querySelector('h4')?.textContent).toBe('Shared Rhythm');
    expect(pattern?.textContent).toContain('A strength of the team');
    expect(pattern?.textContent).toContain('Keep the weekly review.');
  });

  it('orders the 90-minute agenda with its minutes, and invites to book it', () => {
    render(state);
    const items = [...container.querySelectorAll('ol.team-agenda > li')];
    expect(items.length).toBeGreaterThanOrEqual(3);
    const minutes = items.map((li) =>
      Number(li.querySelector('.team-agenda-minutes')?.textContent?.replace(' min', '')),
    );
    expect(minutes.reduce((a, b) => a + b, 0)).toBe(90);
    expect(items[0]?.textContent).toContain('10 min');
    const book = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Book the team session',
    );
    expect(book?.getAttribute('href')).toBe('/contact?topic=team-assessment');
  });

  it('shows no one: no name, id or score of a person', () => {
    render(state);
    expect(text()).not.toMatch(/\/180|out of 180|\d+ of 180/);
  });
});

describe('the report while it is hidden', () => {
  it('says why, how many more complete results it needs, and nothing else', () => {
    render(WAITING);
    expect(text()).toContain('3 more complete results needed');
    expect(text()).toContain(WAITING.message);
    expect(container.querySelectorAll('[role="img"], table, h3, h4, ol, ul')).toHaveLength(0);
    expect(text()).not.toContain('n =');
    expect(text()).not.toMatch(/Starting|Emerging|Developing|Proficient|Expert/);
  });

  it('says "result" for one', () => {
    render({ ...WAITING, needed: 1 });
    expect(text()).toContain('1 more complete result needed');
  });
});
