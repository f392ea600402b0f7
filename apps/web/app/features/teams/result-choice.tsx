// Which of my results counts in a team: one of my saved results, or my next one. The list is mine
// alone (GET /api/assessment-results); only the choice is sent, never a score. Results that cannot
// count (a capability unanswered) are left out, and the list says why.
import type { HistoryEntry } from '@peak/contracts';
import { useQuery } from '../../lib/query';
import { listMyResults } from './api';
import { dateOf } from './texts';

/** The radio value that stands for "my next saved result". */
export const NEXT = 'next';

export type MyResults =
  | { status: 'loading' }
  | { status: 'ready'; entries: HistoryEntry[] }
  | { status: 'error' };

const newestFirst = (entries: readonly HistoryEntry[]) =>
  [...entries].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));

/** My saved results, newest first; refetched when another user signs in on the same page. */
export function useMyResults(userId: string): MyResults {
  const query = useQuery(['team-my-results', userId], (signal) => listMyResults(signal));
  if (query.status === 'success') return { status: 'ready', entries: newestFirst(query.data.docs) };
  return query.status === 'error' ? { status: 'error' } : { status: 'loading' };
}

/** Why some saved results are not offered. */
export const cannotCountText = (n: number) =>
  `${n === 1 ? 'One of your saved results leaves' : `${n} of your saved results leave`} some capabilities unanswered, so ${n === 1 ? 'it is' : 'they are'} not listed: a team report counts only results that answer every capability.`;

const entryLabel = (entry: HistoryEntry) =>
  `My result of ${dateOf(entry.timestamp)}: total ${Math.round(entry.rawOverallScore)} of 180, ${entry.maturityLevel}`;

export function ResultChoice({
  name,
  legend,
  results,
  value,
  onChange,
  hint,
  cannotCount = [],
}: {
  name: string;
  legend: string;
  results: MyResults;
  /** A saved result's id, or NEXT. */
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** Ids of my saved results that cannot count in a team. */
  cannotCount?: readonly string[];
}) {
  const hintId = `${name}-hint`;
  const excluded = new Set(cannotCount);
  const listed =
    results.status === 'ready' ? results.entries.filter((e) => !excluded.has(e.id)) : [];
  const left = results.status === 'ready' ? results.entries.length - listed.length : 0;
  return (
    <fieldset className="team-choice" aria-describedby={hint ? hintId : undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={hintId} className="muted team-hint">
          {hint}
        </p>
      ) : null}
      {results.status === 'loading' ? (
        <p className="muted" role="status">
          Loading your saved results...
        </p>
      ) : null}
      {results.status === 'error' ? (
        <p className="muted">
          Your saved results could not be loaded. Your next saved result can still count.
        </p>
      ) : null}
      {left > 0 ? <p className="team-hint">{cannotCountText(left)}</p> : null}
      {results.status === 'ready'
        ? listed.map((entry) => (
            <label key={entry.id} className="team-radio">
              <input
                type="radio"
                name={name}
                value={entry.id}
                checked={value === entry.id}
                onChange={() => onChange(entry.id)}
              />{' '}
              {entryLabel(entry)}
            </label>
          ))
        : null}
      <label className="team-radio">
        <input
          type="radio"
          name={name}
          value={NEXT}
          checked={value === NEXT}
          onChange={() => onChange(NEXT)}
        />{' '}
        My next saved result (take the assessment and save it)
      </label>
    </fieldset>
  );
}
