// "Your Overall Results": total, maturity band, the four families stacked, and every score.
import { CAPABILITY_MAX, type CapabilityScore, type FamilyScore, TOTAL_MAX } from '@peak/scoring';
import type { ReportResults } from '../../model';
import { formatScore, percent } from '../format';
import { BandBadge, ReportSection, Score } from '../parts';

function StackedFamilies({ families, total }: { families: FamilyScore[]; total: number }) {
  const summary = `Total ${formatScore(total)} out of ${TOTAL_MAX}: ${families
    .map((f) => `${f.family} ${formatScore(f.score)}`)
    .join(', ')}.`;
  return (
    <div className="stacked-bar" role="img" aria-label={summary}>
      {families.map((f) => (
        <div
          key={f.family}
          className="stacked-bar-segment"
          style={{ width: percent(f.score, TOTAL_MAX), backgroundColor: f.colour }}
        />
      ))}
    </div>
  );
}

function FamilyCard({
  family,
  capabilities,
}: {
  family: FamilyScore;
  capabilities: CapabilityScore[];
}) {
  return (
    <li className="card family-card" style={{ borderTopColor: family.colour }}>
      <h3>{family.family}</h3>
      <p className="family-card-score">
        <Score value={family.score} max={family.max} /> <BandBadge band={family.band} />
      </p>
      <ul className="capability-score-list">
        {capabilities.map((c) => (
          <li key={c.capability}>
            <span>{c.capability}</span>
            {c.score === null ? (
              <span className="muted">Not measured</span>
            ) : (
              <span>
                <Score value={c.score} max={CAPABILITY_MAX} /> <BandBadge band={c.band} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

export function OverallResults({ results }: { results: ReportResults }) {
  const byName = new Map(results.capabilityScores.map((c) => [c.capability, c]));
  return (
    <ReportSection title="Your Overall Results">
      <div className="overall-headline">
        <p className="overall-total">
          <span className="overall-label">Total score</span>
          <span className="overall-value">
            <strong data-testid="report-total">{formatScore(results.rawOverallScore)}</strong>
            <span aria-hidden="true"> / {TOTAL_MAX}</span>
            <span className="visually-hidden"> out of {TOTAL_MAX}</span>
          </span>
        </p>
        <p className="overall-maturity">
          <span className="overall-label">Maturity level</span>
          <span className="overall-value" data-testid="report-maturity">
            {results.maturityLevel}
          </span>
        </p>
      </div>
      <StackedFamilies families={results.familyScores} total={results.rawOverallScore} />
      <ul className="stacked-legend">
        {results.familyScores.map((f) => (
          <li key={f.family}>
            <span className="swatch" style={{ backgroundColor: f.colour }} aria-hidden="true" />
            {f.family}: {formatScore(f.score)}
          </li>
        ))}
      </ul>
      <ul className="grid grid-2 family-cards">
        {results.familyScores.map((f) => (
          <FamilyCard
            key={f.family}
            family={f}
            capabilities={f.capabilities.flatMap((name) => byName.get(name) ?? [])}
          />
        ))}
      </ul>
    </ReportSection>
  );
}
