// /staff/insights: the assessment's funnel for a range of days, from the daily totals the API keeps
// (no visitor can be picked out of them). Each chart is a table with its numbers, a bar under a
// number drawn from it and hidden from screen readers, who read the number. Tables fit 320 px. The API
// answers 404 to anyone who is not staff, and then this page is the site's not-found page.
import type { Insights, InsightsQuery } from '@peak/contracts';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { MembersGate } from '../../components/layout/members-gate';
import { Button } from '../../components/ui';
import { messageOf } from '../../lib/error-message';
import { setFunnelStaff } from '../../lib/funnel';
import { HttpError } from '../../lib/http';
import { groupDigits } from '../../lib/numbers';
import { useQuery } from '../../lib/query';
import { NotFoundPage } from '../not-found';
import { getInsights, insightsCsvUrl } from './api';
import { percentText, STEP_LABELS, WEEK_LABELS, WEEK_STEPS, weekText } from './labels';
import '../../styles/staff.css';
import './insights.css';

/** A bar as wide as `value` is of `max`, beside the number it draws. */
function Bar({ value, max }: { value: number; max: number }) {
  const width = max > 0 ? Math.round((value / max) * 1000) / 10 : 0;
  return (
    <span className="insights-bar" aria-hidden="true">
      <span style={{ inlineSize: `${width}%` }} />
    </span>
  );
}

function Figure({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="insights-figure" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function RangeForm({ range, onApply }: { range: Insights; onApply: (r: InsightsQuery) => void }) {
  const id = useId();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({ from: from || undefined, to: to || undefined });
  };
  return (
    <form className="insights-range" onSubmit={apply} aria-label="The days counted">
      <div className="staff-filter">
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
      </div>
      <div className="staff-filter">
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
      </div>
      <Button type="submit">Show</Button>
    </form>
  );
}

const count = (insights: Insights, step: (typeof WEEK_STEPS)[number]) =>
  insights.funnel.find((f) => f.step === step)?.count ?? 0;

function Headline({ insights }: { insights: Insights }) {
  return (
    <dl className="insights-headline">
      {WEEK_STEPS.map((step) => (
        <div key={step}>
          <dt>{STEP_LABELS[step]}</dt>
          <dd>{groupDigits(count(insights, step))}</dd>
        </div>
      ))}
      <div>
        <dt>Median time to finish</dt>
        <dd>
          {insights.completion.medianMinutes === null
            ? '–'
            : `${insights.completion.medianMinutes} min`}
        </dd>
      </div>
    </dl>
  );
}

function FunnelTable({ insights }: { insights: Insights }) {
  const steps = insights.funnel.filter((f) => f.step !== 'question-reached');
  const max = Math.max(0, ...steps.map((f) => f.count));
  return (
    <table className="insights-table">
      <caption>Each step over the range, and its share of the step before it</caption>
      <thead>
        <tr>
          <th scope="col">Step</th>
          <th scope="col">People</th>
          <th scope="col">Of the step before</th>
        </tr>
      </thead>
      <tbody>
        {steps.map((f) => (
          <tr key={f.step}>
            <th scope="row">{STEP_LABELS[f.step]}</th>
            <td className="insights-charted">
              {groupDigits(f.count)}
              <Bar value={f.count} max={max} />
            </td>
            <td>{percentText(f.ofPrevious)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function WeeksTable({ insights }: { insights: Insights }) {
  return (
    <table className="insights-table">
      <caption>Each week (from its Monday)</caption>
      <thead>
        <tr>
          <th scope="col">Week of</th>
          {WEEK_STEPS.map((step) => (
            <th scope="col" key={step}>
              {WEEK_LABELS[step]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {insights.weeks.map((w) => (
          <tr key={w.week}>
            <th scope="row">
              <time dateTime={w.week}>{weekText(w.week, insights.to.slice(0, 4))}</time>
            </th>
            {WEEK_STEPS.map((step) => (
              <td key={step}>{groupDigits(w.steps[step] ?? 0)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DropOffTable({ insights }: { insights: Insights }) {
  const max = Math.max(0, ...insights.byPosition.map((p) => p.lost));
  return (
    <table className="insights-table">
      <caption>How many reached each question, and how many stopped there</caption>
      <thead>
        <tr>
          <th scope="col">Question</th>
          <th scope="col">Reached</th>
          <th scope="col">Stopped there</th>
        </tr>
      </thead>
      <tbody>
        {insights.byPosition.map((p) => (
          <tr key={p.position}>
            <th scope="row">{p.position}</th>
            <td>{groupDigits(p.reached)}</td>
            <td className="insights-charted">
              {groupDigits(p.lost)}
              <Bar value={p.lost} max={max} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The questions people stopped at most, worded as the bank has them now. */
const QUESTIONS_LISTED = 10;

function QuestionsTable({ insights }: { insights: Insights }) {
  const losing = insights.byQuestion.filter((q) => q.lost > 0).slice(0, QUESTIONS_LISTED);
  if (losing.length === 0) return <p>Nobody stopped part-way in these days.</p>;
  return (
    <table className="insights-table">
      <caption>The questions people stopped at most</caption>
      <thead>
        <tr>
          <th scope="col">Question</th>
          <th scope="col">Reached</th>
          <th scope="col">Stopped there</th>
        </tr>
      </thead>
      <tbody>
        {losing.map((q) => (
          <tr key={q.questionId}>
            <th scope="row" className="insights-question">
              {q.text || q.questionId}
            </th>
            <td>{groupDigits(q.reached)}</td>
            <td>{groupDigits(q.lost)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ConversionTable({
  caption,
  first,
  rows,
}: {
  caption: string;
  first: [string, string];
  rows: ReadonlyArray<{ name: string; people: number; reviews: number; rate: number | null }>;
}) {
  return (
    <table className="insights-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{first[0]}</th>
          <th scope="col">{first[1]}</th>
          <th scope="col">Reviews</th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <th scope="row" className="insights-name">
              {r.name}
            </th>
            <td>{groupDigits(r.people)}</td>
            <td>{groupDigits(r.reviews)}</td>
            <td>{percentText(r.rate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Report({ insights }: { insights: Insights }) {
  return (
    <>
      <Headline insights={insights} />
      <Figure title="The funnel">
        <FunnelTable insights={insights} />
      </Figure>
      <Figure title="Week by week">
        <WeeksTable insights={insights} />
      </Figure>
      <Figure title="Where people stop">
        {insights.byPosition.length === 0 ? (
          <p>No question was reached in these days.</p>
        ) : (
          <>
            <DropOffTable insights={insights} />
            <QuestionsTable insights={insights} />
          </>
        )}
      </Figure>
      <Figure title="Finishers by band">
        <ConversionTable
          caption="Who finished in each band, and who of them asked for a review"
          first={['Band', 'Finished']}
          rows={insights.bands.map((b) => ({
            name: b.band,
            people: b.finished,
            reviews: b.reviews,
            rate: b.rate,
          }))}
        />
      </Figure>
      <Figure title="Where people came from">
        {insights.sources.length === 0 ? (
          <p>Nobody started in these days.</p>
        ) : (
          <ConversionTable
            caption="Starts by first-touch source, and who of them asked for a review"
            first={['Source', 'Started']}
            rows={insights.sources.map((s) => ({
              name: s.source || 'Direct',
              people: s.started,
              reviews: s.reviews,
              rate: s.rate,
            }))}
          />
        )}
      </Figure>
    </>
  );
}

function InsightsView() {
  const [range, setRange] = useState<InsightsQuery>({});
  const insights = useQuery(['staff-insights', range.from, range.to], (signal) =>
    getInsights(range, signal),
  );
  // The insights answer staff only: this person's visits are not counted in the funnel.
  const isStaff = insights.status === 'success';
  useEffect(() => {
    if (isStaff) setFunnelStaff(true);
  }, [isStaff]);
  if (
    insights.status === 'error' &&
    insights.error instanceof HttpError &&
    insights.error.status === 404
  )
    return <NotFoundPage />;
  const data = insights.status === 'success' ? insights.data : undefined;
  return (
    <>
      <div className="staff-heading">
        <h1>Assessment insights</h1>
        <nav className="button-row" aria-label="Staff pages">
          <a className="button button-secondary" href="/staff">
            Leads
          </a>
          {data ? (
            <a
              className="button button-secondary"
              href={insightsCsvUrl({ from: data.from, to: data.to })}
              download
            >
              Export CSV
            </a>
          ) : null}
        </nav>
      </div>
      <p className="insights-note">
        Daily totals of the assessment&apos;s steps: no cookie, no address, no account, so nobody
        can be picked out of them.
      </p>
      {data ? <RangeForm key={`${data.from}:${data.to}`} range={data} onApply={setRange} /> : null}
      <div role="status" aria-live="polite" className="staff-count">
        {data
          ? `${data.from} to ${data.to}`
          : insights.status === 'error'
            ? ''
            : 'Loading the insights...'}
      </div>
      {insights.status === 'error' ? (
        <p role="alert" className="confirm-error">
          {messageOf(insights.error)}{' '}
          <Button variant="secondary" size="small" onClick={insights.retry}>
            Try again
          </Button>
        </p>
      ) : null}
      {data ? <Report insights={data} /> : null}
    </>
  );
}

export function InsightsPage() {
  return (
    <MembersGate signedOut={<NotFoundPage />}>
      <InsightsView />
    </MembersGate>
  );
}
