// The latest saved assessments, for the member dashboard's Recent Activity: each with its name,
// when it was completed, its total of 180 with the band, and View Results. Until there is one,
// the dashboard's own empty text shows; a failed load is only logged (as the history's is).
import type { ReactNode } from 'react';
import { Badge, ButtonLink } from '../../../components/ui';
import { AppLink } from '../../../lib/navigation';
import { formatDateTime, formatTotal } from './format';
import { useHistory } from './use-history';
import './recent-results.css';

export const RECENT_LOADING = 'Loading your recent activity...';

export function RecentResults({
  userId,
  limit = 3,
  empty,
}: {
  userId: string;
  limit?: number;
  /** Shown when nothing is saved yet. */
  empty: ReactNode;
}) {
  const history = useHistory(userId);
  if (history.status === 'loading')
    return (
      <p className="muted" role="status">
        {RECENT_LOADING}
      </p>
    );
  const latest = history.entries.slice(0, limit);
  if (latest.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="recent-results">
        {latest.map((entry) => {
          const when = formatDateTime(entry.timestamp);
          const total = formatTotal(entry.rawOverallScore);
          return (
            <li key={entry.id} className="recent-result">
              <div className="recent-result-main">
                <h3 className="recent-result-title">{entry.assessmentName}</h3>
                <p className="recent-result-date">
                  Completed <time dateTime={entry.timestamp}>{when}</time>
                </p>
              </div>
              {total ? (
                <p className="recent-result-score">
                  <span className="recent-result-label">Total</span> <strong>{total}</strong>{' '}
                  {entry.maturityLevel ? <Badge>{entry.maturityLevel}</Badge> : null}
                </p>
              ) : null}
              <ButtonLink
                to={`/assessment/results/${encodeURIComponent(entry.id)}`}
                size="small"
                variant="secondary"
              >
                View Results
                <span className="visually-hidden"> for the assessment of {when}</span>
              </ButtonLink>
            </li>
          );
        })}
      </ul>
      {history.total > latest.length ? (
        <p className="recent-results-more">
          <AppLink to="/profile">See all {history.total} saved assessments in your profile</AppLink>
        </p>
      ) : null}
    </>
  );
}
