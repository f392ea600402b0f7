// The report's first screen: the answer before the explanation. The total and its band, the
// archetype in one sentence, the strengths and growth areas, the headline and the plan's first
// step, with Save (or Sign in to Save) right there. Every detail is further down; this only names.
import type { NormsResponse } from '@peak/contracts';
import type { Report } from '@peak/scoring';
import type { ReactNode } from 'react';
import { totalPlaceSentence } from '../../../norms';
import type { ReportTexts } from '../../report-texts';
import { archetypeTitle, edgeText, formatScore, listWithMore, planTexts } from '../format';
import { BandBadge, ReportSection, sectionId } from '../parts';
import { type ReportWords, reportWords, SECTION_TITLES } from '../voice';

export const SUMMARY_TITLE = SECTION_TITLES.summary;

function Archetype({ report, words }: { report: Report; words: ReportWords }) {
  if (report.archetype)
    return (
      <>
        {words.profileSentence} <strong>{archetypeTitle(report.archetype)}</strong>.
      </>
    );
  return report.overall.score < report.thresholds.archetypeFromTotal
    ? words.archetypeLater(report.thresholds.archetypeFromTotal)
    : report.reading.highest.families.length > 1
      ? words.sharedLead
      : words.noArchetype;
}

/** Start here: the plan's first step, its if-then in full (the rest of the plan is in Next Steps). */
function StartHere({
  report,
  texts,
  words,
}: {
  report: Report;
  texts: ReportTexts | null;
  words: ReportWords;
}) {
  const start = report.plan.start;
  if (!start) return null;
  const [first] = planTexts(report, texts);
  // The week's practice is written to the owner; a reader of a shared report gets its name only.
  const owner = words.audience === 'owner';
  return (
    <div className="summary-row summary-first-action">
      <dt>{words.firstStep}</dt>
      <dd>
        <strong>{start.capability}</strong>
        {first?.number === 1 && owner ? <>: {first.ifThen}</> : null}{' '}
        {/* The name in one piece: a hidden span read as "Your plan : week two" with a stray space. */}
        <a
          href={`#${sectionId(SECTION_TITLES.nextSteps)}`}
          aria-label={owner ? 'Your plan: week two, how you will know, and why here' : undefined}
        >
          {owner ? 'Your plan' : 'See Next Steps'}
        </a>
      </dd>
    </div>
  );
}

/** The card the report leads with: one of the patterns, or the archetype. */
const headlineOf = (report: Report) =>
  [...report.patterns, report.archetype].find((card) => card?.ruleId === report.headline);

export function Summary({
  report,
  texts,
  save,
  norms,
  words = reportWords(),
}: {
  report: Report;
  texts: ReportTexts | null;
  save?: ReactNode;
  /** Whom the report speaks to (the owner unless given). */
  words?: ReportWords;
  /** Where the total stands among the people who saved results here (nothing while null). */
  norms?: NormsResponse | null;
}) {
  const { overall } = report;
  // "How you compare ... appears once 200 people have saved" speaks to the owner about a place to
  // come: a shared report shows the place only once there is one.
  const placeNorms = words.audience === 'owner' || norms?.norms ? norms : null;
  const place = totalPlaceSentence(placeNorms, report.missing.length === 0 ? overall.score : null);
  const near = edgeText(overall.edge);
  const headline = headlineOf(report);
  return (
    <ReportSection title={words.sections.summary} anchor={SUMMARY_TITLE} className="report-summary">
      <p className="summary-total">
        <span className="summary-total-value" data-testid="summary-total">
          <strong>{formatScore(overall.score)}</strong>
          <span aria-hidden="true"> / {overall.max}</span>
          <span className="visually-hidden"> out of {overall.max}</span>
        </span>{' '}
        <BandBadge band={overall.band} />
        {near ? <span className="band-edge"> ({near})</span> : null}
      </p>
      {/* The sentence arrives after the report: its room is kept from the first paint, so the
          lines under it never move (a layout shift on the report's first screen). */}
      <p className="summary-norms" {...(place ? { 'data-testid': 'summary-norms' } : {})}>
        {place}
      </p>
      <p className="summary-archetype">
        <Archetype report={report} words={words} />
      </p>
      <dl className="summary-list">
        <div className="summary-row">
          <dt>Strengths</dt>
          <dd>
            {report.strengths.length
              ? listWithMore(report.strengths, report.moreStrengths)
              : 'none at Proficient or Expert yet'}
          </dd>
        </div>
        <div className="summary-row">
          <dt>Growth areas</dt>
          <dd>
            {report.growthAreas.length
              ? listWithMore(report.growthAreas, report.moreGrowthAreas)
              : 'none at Starting or Emerging'}
          </dd>
        </div>
        {headline ? (
          <div className="summary-row">
            <dt>Headline</dt>
            <dd>
              <a href={`#${sectionId(SECTION_TITLES.signature)}`}>{headline.name}</a> (
              {headline.label})
            </dd>
          </div>
        ) : null}
        <StartHere report={report} texts={texts} words={words} />
      </dl>
      {save ? <div className="summary-save">{save}</div> : null}
    </ReportSection>
  );
}
