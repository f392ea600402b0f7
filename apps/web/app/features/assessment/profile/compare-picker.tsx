// Compare two saved results: "Compare [result] with [result]" (the two latest by default) and a
// link to /assessment/compare with the earlier of the two as `from`. Shown with 2+ saved results.
import { useId, useState } from 'react';
import { ButtonLink } from '../../../components/ui';
import type { HistoryEntry } from '../model';
import { formatDateTime, formatTotal } from './format';

export const COMPARE_HEADING = 'Compare two results';
export const COMPARE_LINK = 'Compare results';
export const SAME_RESULT_TEXT = 'Choose two different results to compare.';

const time = (entry: HistoryEntry | undefined) => {
  const t = entry ? Date.parse(entry.timestamp) : Number.NaN;
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
};

/** The comparison's address: the earlier result first, whichever order they were chosen in. */
export function compareHref(entries: readonly HistoryEntry[], a: string, b: string): string {
  const first = entries.find((e) => e.id === a);
  const second = entries.find((e) => e.id === b);
  const [from, to] = time(first) <= time(second) ? [a, b] : [b, a];
  return `/assessment/compare?${new URLSearchParams({ from, to })}`;
}

/** "November 21, 2026 at 10:04 AM, 126/180". */
const optionLabel = (entry: HistoryEntry) => {
  const total = formatTotal(entry.rawOverallScore);
  return `${formatDateTime(entry.timestamp)}${total ? `, ${total}` : ''}`;
};

/** `entries` newest first (the history's order). */
export function ComparePicker({ entries }: { entries: readonly HistoryEntry[] }) {
  const [latest, previous] = entries;
  const [from, setFrom] = useState(previous?.id ?? '');
  const [to, setTo] = useState(latest?.id ?? '');
  const id = useId();
  if (entries.length < 2) return null;
  const options = entries.map((entry) => (
    <option key={entry.id} value={entry.id}>
      {optionLabel(entry)}
    </option>
  ));
  return (
    <section className="card compare-picker" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{COMPARE_HEADING}</h3>
      <p className="muted">
        See which scores really changed between two of your results, and which moved no more than a
        retake does.
      </p>
      <div className="compare-picker-fields">
        <div className="compare-picker-field">
          <label htmlFor={`${id}-from`}>Compare</label>
          <select id={`${id}-from`} value={from} onChange={(e) => setFrom(e.target.value)}>
            {options}
          </select>
        </div>
        <div className="compare-picker-field">
          <label htmlFor={`${id}-to`}>with</label>
          <select id={`${id}-to`} value={to} onChange={(e) => setTo(e.target.value)}>
            {options}
          </select>
        </div>
        {from && to && from !== to ? (
          <ButtonLink to={compareHref(entries, from, to)} className="compare-picker-go">
            {COMPARE_LINK}
          </ButtonLink>
        ) : (
          <p className="compare-picker-same" role="status">
            {SAME_RESULT_TEXT}
          </p>
        )}
      </div>
    </section>
  );
}
