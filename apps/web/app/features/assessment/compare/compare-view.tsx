// /assessment/compare: two of the signed-in user's saved results side by side. The answer first:
// the engine's account (one sentence of what changed most, a word when the two were taken too
// close together, what a retake can move a score by, then what rose, what fell and what stayed
// within the noise), then what moved in the report, both profiles on one chart, the scores table
// by table with each direction and change of level, and how a real change is decided. A direction
// is always a word with its mark and colour, never colour alone. Every state has its own h1.

import type { CompareResponse } from '@peak/contracts';
import type { ChangeGroup, ComparisonAccount, ScoreChange } from '@peak/scoring';
import { CAPABILITY_MAX, FAMILY_MAX, TOTAL_MAX } from '@peak/scoring';
import { type ReactNode, useId } from 'react';
import { Button, ButtonLink, Section } from '../../../components/ui';
import { formatNumber as formatScore } from '../profile/format';
import { CompareChart } from './compare-chart';
import {
  compareDates,
  differenceText,
  differenceWords,
  familyRows,
  levelText,
  methodText,
  moveLines,
  noiseText,
  SECTION_TITLES,
  verdictText,
} from './compare-format';
import {
  CHOOSE_TEXT,
  COMPARE_TITLE,
  type CompareState,
  ERROR_TITLE,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
} from './compare-state';
import { DirectionIcon, directionClass } from './direction';
import './compare.css';

export const DOWNLOAD_COMPARISON = 'Download comparison PDF';
export const PREPARING_COMPARISON = 'Preparing PDF...';

const backToProfile = <ButtonLink to="/profile">Back to Profile</ButtonLink>;

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section className="saved-message compare-message">
      <h1>{title}</h1>
      {children}
    </Section>
  );
}

export interface CompareDownload {
  preparing: boolean;
  onDownload: () => void;
}

/** A section of the comparison with its h2. */
function Part({
  title,
  children,
  alt,
  className,
}: {
  title: string;
  children: ReactNode;
  alt?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <Section labelledBy={id} alt={alt} className={className}>
      <h2 id={id}>{title}</h2>
      {children}
    </Section>
  );
}

interface Row {
  label: string;
  change: ScoreChange | null;
  /** The family's own score, first in its table. */
  lead?: boolean;
}

function ChangeCells({ change }: { change: ScoreChange }) {
  const level = levelText(change);
  return (
    <>
      <td>{formatScore(change.from)}</td>
      <td>{formatScore(change.to)}</td>
      <td>
        <span aria-hidden="true">{differenceText(change.difference)}</span>
        <span className="visually-hidden">{differenceWords(change.difference)}</span>
      </td>
      <td className={`verdict ${directionClass(change.verdict)}`}>
        <span className="verdict-label">
          <DirectionIcon direction={change.verdict} />
          {verdictText(change)}
        </span>
        {level ? <span className="compare-level">{level}</span> : null}
        <span className="compare-note">
          <span className="visually-hidden">a retake can move it by </span>
          {noiseText(change.threshold)}
        </span>
      </td>
    </>
  );
}

/** One table: a caption, the two dates as column heads, a row per score. */
function ChangeTable({
  caption,
  rows,
  fromDate,
  toDate,
}: {
  caption: string;
  rows: Row[];
  fromDate: string;
  toDate: string;
}) {
  const captionId = useId();
  // Scrolls within itself if a phone is narrower than the table; named by the caption.
  return (
    <section
      className="compare-table-scroll"
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard
      tabIndex={0}
    >
      <table className="compare-table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Score</th>
            <th scope="col">
              From<span className="visually-hidden"> {fromDate}</span>
            </th>
            <th scope="col">
              To<span className="visually-hidden"> {toDate}</span>
            </th>
            <th scope="col">Change</th>
            <th scope="col">Verdict</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className={row.lead ? 'compare-lead-row' : undefined}>
              <th scope="row">{row.label}</th>
              {row.change ? (
                <ChangeCells change={row.change} />
              ) : (
                <td colSpan={4} className="muted">
                  Not compared: not measured in both results
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Tables({
  data,
  fromDate,
  toDate,
}: {
  data: CompareResponse;
  fromDate: string;
  toDate: string;
}) {
  const { comparison } = data;
  return (
    <div className="compare-tables" data-testid="compare-tables">
      <p className="compare-key">
        <strong>From</strong> {fromDate}, <strong>to</strong> {toDate}. Under each verdict, after ±:
        how many points a retake of the same person can move that score with nothing changed. A
        score that moved more rose or fell; one that moved less is within the noise.
      </p>
      <ChangeTable
        caption={`Total, out of ${TOTAL_MAX}`}
        rows={[{ label: 'Total', change: comparison.total, lead: true }]}
        fromDate={fromDate}
        toDate={toDate}
      />
      {familyRows(data).map((family) => (
        <ChangeTable
          key={family.family}
          caption={`${family.family}: the family out of ${FAMILY_MAX}, each capability out of ${CAPABILITY_MAX}`}
          rows={[
            { label: family.family, change: family.score, lead: true },
            ...family.capabilities.map((c) => ({ label: c.name, change: c.change })),
          ]}
          fromDate={fromDate}
          toDate={toDate}
        />
      ))}
    </div>
  );
}

/** One direction's scores: its mark and name as the heading, each score's sentence under it. */
function Group({ group }: { group: ChangeGroup }) {
  const id = useId();
  return (
    <section
      className={`compare-group ${directionClass(group.direction)}`}
      aria-labelledby={id}
      data-direction={group.direction}
    >
      <h3 id={id} className="compare-group-title">
        <DirectionIcon direction={group.direction} />
        {group.title}
      </h3>
      {group.lines.length > 0 ? (
        <ul className="compare-lines">
          {group.lines.map((line) => (
            <li key={`${line.change.level}:${line.change.name}`}>{line.inGroup}</li>
          ))}
        </ul>
      ) : null}
      {group.unchanged ? <p className="compare-unchanged">{group.unchanged}</p> : null}
    </section>
  );
}

/** The engine's account: what changed most, when too soon, the noise, then each direction. */
function Account({ account }: { account: ComparisonAccount }) {
  return (
    <div className="compare-account" data-testid="compare-account">
      <p className="compare-lead" data-testid="compare-lead">
        {account.lead}
      </p>
      {account.soon ? (
        <p className="compare-soon" data-testid="compare-soon">
          {account.soon}
        </p>
      ) : null}
      {account.noise ? <p className="compare-noise">{account.noise}</p> : null}
      <div className="compare-groups">
        {account.groups.map((group) => (
          <Group key={group.direction} group={group} />
        ))}
      </div>
      {account.notCompared ? <p className="compare-noise">{account.notCompared}</p> : null}
    </div>
  );
}

function Moves({ data }: { data: CompareResponse }) {
  return (
    <dl className="compare-moves">
      {moveLines(data.comparison.report).map((line) => (
        <div key={line.label} className={line.moved ? 'compare-move moved' : 'compare-move'}>
          <dt>{line.label}</dt>
          <dd>{line.text}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ComparisonContent({
  data,
  download,
  lead,
  timeZone,
}: {
  data: CompareResponse;
  download?: CompareDownload;
  /** Shown first, before the account. */
  lead?: ReactNode;
  /** For tests; the reader's own time zone otherwise. */
  timeZone?: string;
}) {
  const dates = compareDates(data, timeZone);
  return (
    <div className="compare">
      <div className="compare-header">
        <div className="container">
          <h1>
            {COMPARE_TITLE}
            <span className="compare-dates">
              {' '}
              {dates.from} to {dates.to}
            </span>
          </h1>
          <div className="button-row compare-actions">
            {backToProfile}
            {download ? (
              <Button
                variant="secondary"
                disabled={download.preparing}
                onClick={download.onDownload}
              >
                {download.preparing ? PREPARING_COMPARISON : DOWNLOAD_COMPARISON}
              </Button>
            ) : null}
          </div>
          <p className="visually-hidden" role="status">
            {download?.preparing ? PREPARING_COMPARISON : ''}
          </p>
        </div>
      </div>
      {lead}
      <Part title={SECTION_TITLES.brief} className="compare-brief">
        <Account account={data.account} />
      </Part>
      <Part title={SECTION_TITLES.moves}>
        <Moves data={data} />
      </Part>
      <Part title={SECTION_TITLES.chart} alt>
        <CompareChart families={familyRows(data)} fromDate={dates.from} toDate={dates.to} />
      </Part>
      <Part title={SECTION_TITLES.tables}>
        <Tables data={data} fromDate={dates.from} toDate={dates.to} />
      </Part>
      <Part title={SECTION_TITLES.method} alt className="compare-method">
        {methodText(data.comparison).map((p) => (
          <p key={p}>{p}</p>
        ))}
      </Part>
    </div>
  );
}

/** Renders one state of the page; separate from loading so each state is easy to check. */
export function CompareView({
  state,
  download,
  lead,
  onRetry,
  timeZone,
}: {
  state: CompareState;
  download?: CompareDownload;
  lead?: ReactNode;
  onRetry?: () => void;
  timeZone?: string;
}) {
  switch (state.status) {
    case 'loading':
      return (
        <Message title={COMPARE_TITLE}>
          <p className="muted" role="status">
            Loading the comparison...
          </p>
        </Message>
      );
    case 'choose':
      return (
        <Message title={COMPARE_TITLE}>
          <p>{CHOOSE_TEXT}</p>
          {backToProfile}
        </Message>
      );
    case 'not-found':
      return (
        <Message title={NOT_FOUND_TITLE}>
          <p>{NOT_FOUND_TEXT}</p>
          {backToProfile}
        </Message>
      );
    case 'error':
      return (
        <Message title={ERROR_TITLE}>
          <p role="alert">{state.message}</p>
          <div className="button-row">
            {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
            {backToProfile}
          </div>
        </Message>
      );
    case 'shown':
      return (
        <ComparisonContent data={state.data} download={download} lead={lead} timeZone={timeZone} />
      );
  }
}
