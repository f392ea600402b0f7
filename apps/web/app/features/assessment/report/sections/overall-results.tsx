// "Your Overall Results": the total, the maturity band (and its edge), the overall level's
// paragraph, and the strengths and growth areas by their definition. The family and capability
// scores are drawn once at a glance and once in the analysis, not here as well.
import type { Report, ReportCapability } from '@peak/scoring';
import type { ReportTexts } from '../../report-texts';
import { edgeText, formatScore } from '../format';
import { BandBadge, Lead, ReportSection, TextsLoading } from '../parts';

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
  /** Where the ones not named are, e.g. "the top two bands". */
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
          and {more} more in {where} (see Capability Analysis)
        </p>
      ) : null}
    </div>
  );
}

export function OverallResults({ report, texts }: { report: Report; texts: ReportTexts | null }) {
  const { overall } = report;
  const near = edgeText(overall.edge);
  return (
    <ReportSection title="Your Overall Results">
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
          <Lead text={texts.overall[overall.band]} about="your overall level" />
        </div>
      ) : (
        <TextsLoading />
      )}
      <div className="grid grid-2 standing-lists">
        <StandingList
          title="Your Strengths"
          names={report.strengths}
          more={report.moreStrengths}
          where="the top two bands"
          report={report}
          none="None of your capabilities is in the top two bands (Proficient or Expert) yet."
        />
        <StandingList
          title="Your Growth Areas"
          names={report.growthAreas}
          more={report.moreGrowthAreas}
          where="the bottom two bands"
          report={report}
          none="None of your capabilities is in the bottom two bands (Starting or Emerging)."
        />
      </div>
      <p className="muted standing-note">
        Strengths are the capabilities in the top two bands, best first; growth areas are those in
        the bottom two, lowest first. Each list names its first three.
      </p>
    </ReportSection>
  );
}
