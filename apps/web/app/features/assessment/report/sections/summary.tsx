// The report's first screen: the answer before the explanation. The total and its band, the
// archetype in one sentence, the strengths and growth areas, the headline pattern and the one first
// action, with Save (or Sign in to Save) right there. Every detail is further down; this only names.
import type { NormsResponse } from '@peak/contracts';
import type { Report } from '@peak/scoring';
import type { ReactNode } from 'react';
import { totalPlaceSentence } from '../../../norms';
import type { ReportTexts } from '../../report-texts';
import { archetypeTitle, edgeText, firstActionText, formatScore, listWithMore } from '../format';
import { BandBadge, ReportSection, sectionId } from '../parts';

export const SUMMARY_TITLE = 'Your Results in Brief';

function Archetype({ report }: { report: Report }) {
  if (report.archetype)
    return (
      <>
        Your profile has the shape of <strong>{archetypeTitle(report.archetype)}</strong>.
      </>
    );
  return report.overall.score < report.thresholds.archetypeFromTotal ? (
    <>
      Archetypes are shown from a total of {report.thresholds.archetypeFromTotal} of{' '}
      {report.overall.max}.
    </>
  ) : (
    <>None of the archetypes fits your profile.</>
  );
}

function FirstAction({ report, texts }: { report: Report; texts: ReportTexts | null }) {
  const first = report.firstAction ? firstActionText(report.firstAction, texts, report.role) : null;
  if (!report.firstAction) return null;
  const title =
    report.firstAction.source === 'capability'
      ? report.firstAction.capability
      : report.firstAction.name;
  return (
    <div className="summary-row summary-first-action">
      <dt>Start here</dt>
      <dd>
        <strong>{title}</strong>
        {first ? <>: {first.thisWeek}</> : null}{' '}
        <a href={`#${sectionId('Next Steps')}`}>Week two, and why here</a>
      </dd>
    </div>
  );
}

export function Summary({
  report,
  texts,
  save,
  norms,
}: {
  report: Report;
  texts: ReportTexts | null;
  save?: ReactNode;
  /** Where the total stands among the people who saved results here (nothing while null). */
  norms?: NormsResponse | null;
}) {
  const { overall } = report;
  const place = totalPlaceSentence(norms, report.missing.length === 0 ? overall.score : null);
  const near = edgeText(overall.edge);
  const [headline] = report.patterns;
  return (
    <ReportSection title={SUMMARY_TITLE} className="report-summary">
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
        <Archetype report={report} />
      </p>
      <dl className="summary-list">
        <div className="summary-row">
          <dt>Strengths</dt>
          <dd>
            {report.strengths.length
              ? listWithMore(report.strengths, report.moreStrengths)
              : 'none in the top two bands yet'}
          </dd>
        </div>
        <div className="summary-row">
          <dt>Growth areas</dt>
          <dd>
            {report.growthAreas.length
              ? listWithMore(report.growthAreas, report.moreGrowthAreas)
              : 'none in the bottom two bands'}
          </dd>
        </div>
        {headline ? (
          <div className="summary-row">
            <dt>Headline</dt>
            <dd>
              <a href={`#${sectionId('Your Signature Combinations')}`}>{headline.name}</a> (
              {headline.label})
            </dd>
          </div>
        ) : null}
        <FirstAction report={report} texts={texts} />
      </dl>
      {save ? <div className="summary-save">{save}</div> : null}
    </ReportSection>
  );
}
