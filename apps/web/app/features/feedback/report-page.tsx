// /feedback/:id/report: the 360's report. Who is shown (a group once enough of it answered, all
// others together from four); a table per family, with the family and its capabilities as rows:
// the person's own score, each shown group, all others, how closely they agree and whether self
// and others differ by more than the error; the predictions against what each group said; and the
// comments by family, never attributed, with a flag beside one that mentions someone by name.
import {
  type FeedbackReportView,
  type FeedbackRowView,
  MENTIONS_A_NAME,
  RATER_GROUPS,
  type RaterGroup,
} from '@peak/contracts';
import { ALL_OTHERS_MIN, FAMILIES } from '@peak/scoring';
import { type ReactNode, useId } from 'react';
import { MembersGate } from '../../components/layout/members-gate';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { Button, ButtonLink, Section } from '../../components/ui';
import { messageOf } from '../../lib/error-message';
import { HttpError } from '../../lib/http';
import { useQuery } from '../../lib/query';
import { useAuth } from '../auth';
import { getFeedbackReport } from './api';
import { FeedbackPdfButton } from './pdf/feedback-pdf-button';
import {
  AGREEMENT_WORDS,
  closingText,
  feedbackPath,
  groupLabel,
  hiddenText,
  PREDICTION_WORDS,
  score,
  VERDICT_WORDS,
} from './texts';
import './feedback.css';

export const REPORT_TITLE = 'Your 360 report';
export const NOT_FOUND_TEXT = 'This 360 does not exist, or it is not yours.';
export const TOO_FEW = 'Too few answers';

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="feedback-section">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A table that scrolls on its own on a narrow screen, so the page never does (1.4.10). */
function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard
    <section className="feedback-table-box" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

function Shown({ report }: { report: FeedbackReportView }) {
  const { minimum } = report.feedback;
  return (
    <Part title="Who is shown">
      <p>
        {report.counted} {report.counted === 1 ? 'rater is' : 'raters are'} counted. You never see
        who answered, or any one person&apos;s answers.
      </p>
      <ul className="feedback-shown">
        {RATER_GROUPS.map((group) => {
          const n = report.shown[group];
          return (
            <li key={group}>
              <strong>{groupLabel(group)}:</strong>{' '}
              {n === undefined ? hiddenText(minimum) : `${n} answered`}
            </li>
          );
        })}
        <li>
          <strong>All others together:</strong>{' '}
          {report.allOthersShown ? `${report.counted} answered` : hiddenText(ALL_OTHERS_MIN)}
        </li>
      </ul>
    </Part>
  );
}

function FamilyTable({
  family,
  rows,
  groups,
  report,
}: {
  family: string;
  rows: FeedbackRowView[];
  groups: RaterGroup[];
  report: FeedbackReportView;
}) {
  const allOthers = (row: FeedbackRowView) =>
    row.allOthers
      ? score(row.allOthers.mean)
      : report.allOthersShown
        ? TOO_FEW
        : hiddenText(ALL_OTHERS_MIN);
  return (
    <TableBox label={`${family}, as a table`}>
      <table className="feedback-table">
        <caption>{family}: how you see yourself, and how others see you</caption>
        <thead>
          <tr>
            <th scope="col">Scale</th>
            <th scope="col">You</th>
            {groups.map((group) => (
              <th key={group} scope="col">
                {groupLabel(group)}
              </th>
            ))}
            <th scope="col">All others</th>
            <th scope="col">Agreement among others</th>
            <th scope="col">You against others</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.level}-${row.name}`} className={`feedback-row-${row.level}`}>
              <th scope="row">{row.level === 'family' ? `${row.name} (family)` : row.name}</th>
              <td>{score(row.self)}</td>
              {groups.map((group) => {
                const figure = row.groups[group];
                return (
                  <td key={group}>
                    {figure ? score(figure.mean) : TOO_FEW}
                    {figure?.agreement ? (
                      <span className="feedback-agreement">
                        {AGREEMENT_WORDS[figure.agreement]}
                      </span>
                    ) : null}
                  </td>
                );
              })}
              <td>{allOthers(row)}</td>
              <td>{row.allOthers?.agreement ? AGREEMENT_WORDS[row.allOthers.agreement] : '–'}</td>
              <td>{row.gap ? VERDICT_WORDS[row.gap.verdict] : VERDICT_WORDS['too-few']}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

function Figures({ report }: { report: FeedbackReportView }) {
  const groups = RATER_GROUPS.filter((group) => report.shown[group] !== undefined);
  return (
    <Part title="How others see you">
      <p>
        Answers are on a scale of 1 to 5. A gap is named only when it is larger than the error of
        the two scores; otherwise you and others agree within the noise.
      </p>
      {FAMILIES.map((family) => {
        const rows = [
          ...report.families.filter((row) => row.name === family.name),
          ...report.capabilities.filter((row) =>
            (family.capabilities as readonly string[]).includes(row.name),
          ),
        ];
        if (rows.length === 0) return null;
        return (
          <section key={family.name} className="feedback-family-report" aria-label={family.name}>
            <h3>{family.name}</h3>
            <FamilyTable family={family.name} rows={rows} groups={groups} report={report} />
          </section>
        );
      })}
    </Part>
  );
}

function Predictions({ report }: { report: FeedbackReportView }) {
  if (report.predictions.length === 0) return null;
  const { minimum } = report.feedback;
  return (
    <Part title="Your predictions">
      <TableBox label="Your predictions, as a table">
        <table className="feedback-table">
          <caption>What you predicted each group would say, and what it said</caption>
          <thead>
            <tr>
              <th scope="col">Group and family</th>
              <th scope="col">You predicted</th>
              <th scope="col">They said</th>
              <th scope="col">Verdict</th>
            </tr>
          </thead>
          <tbody>
            {report.predictions.map((p) => (
              <tr key={`${p.group}-${p.family}`}>
                <th scope="row">
                  {groupLabel(p.group)}: {p.family}
                </th>
                <td>{score(p.score)}</td>
                <td>{p.actual === null ? hiddenText(minimum) : score(p.actual)}</td>
                <td>{PREDICTION_WORDS[p.verdict]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </Part>
  );
}

function Comments({ report }: { report: FeedbackReportView }) {
  const withTexts = report.comments.filter((c) => c.texts.length > 0);
  return (
    <Part title="Comments">
      <p className="muted">In random order, never with who wrote them.</p>
      {withTexts.length === 0 ? (
        <p>No comments yet.</p>
      ) : (
        withTexts.map((c) => (
          <section key={c.family} aria-label={`Comments on ${c.family}`}>
            <h3>{c.family}</h3>
            <ul className="feedback-comments">
              {c.texts.map((t, i) => (
                <li key={i}>
                  <p>{t.text}</p>
                  {t.mentionsName ? <p className="feedback-flag">{MENTIONS_A_NAME}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </Part>
  );
}

export function FeedbackReport({
  report,
  firstName = '',
}: {
  report: FeedbackReportView;
  firstName?: string;
}) {
  return (
    <div className="feedback-report">
      <h1>{REPORT_TITLE}</h1>
      <p className="feedback-lead">{closingText(report.feedback.closesAt, report.feedback.open)}</p>
      <ButtonLink to={feedbackPath(report.feedback.id)} variant="ghost">
        Back to your 360
      </ButtonLink>
      <FeedbackPdfButton report={report} firstName={firstName} />
      <Shown report={report} />
      <Figures report={report} />
      <Predictions report={report} />
      <Comments report={report} />
    </div>
  );
}

function ReportContent({
  id,
  userId,
  firstName,
}: {
  id: string;
  userId: string;
  firstName: string;
}) {
  const report = useQuery(['feedback-report', id, userId], (signal) =>
    getFeedbackReport(id, signal),
  );
  if (report.status === 'success')
    return <FeedbackReport report={report.data} firstName={firstName} />;
  if (report.status === 'error') {
    const notFound = report.error instanceof HttpError && report.error.status === 404;
    return (
      <>
        <h1>{REPORT_TITLE}</h1>
        <p role="alert">{notFound ? NOT_FOUND_TEXT : messageOf(report.error)}</p>
        {notFound ? null : (
          <Button variant="secondary" onClick={report.retry}>
            Try again
          </Button>
        )}
      </>
    );
  }
  return (
    <>
      <h1>{REPORT_TITLE}</h1>
      <p className="muted" role="status">
        Loading your report...
      </p>
    </>
  );
}

export function FeedbackReportPage({ id }: { id: string }) {
  const { user } = useAuth();
  return (
    <Section className="feedback-page feedback-report-page">
      <MembersGate
        signedOut={
          <>
            <h1>{REPORT_TITLE}</h1>
            <SignInPrompt
              title="Sign in to see your 360 report"
              text="A 360's report is shown to the person it is about only."
            />
          </>
        }
      >
        {user ? <ReportContent id={id} userId={user.id} firstName={user.firstName} /> : null}
      </MembersGate>
    </Section>
  );
}
