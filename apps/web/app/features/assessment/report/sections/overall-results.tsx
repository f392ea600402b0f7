// "Your Overall Results": the total, the maturity band (and its edge), the overall level's
// paragraph, and the strengths and growth areas by their definition. The family and capability
// scores are drawn once at a glance and once in the analysis, not here as well.
import type { Report, ReportCapability } from '@peak/scoring';
import type { ReportTexts } from '../../report-texts';
import { edgeText, formatScore } from '../format';
import { BandBadge, Lead, ReportSection, TextsLoading } from '../parts';
import { type ReportWords, reportWords, SECTION_TITLES } from '../voice';

function StandingList({
  title,
  names,
  more,
  where,
  report,
  none,
}: {
  title: string;
  names: readonly string[];
  /** How many more capabilities meet the list's definition than it names. */
  more: number;
  /** Where the ones not named are, e.g. "Proficient or Expert". */
  where: string;
  report: Report;
  none: string;
}) {
  const byName = new Map<string, ReportCapability>(
    report.capabilities.map((c) => [c.capability, c]),
  );
  return (
    <div className="card standing-card">
      <h3>{title}</h3>
      {names.length > 0 ? (
        <ul className="capability-score-list">
          {names.map((name) => (
            <li key={name}>
              <span>{name}</span>
              <BandBadge band={byName.get(name)?.band ?? null} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{none}</p>
      )}
      {more > 0 ? (
        <p className="muted standing-more">
          and {more} more at {where} (see Capability Analysis)
        </p>
      ) : null}
    </div>
  );
}

export function OverallResults({
  report,
  texts,
  words = reportWords(),
}: {
  report: Report;
  texts: ReportTexts | null;
  words?: ReportWords;
}) {
  const { overall } = report;
  const near = edgeText(overall.edge);
  return (
    <ReportSection title={words.sections.overall} anchor={SECTION_TITLES.overall}>
      <div className="overall-headline">
        <p className="overall-total">
          <span className="overall-label">Total score</span>
          <span className="overall-value">
            <strong data-testid="report-total">{formatScore(overall.score)}</strong>
            <span aria-hidden="true"> / {overall.max}</span>
            <span className="visually-hidden"> out of {overall.max}</span>
          </span>
        </p>
        <p className="overall-maturity">
          <span className="overall-label">Maturity level</span>
          <span className="overall-value" data-testid="report-maturity">
            <BandBadge band={overall.band} />
          </span>
          {near ? <span className="overall-edge">({near})</span> : null}
        </p>
      </div>
      {texts ? (
        <div className="overall-text">
          <Lead text={texts.overall[overall.band]} about={words.overallLevel} />
        </div>
      ) : (
        <TextsLoading />
      )}
      <div className="grid grid-2 standing-lists">
        <StandingList
          title={words.strengthsTitle}
          names={report.strengths}
          more={report.moreStrengths}
          where="Proficient or Expert"
          report={report}
          none={`${words.noneOfCapabilities} is at Proficient or Expert yet.`}
        />
        <StandingList
          title={words.growthAreasTitle}
          names={report.growthAreas}
          more={report.moreGrowthAreas}
          where="Starting or Emerging"
          report={report}
          none={`${words.noneOfCapabilities} is at Starting or Emerging.`}
        />
      </div>
      <p className="muted standing-note">
        Strengths are the capabilities at Proficient or Expert, best first; growth areas those at
        Starting or Emerging, lowest first. Each list names its first three.
      </p>
    </ReportSection>
  );
}
