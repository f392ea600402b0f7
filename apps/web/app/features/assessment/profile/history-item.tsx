// One saved assessment in the history: name, when, scores, and its two actions. The date is added
// (visually hidden) to each action's name, so a screen reader can tell the entries apart.
import { Badge, Button, ButtonLink, Card } from '../../../components/ui';
import type { HistoryEntry } from '../model';
import { formatDateTime, formatOverall, formatTotal } from './format';

export function HistoryItem({
  entry,
  preparing,
  onDownload,
}: {
  entry: HistoryEntry;
  preparing: boolean;
  onDownload: (id: string) => void;
}) {
  const when = formatDateTime(entry.timestamp);
  const overall = formatOverall(entry.overallScore);
  const total = formatTotal(entry.rawOverallScore);
  const context = <span className="visually-hidden"> for the assessment of {when}</span>;
  return (
    <Card as="li" className="history-item">
      <div className="history-item-main">
        <h3 className="history-item-title">{entry.assessmentName}</h3>
        <p className="history-item-date">
          Completed <time dateTime={entry.timestamp}>{when}</time>
        </p>
        <dl className="history-scores">
          {overall ? (
            <div>
              <dt>Overall score</dt>
              <dd>{overall}</dd>
            </div>
          ) : null}
          {total ? (
            <div>
              <dt>Total</dt>
              <dd>{total}</dd>
            </div>
          ) : null}
          {entry.maturityLevel ? (
            <div>
              <dt>Maturity</dt>
              <dd>
                <Badge>{entry.maturityLevel}</Badge>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      <div className="history-item-actions">
        <ButtonLink to={`/assessment/results/${encodeURIComponent(entry.id)}`} size="small">
          View Results{context}
        </ButtonLink>
        <Button
          variant="secondary"
          size="small"
          disabled={preparing}
          onClick={() => onDownload(entry.id)}
        >
          {preparing ? 'Preparing PDF...' : 'Download PDF'}
          {context}
        </Button>
      </div>
    </Card>
  );
}
