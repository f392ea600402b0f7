// Assessment History: a loading status, the empty state, or the saved assessments newest first,
// with two of them to compare above the list once there are two or more.
import { ButtonLink } from '../../../components/ui';
import { NEW_ASSESSMENT_PATH } from '../links';
import { ComparePicker } from './compare-picker';
import { HistoryItem } from './history-item';
import type { HistoryState } from './use-history';

export function HistorySection({
  history,
  preparing,
  onDownload,
}: {
  history: HistoryState;
  preparing: ReadonlySet<string>;
  onDownload: (id: string) => void;
}) {
  return (
    <section aria-labelledby="history-heading" className="history">
      <div className="history-header">
        <h2 id="history-heading">Assessment History</h2>
        <ButtonLink to={NEW_ASSESSMENT_PATH}>Take New Assessment</ButtonLink>
      </div>
      {history.status === 'loading' ? (
        <p className="muted" role="status">
          Loading your assessments...
        </p>
      ) : history.entries.length === 0 ? (
        <div className="history-empty">
          <p>No assessments yet</p>
          <ButtonLink to={NEW_ASSESSMENT_PATH} variant="secondary">
            Take Assessment
          </ButtonLink>
        </div>
      ) : (
        <>
          <ComparePicker entries={history.entries} />
          <ul className="history-list">
            {history.entries.map((entry) => (
              <HistoryItem
                key={entry.id}
                entry={entry}
                preparing={preparing.has(entry.id)}
                onDownload={onDownload}
              />
            ))}
          </ul>
        </>
      )}
      <p className="visually-hidden" role="status">
        {preparing.size > 0 ? 'Preparing PDF...' : ''}
      </p>
    </section>
  );
}
