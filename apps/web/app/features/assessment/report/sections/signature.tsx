// "Your Signature Combinations": the patterns the engine chose (up to three), each labelled Strength
// or Growth Area with what it means, why it matters, what to try and a question to ask yourself, and
// the archetype the reader's profile fits (with a near runner-up) or the engine's note on why none is shown.
import type { Report, ReportArchetype, ReportFinding } from '@peak/scoring';
import { afterFirstSentence, firstSentence } from '../format';
import { Paragraphs, ReportSection } from '../parts';

export const READ_MORE = 'Read more';
export const TRY_THIS = 'Try this';

/** The label in words; the colour only repeats it. */
function Label({ finding }: { finding: ReportFinding }) {
  return (
    <p className="pattern-label">
      <span
        className={`badge ${finding.polarity === 'strength' ? 'pattern-strength' : 'pattern-growth'}`}
      >
        {finding.label}
      </span>
    </p>
  );
}

function Capabilities({ finding }: { finding: ReportFinding }) {
  if (finding.workOn.length === 0 && finding.buildsOn.length === 0) return null;
  return (
    <dl className="pattern-capabilities">
      {finding.workOn.length > 0 ? (
        <div>
          <dt>Work on:</dt>
          <dd>{finding.workOn.join(', ')}</dd>
        </div>
      ) : null}
      {finding.buildsOn.length > 0 ? (
        <div>
          <dt>Builds on:</dt>
          <dd>{finding.buildsOn.join(', ')}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * What a pattern or archetype card says under its name: what it means and which capabilities it
 * is about; why it matters, the longer reading, what to try and a question one tap away.
 */
function FindingBody({ finding }: { finding: ReportFinding }) {
  const more =
    finding.why || finding.expandedNarrative || finding.actions.length || finding.reflection;
  return (
    <>
      <p className="lead-sentence">{firstSentence(finding.narrative)}</p>
      <Capabilities finding={finding} />
      {more ? (
        <details className="pattern-more">
          <summary>
            {READ_MORE}
            <span className="visually-hidden"> about {finding.name}</span>
          </summary>
          <Paragraphs text={afterFirstSentence(finding.narrative)} />
          {finding.why ? (
            <p>
              <strong>Why it matters: </strong>
              {finding.why}
            </p>
          ) : null}
          <Paragraphs text={finding.expandedNarrative} />
          {finding.actions.length > 0 ? (
            <div className="pattern-actions">
              <h5>{TRY_THIS}</h5>
              <ul>
                {finding.actions.map((action) => (
                  <li key={action}>{action}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {finding.reflection ? (
            <p className="pattern-reflection">
              <strong>Ask yourself: </strong>
              {finding.reflection}
            </p>
          ) : null}
        </details>
      ) : null}
    </>
  );
}

function Pattern({ pattern }: { pattern: ReportFinding }) {
  return (
    <li className="card pattern-card" data-rule={pattern.ruleId}>
      <h4>{pattern.name}</h4>
      <Label finding={pattern} />
      <FindingBody finding={pattern} />
    </li>
  );
}

function Archetype({
  archetype,
  note,
}: {
  archetype: ReportArchetype | null;
  note: string | null;
}) {
  if (!archetype) {
    return note ? (
      <p className="muted" data-testid="archetype-note">
        {note}
      </p>
    ) : null;
  }
  return (
    <div className="card archetype-card" data-rule={archetype.ruleId}>
      <h4>{archetype.name}</h4>
      <Label finding={archetype} />
      {archetype.runnerUp ? (
        <p className="archetype-match">With a strong streak of {archetype.runnerUp.name}.</p>
      ) : null}
      <FindingBody finding={archetype} />
    </div>
  );
}

export function SignatureCombinations({ report }: { report: Report }) {
  return (
    <ReportSection title="Your Signature Combinations">
      <h3>Notable Patterns</h3>
      {report.patterns.length > 0 ? (
        <ul className="grid pattern-list">
          {report.patterns.map((p) => (
            <Pattern key={p.ruleId} pattern={p} />
          ))}
        </ul>
      ) : (
        <p className="muted">No notable patterns were found in your answers.</p>
      )}
      <h3>Signature Archetype</h3>
      <Archetype archetype={report.archetype} note={report.archetypeNote} />
    </ReportSection>
  );
}
