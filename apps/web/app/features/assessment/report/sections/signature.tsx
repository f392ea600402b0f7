// "Your Signature Combinations": the patterns the engine chose (up to three, the headline first),
// each labelled Strength or Growth Area with what it means, why it matters and a question to ask
// yourself, and the archetype the reader's profile fits (with a near runner-up) or the engine's note
// on why none is shown. The actions live in the plan alone (Next Steps), so no card repeats one.
import type { Report, ReportArchetype, ReportFinding } from '@peak/scoring';
import { afterFirstSentence, firstSentence } from '../format';
import { Paragraphs, ReportSection } from '../parts';
import { type ReportWords, reportWords, SECTION_TITLES } from '../voice';

export const READ_MORE = 'Read more';

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
 * is about; why it matters, the longer reading and a question one tap away.
 */
function FindingBody({ finding, words }: { finding: ReportFinding; words: ReportWords }) {
  const more = finding.why || finding.expandedNarrative || finding.reflection;
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
          {finding.reflection ? (
            <p className="pattern-reflection">
              <strong>{words.askYourself} </strong>
              {finding.reflection}
            </p>
          ) : null}
        </details>
      ) : null}
    </>
  );
}

function Pattern({ pattern, words }: { pattern: ReportFinding; words: ReportWords }) {
  return (
    <li className="card pattern-card" data-rule={pattern.ruleId}>
      <h4>{pattern.name}</h4>
      <Label finding={pattern} />
      <FindingBody finding={pattern} words={words} />
    </li>
  );
}

function Archetype({
  archetype,
  note,
  words,
}: {
  archetype: ReportArchetype | null;
  note: string | null;
  words: ReportWords;
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
      <FindingBody finding={archetype} words={words} />
    </div>
  );
}

export function SignatureCombinations({
  report,
  words = reportWords(),
}: {
  report: Report;
  words?: ReportWords;
}) {
  return (
    <ReportSection title={words.sections.signature} anchor={SECTION_TITLES.signature}>
      <h3>Notable Patterns</h3>
      {report.patterns.length > 0 ? (
        <ul className="grid pattern-list">
          {report.patterns.map((p) => (
            <Pattern key={p.ruleId} pattern={p} words={words} />
          ))}
        </ul>
      ) : (
        <p className="muted">No notable patterns were found in {words.answers}.</p>
      )}
      <h3>Signature Archetype</h3>
      <Archetype archetype={report.archetype} note={report.archetypeNote} words={words} />
    </ReportSection>
  );
}
