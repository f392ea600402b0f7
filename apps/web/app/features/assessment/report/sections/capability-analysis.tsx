// "Capability Analysis": per family its score, band (and edge) and the first sentence of the text
// written for that band; then per capability its score, band and one sentence, with the rest (the
// overview or description, the whole band text, a note when some questions did not apply to the
// reader's role) one tap away under Read more. A capability in the plan says which step it is; the
// practice itself is shown once, in Next Steps.
import type { NormsResponse } from '@peak/contracts';
import {
  CAPABILITY_MAX,
  type CapabilityName,
  type Report,
  type ReportCapability,
  type ReportFamily,
} from '@peak/scoring';
import { familyColour } from '../../../../lib/palette';
import { NormPlace } from '../../../norms';
import type { ReportTexts } from '../../report-texts';
import { afterFirstSentence, familyMembers, firstSentence, reducedAnswersNote } from '../format';
import {
  BandWithEdge,
  Paragraphs,
  ReadMore,
  ReportSection,
  Score,
  sectionId,
  TextsLoading,
} from '../parts';
import { type ReportWords, reportWords } from '../voice';

export const FAMILY_OVERVIEW_MISSING = '[Family overview missing]';
export const NOT_MEASURED_TEXT = 'Not measured: no answers were recorded for this capability.';

function CapabilityDetail({
  name,
  scored,
  report,
  texts,
  norms,
  words,
}: {
  name: CapabilityName;
  scored: ReportCapability | null;
  report: Report;
  texts: ReportTexts | null;
  norms: NormsResponse | null;
  words: ReportWords;
}) {
  const t = texts?.capabilities[name];
  const reduced = report.reducedAnswers.find((r) => r.capability === name);
  return (
    <article className="capability-detail" data-capability-detail={name}>
      <h4>{name}</h4>
      {scored === null ? (
        <p className="muted">{NOT_MEASURED_TEXT}</p>
      ) : (
        <>
          <p className="capability-score">
            <Score value={scored.score} max={CAPABILITY_MAX} />{' '}
            <BandWithEdge band={scored.band} edge={scored.edge} />{' '}
            <NormPlace norms={norms} scale={{ level: 'capability', name }} score={scored.score} />
          </p>
          {texts ? (
            <>
              <p className="band-text">{firstSentence(t?.bands[scored.band])}</p>
              <ReadMore about={name}>
                {t?.description ? <p className="capability-description">{t.description}</p> : null}
                <div className="band-text-rest">
                  <Paragraphs text={afterFirstSentence(t?.bands[scored.band])} />
                </div>
                {reduced ? (
                  <p className="report-note capability-reduced">
                    {reducedAnswersNote(reduced.answered)}
                  </p>
                ) : null}
              </ReadMore>
            </>
          ) : (
            <TextsLoading />
          )}
          {scored.planStep ? (
            <p className="one-action">
              <strong>{words.inPlan}: </strong>
              <a href={`#${sectionId('Next Steps')}`}>
                {scored.planStep === 1 ? 'Start here' : `step ${scored.planStep}`}
                <span className="visually-hidden"> of Next Steps</span>
              </a>
            </p>
          ) : null}
        </>
      )}
    </article>
  );
}

function FamilyAnalysis({
  family,
  report,
  texts,
  norms,
  words,
}: {
  family: ReportFamily;
  report: Report;
  texts: ReportTexts | null;
  norms: NormsResponse | null;
  words: ReportWords;
}) {
  const t = texts?.families[family.family];
  return (
    <div className="family-analysis" style={{ borderLeftColor: familyColour(family.family) }}>
      <h3>{family.family}</h3>
      <p className="family-score">
        <Score value={family.score} max={family.max} />{' '}
        <BandWithEdge band={family.band} edge={family.edge} />
        {family.missing.length > 0 ? (
          <span className="muted"> (not measured: {family.missing.join(', ')})</span>
        ) : (
          <>
            {' '}
            <NormPlace
              norms={norms}
              scale={{ level: 'family', name: family.family }}
              score={family.score}
            />
          </>
        )}
      </p>
      {texts ? (
        <ReadMore about={family.family}>
          <p className={t?.overview ? undefined : 'muted'}>
            {t?.overview ?? FAMILY_OVERVIEW_MISSING}
          </p>
          <div className="band-text">
            <Paragraphs text={t?.bands[family.band]} />
          </div>
        </ReadMore>
      ) : (
        <TextsLoading />
      )}
      {familyMembers(report, family.family).map(({ name, scored }) => (
        <CapabilityDetail
          key={name}
          name={name}
          scored={scored}
          report={report}
          texts={texts}
          norms={norms}
          words={words}
        />
      ))}
    </div>
  );
}

export function CapabilityAnalysis({
  report,
  texts,
  norms = null,
  words = reportWords(),
}: {
  report: Report;
  texts: ReportTexts | null;
  /** Each score's place among the people who saved results here ("Higher than 64%"). */
  norms?: NormsResponse | null;
  /** Whom the report speaks to (the owner by default). */
  words?: ReportWords;
}) {
  return (
    <ReportSection title="Capability Analysis" alt>
      {report.families.map((f) => (
        <FamilyAnalysis
          key={f.family}
          family={f}
          report={report}
          texts={texts}
          norms={norms}
          words={words}
        />
      ))}
    </ReportSection>
  );
}
