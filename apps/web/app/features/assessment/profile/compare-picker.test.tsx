// @vitest-environment jsdom
// The profile's compare selection: shown with two or more saved results, the two latest chosen,
// each select labelled, and the link naming the earlier result first whichever way they are chosen.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouterNavigation } from '../../../lib/router-navigation';
import type { HistoryEntry } from '../model';
import {
  COMPARE_HEADING,
  COMPARE_LINK,
  ComparePicker,
  compareHref,
  SAME_RESULT_TEXT,
} from './compare-picker';
import { HistorySection } from './history-section';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const entry = (id: string, timestamp: string, raw: number): HistoryEntry => ({
  id,
  assessmentName: 'Peak Partners Prioritization Self-Assessment',
  timestamp,
  overallScore: raw / 36,
  rawOverallScore: raw,
  maturityLevel: 'Developing',
});
// Newest first, as the history lists them.
const entries = [
  entry('c', '2026-11-21T10:00:00.000Z', 130),
  entry('b', '2026-07-21T10:00:00.000Z', 118),
  entry('a', '2026-03-21T10:00:00.000Z', 104),
];

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

function render(node: React.ReactNode) {
  act(() => {
    root = createRoot(container);
    root.render(
      <MemoryRouter>
        <RouterNavigation>{node}</RouterNavigation>
      </MemoryRouter>,
    );
  });
}

const select = (label: string) => {
  const found = [...container.querySelectorAll('label')].find((l) => l.textContent === label);
  const control = found && document.getElementById(found.htmlFor);
  if (!(control instanceof HTMLSelectElement)) throw new Error(`no select labelled ${label}`);
  return control;
};

function choose(control: HTMLSelectElement, value: string) {
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
    setter?.call(control, value);
    control.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const link = () =>
  [...container.querySelectorAll('a')].find((a) => a.textContent === COMPARE_LINK) ?? null;

describe('ComparePicker', () => {
  it('chooses the two latest, the earlier first, under a labelled heading', () => {
    render(<ComparePicker entries={entries} />);
    const section = container.querySelector('section');
    const heading = section?.querySelector('h3');
    expect(heading?.textContent).toBe(COMPARE_HEADING);
    expect(section?.getAttribute('aria-labelledby')).toBe(heading?.id);
    expect(select('Compare').value).toBe('b');
    expect(select('with').value).toBe('c');
    // Each option says when and the total, so a screen reader can tell them apart.
    expect([...select('Compare').options].map((o) => o.textContent)).toEqual([
      expect.stringMatching(/^November 21, 2026 at \d+:\d\d [AP]M, 130\/180$/),
      expect.stringMatching(/^July 21, 2026 at .*, 118\/180$/),
      expect.stringMatching(/^March 21, 2026 at .*, 104\/180$/),
    ]);
    expect(link()?.getAttribute('href')).toBe('/assessment/compare?from=b&to=c');
  });

  it('puts the earlier result first whichever way round they are chosen', () => {
    render(<ComparePicker entries={entries} />);
    choose(select('Compare'), 'c');
    choose(select('with'), 'a');
    expect(link()?.getAttribute('href')).toBe('/assessment/compare?from=a&to=c');
  });

  it('offers no link for the same result twice, and says why', () => {
    render(<ComparePicker entries={entries} />);
    choose(select('with'), 'b');
    expect(link()).toBeNull();
    expect(container.querySelector('[role="status"]')?.textContent).toBe(SAME_RESULT_TEXT);
  });

  it('shows nothing with fewer than two results', () => {
    render(<ComparePicker entries={entries.slice(0, 1)} />);
    expect(container.innerHTML).toBe('');
  });

  it('builds the address from the ids as given', () => {
    expect(compareHref(entries, 'a', 'b')).toBe('/assessment/compare?from=a&to=b');
    expect(compareHref(entries, 'c', 'a')).toBe('/assessment/compare?from=a&to=c');
  });
});

describe('HistorySection with the picker', () => {
  const section = (list: HistoryEntry[]) =>
    render(
      <HistorySection
        history={{ status: 'ready', entries: list, total: list.length }}
        preparing={new Set()}
        onDownload={() => {}}
      />,
    );

  it('offers a comparison above the list from two saved results on', () => {
    section(entries.slice(0, 2));
    expect(container.textContent).toContain(COMPARE_HEADING);
    const picker = container.querySelector('.compare-picker');
    const list = container.querySelector('.history-list');
    expect(picker && list && picker.compareDocumentPosition(list)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('offers none with one', () => {
    section(entries.slice(0, 1));
    expect(container.textContent).not.toContain(COMPARE_HEADING);
    expect(link()).toBeNull();
  });
});
