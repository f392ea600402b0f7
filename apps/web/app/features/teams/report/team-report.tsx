// The team report: how many people are in each band, for the total, each family and each
// capability; what most of the team shares; where it agrees and differs; its two leans; its
// patterns; and a 90-minute session built from them. Counts only, with the number of people
// behind every figure. When it is hidden (too few complete results, or a change that would let two
// reports be compared to read someone) it says why, naming no one, and nothing else.
import type { TeamReportResponse } from '@peak/contracts';
import {
  type CapabilityName,
  FAMILIES,
  SESSION_MINUTES,
  type TeamCapability,
  type TeamLean,
  type TeamReport,
} from '@peak/scoring';
import { type ReactNode, useId } from 'react';
import { ButtonLink, Card } from '../../../components/ui';
import { familySwatch } from '../../../lib/palette';
import { dateOf, people, TEAM_SESSION_CONTACT } from '../texts';
import { BandBadge, BandBar, BandLegend } from './band-bar';
import { growthText, LEANS, minutesText, nText, POLARITY_WORDS, strongText } from './format';

type Ready = Extract<TeamReportResponse, { status: 'ready' }>;
type Hidden = Extract<TeamReportResponse, { status: 'hidden' }>;

export const neededText = (needed: number) =>
  `${needed} more ${needed === 1 ? 'complete result' : 'complete results'} needed`;

/** While the report is hidden: why (the server's words, naming no one) and what would show it. */
export function ReportHidden({ state }: { state: Hidden }) {
  return (
    <div className="team-report-waiting">
      <p className="team-needed">{neededText(state.needed)}</p>
      <p>{state.message}</p>
    </div>
  );
}

function Part({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={['team-report-part', className].join(' ').trim()}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

function Families({ report }: { report: TeamReport }) {
  const agrees = new Set<CapabilityName>(report.agreesMost);
  return (
    <Part title="Families and capabilities">
      <p>
        Each bar shows how many people are in each band, from Starting on the left to Expert on the
        right. The middle of the team is the band of its middle person.
      </p>
      <BandLegend />
      <div className="team-families">
        {FAMILIES.map((family) => {
          const item = report.families.find((f) => f.name === family.name);
          const capabilities = report.capabilities.filter((c) => c.family === family.name);
          return (
            <Card key={family.name} className="team-family" as="article">
              <h4 style={{ borderColor: familySwatch(family.name).base }}>{family.name}</h4>
              {item ? <BandBar item={item} label={`${family.name} (family)`} family /> : null}
              <ul className="team-capabilities">
                {capabilities.map((capability) => (
                  <li key={capability.name}>
                    <BandBar item={capability} agrees={agrees.has(capability.name)} />
                  </li>
                ))}
              </ul>
            </Card>
          );
        })}
      </div>
    </Part>
  );
}

function CapabilityList({
  names,
  report,
  line,
  empty,
}: {
  names: readonly CapabilityName[];
  report: TeamReport;
  line: (item: TeamCapability) => ReactNode;
  empty: string;
}) {
  const items = names
    .map((name) => report.capabilities.find((c) => c.name === name))
    .filter((c): c is TeamCapability => c !== undefined);
  if (items.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="team-list">
      {items.map((item) => (
        <li key={item.name}>
          <strong>{item.name}</strong>: {line(item)}
        </li>
      ))}
    </ul>
  );
}

function Shared({ report }: { report: TeamReport }) {
  return (
    <div className="grid grid-2">
      <Part title="Shared strengths">
        <p className="muted">
          Capabilities where more than half of the team is Proficient or Expert.
        </p>
        <CapabilityList
          names={report.sharedStrengths}
          report={report}
          line={strongText}
          empty="No capability is a strength for more than half of the team yet."
        />
      </Part>
      <Part title="Shared gaps">
        <p className="muted">
          Capabilities where more than half of the team is Starting or Emerging.
        </p>
        <CapabilityList
          names={report.sharedGaps}
          report={report}
          line={growthText}
          empty="No capability is a gap for more than half of the team."
        />
      </Part>
    </div>
  );
}

function AgreeDiffer({ report }: { report: TeamReport }) {
  return (
    <div className="grid grid-2">
      <Part title="Where the team agrees most">
        <p className="muted">The people are closest together in their bands here.</p>
        <CapabilityList
          names={report.agreesMost}
          report={report}
          line={(item) => (
            <>
              middle of the team <BandBadge band={item.middle} /> ({nText(item.n)})
            </>
          )}
          empty="Nothing measured yet."
        />
      </Part>
      <Part title="Where the team differs most">
        <p className="muted">The people are furthest apart here: worth a conversation.</p>
        <CapabilityList
          names={report.differsMost}
          report={report}
          line={(item) => `${strongText(item)}, ${growthText(item)}`}
          empty="Nothing measured yet."
        />
      </Part>
    </div>
  );
}

function Lean<A extends string, B extends string>({
  lean,
  title,
  sides,
  verdicts,
}: {
  lean: TeamLean<A, B>;
  title: string;
  sides: Record<A | 'balanced' | B, string>;
  verdicts: Record<A | 'balanced' | B | 'divided', string>;
}) {
  const id = useId();
  const entries = Object.entries(sides) as Array<[A | 'balanced' | B, string]>;
  const n = entries.reduce((sum, [key]) => sum + (lean.counts[key] ?? 0), 0);
  return (
    <section aria-labelledby={id} className="team-lean">
      <h4 id={id}>{title}</h4>
      <table className="team-table">
        <caption className="visually-hidden">
          {title}: people by lean ({nText(n)})
        </caption>
        <thead>
          <tr>
            <th scope="col">Lean</th>
            <th scope="col">People</th>
          </tr>
        </thead>
        <tbody>
          {entries.map(([key, label]) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td>{lean.counts[key] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <strong>Verdict:</strong> {verdicts[lean.verdict]} ({nText(n)})
      </p>
    </section>
  );
}

function Leans({ report }: { report: TeamReport }) {
  return (
    <Part title="How the team leans">
      <p className="muted">
        Counted for complete results only: how many people lean each way, never by how much.
      </p>
      <div className="grid grid-2">
        <Lean lean={report.selfSystem} {...LEANS.selfSystem} />
        <Lean lean={report.senseActivate} {...LEANS.senseActivate} />
      </div>
    </Part>
  );
}

function Patterns({ report }: { report: TeamReport }) {
  return (
    <Part title="Team patterns">
      {report.patterns.length === 0 ? (
        <p className="muted">No team pattern stands out in these results.</p>
      ) : (
        <ul className="team-patterns">
          {report.patterns.map((pattern) => (
            <Card
              as="li"
              key={pattern.ruleId}
              className={`team-pattern team-pattern-${pattern.polarity}`}
            >
              <h4>{pattern.name}</h4>
              <p className="team-pattern-polarity">{POLARITY_WORDS[pattern.polarity]}</p>
              {pattern.narrative ? <p>{pattern.narrative}</p> : null}
              {pattern.why ? <p className="muted">{pattern.why}</p> : null}
              {pattern.actions.length > 0 ? (
                <>
                  <p className="team-pattern-actions">What to try:</p>
                  <ul>
                    {pattern.actions.map((action) => (
                      <li key={action}>{action}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </Card>
          ))}
        </ul>
      )}
    </Part>
  );
}

function Agenda({ report }: { report: TeamReport }) {
  return (
    <Part title={`A ${SESSION_MINUTES}-minute session for your team`} className="team-agenda-part">
      <p>
        Built from this report: open on what you share, work on two topics, and agree what next.
      </p>
      <ol className="team-agenda">
        {report.agenda.map((item, index) => (
          // The agenda is built once per report and never reorders.
          <li key={index}>
            <div className="team-agenda-item">
              <span className="team-agenda-minutes">{minutesText(item.minutes)}</span>
              <div>
                <p className="team-agenda-title">{item.title}</p>
                <p>{item.detail}</p>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <Card className="team-book">
        <p>
          <strong>Run this session with us.</strong> One of our partners can facilitate the{' '}
          {SESSION_MINUTES} minutes with your team, using this report, and help you agree the two or
          three habits worth changing first.
        </p>
        <ButtonLink to={TEAM_SESSION_CONTACT}>Book the team session</ButtonLink>
      </Card>
    </Part>
  );
}

export function TeamReportView({ state }: { state: Ready }) {
  const { report } = state;
  return (
    <div className="team-report">
      <p className="team-report-basis">
        Based on <strong>{people(report.n)}</strong> ({nText(report.n)}), updated{' '}
        {dateOf(state.updatedAt)}.
        {state.upToDate
          ? ''
          : ` Newer results are in the team: the report takes them in once it differs from this one by at least ${people(state.minimum)}.`}
      </p>
      <Part title="Overall">
        <BandBar item={report.total} label="Total (of 180)" />
      </Part>
      <Families report={report} />
      <Shared report={report} />
      <AgreeDiffer report={report} />
      <Leans report={report} />
      <Patterns report={report} />
      <Agenda report={report} />
    </div>
  );
}

/** The report this account may read, or why it is hidden (and nothing else). */
export function TeamReportContent({ state }: { state: TeamReportResponse }) {
  return state.status === 'hidden' ? (
    <ReportHidden state={state} />
  ) : (
    <TeamReportView state={state} />
  );
}
