// "Your Overall Results": total, maturity band (and its edge), the overall level's paragraph, the
// four families stacked, every score, and the strengths and growth areas the engine chose.
import {
  CAPABILITY_MAX,
  familyByName,
  type Report,
  type ReportCapability,
  type ReportFamily,
} from '@peak/scoring';
import type { ReportTexts } from '../../report-texts';
import { edgeText, familyMembers, formatScore, percent } from '../format';
import { BandBadge, BandWithEdge, Paragraphs, ReportSection, Score, TextsLoading } from '../parts';

const colourOf = (family: string) => familyByName(family)?.colour ?? '#475569';

function StackedFamilies({
  families,
  total,
}: {
  families: ReportFamily[];
  total: Report['overall'];
}) {
  const summary = `Total ${formatScore(total.score)} out of ${total.max}: ${families
    .map((f) => `${f.family} ${formatScore(f.score)}`)
    .join(', ')}.`;
  return (
    <div className="stacked-bar" role="img" aria-label={summary}>
      {families.map((f) => (
        <div
          key={f.family}
          className="stacked-bar-segment"
          style={{ width: percent(f.score, total.max), backgroundColor: colourOf(f.family) }}
        />
      ))}
    </div>
  );
}

function FamilyCard({ family, report }: { family: ReportFamily; report: Report }) {
  return (
    <li className="card family-card" style={{ borderTopColor: colourOf(family.family) }}>
      <h3>{family.family}</h3>
      <p className="family-card-score">
        <Score value={family.score} max={family.max} />{' '}
        <BandWithEdge band={family.band} edge={family.edge} />
      </p>
      <ul className="capability-score-list">
        {familyMembers(report, family.family).map(({ name, scored }) => (
          <li key={name}>
            <span>{name}</span>
            {scored ? (
              <span>
                <Score value={scored.score} max={CAPABILITY_MAX} /> <BandBadge band={scored.band} />
              </span>
            ) : (
              <span className="muted">Not measured</span>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

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
          {names.flatMap((name) => {
            const c = byName.get(name);
            return c
              ? [
                  <li key={name}>
                    <span>{name}</span>
                    <span>
                      <Score value={c.score} max={CAPABILITY_MAX} /> <BandBadge band={c.band} />
                    </span>
                  </li>,
                ]
              : [];
          })}
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
            {overall.band}
          </span>
          {near ? <span className="overall-edge">({near})</span> : null}
        </p>
      </div>
      {texts ? (
        <div className="overall-text">
          <Paragraphs text={texts.overall[overall.band]} />
        </div>
      ) : (
        <TextsLoading />
      )}
      <StackedFamilies families={report.families} total={overall} />
      <ul className="stacked-legend">
        {report.families.map((f) => (
          <li key={f.family}>
            <span
              className="swatch"
              style={{ backgroundColor: colourOf(f.family) }}
              aria-hidden="true"
            />
            {f.family}: {formatScore(f.score)}
          </li>
        ))}
      </ul>
      <ul className="grid grid-2 family-cards">
        {report.families.map((f) => (
          <FamilyCard key={f.family} family={f} report={report} />
        ))}
      </ul>
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
