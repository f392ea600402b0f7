// "Your Signature Combinations": the first three patterns, classed Strength or Growth Area, and
// the first archetype (computed only from a total of 100 up).
import {
  ARCHETYPE_MIN_TOTAL,
  type Finding,
  type ShownPattern,
  signatureCombinations,
} from '@peak/scoring';
import type { ReportResults } from '../../model';
import { formatScore } from '../format';
import { Paragraphs, ReportSection } from '../parts';

const triggeredBy = (finding: Finding) =>
  finding.triggeredCapabilities.length > 0 ? finding.triggeredCapabilities : finding.capabilities;

function Pattern({ pattern }: { pattern: ShownPattern }) {
  const { finding } = pattern;
  const capabilities = triggeredBy(finding);
  return (
    <li className="card pattern-card">
      <h4>{pattern.name}</h4>
      <p>
        <span
          className={
            pattern.kind === 'Strength' ? 'badge pattern-strength' : 'badge pattern-growth'
          }
        >
          {pattern.kind}
        </span>
      </p>
      <Paragraphs text={finding.narrative} />
      {finding.why ? (
        <p>
          <strong>Why it matters: </strong>
          {finding.why}
        </p>
      ) : null}
      {capabilities.length > 0 ? (
        <p className="muted">Triggered by: {capabilities.join(', ')}</p>
      ) : null}
    </li>
  );
}

function Archetype({ archetype, total }: { archetype: Finding | undefined; total: number }) {
  if (!archetype) {
    return (
      <p className="muted">
        {total < ARCHETYPE_MIN_TOTAL
          ? `Signature archetypes are identified from a total score of ${ARCHETYPE_MIN_TOTAL} upward; yours is ${formatScore(total)}, so none is shown yet.`
          : 'No signature archetype matched your scores this time.'}
      </p>
    );
  }
  return (
    <div className="card archetype-card">
      <h4>{archetype.archetypeName ?? archetype.ruleName}</h4>
      <Paragraphs text={archetype.narrative} />
      {archetype.why ? (
        <p>
          <strong>Why it matters: </strong>
          {archetype.why}
        </p>
      ) : null}
    </div>
  );
}

export function SignatureCombinations({ results }: { results: ReportResults }) {
  const { patterns, archetypes } = signatureCombinations(results.arbitratedFindings);
  return (
    <ReportSection title="Your Signature Combinations">
      <h3>Notable Patterns</h3>
      {patterns.length > 0 ? (
        <ul className="grid pattern-list">
          {patterns.map((p) => (
            <Pattern key={p.finding.ruleId} pattern={p} />
          ))}
        </ul>
      ) : (
        <p className="muted">No notable patterns were found in your answers.</p>
      )}
      <h3>Signature Archetype</h3>
      <Archetype archetype={archetypes[0]} total={results.rawOverallScore} />
    </ReportSection>
  );
}
