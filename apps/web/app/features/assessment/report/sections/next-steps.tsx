// "Next Steps": where to start (the one first action the engine chose, why, and what to do in week
// two), then the other steps (three in all), the closing sentence, and the invitation to a free
// 15-minute review: a review request sharing this report, or the contact page (an external form
// when configured) where there is no report to share.
import type { Report } from '@peak/scoring';
import { Link } from 'react-router';
import { ExternalLink } from '../../../../components/ui';
import { useSiteSettings } from '../../../../lib/site-settings';
import { ReviewRequestButton, type ReviewSource } from '../../../leads';
import type { ReportTexts } from '../../report-texts';
import { firstActionText, nextStepText, reviewLink } from '../format';
import { Paragraphs, ReportSection, TextsLoading } from '../parts';

export const REVIEW_LINK_TEXT = 'Book a free 15-minute review';

export const START_HERE = 'Start here';

/** The first action, set apart: what to do this week, in week two, and why it comes first. */
function FirstAction({ report, texts }: { report: Report; texts: ReportTexts }) {
  const first = report.firstAction ? firstActionText(report.firstAction, texts, report.role) : null;
  if (!first) return null;
  return (
    <div className="card first-action" data-testid="first-action">
      <h3>
        {START_HERE}: {first.title}
      </h3>
      <p>
        <strong>This week: </strong>
        {first.thisWeek}
      </p>
      {first.weekTwo ? (
        <p>
          <strong>Week two: </strong>
          {first.weekTwo}
        </p>
      ) : null}
      <p className="muted">
        <strong>Why here: </strong>
        {first.because}
      </p>
    </div>
  );
}

function Steps({ report, texts }: { report: Report; texts: ReportTexts }) {
  // The first step is the first action, shown above with its week two.
  const rest = report.firstAction ? report.nextSteps.slice(1) : report.nextSteps;
  const steps = rest.flatMap((step) => {
    const line = nextStepText(step, texts, report.role);
    return line ? [line] : [];
  });
  if (steps.length === 0) return null;
  return (
    <ol className="next-steps" start={report.firstAction ? 2 : 1}>
      {steps.map((step) => (
        <li key={`${step.lead ?? ''}${step.text}`}>
          {step.lead ? <strong>{step.lead} </strong> : null}
          {step.text}
          {step.from ? <span className="next-step-source"> (from {step.from})</span> : null}
        </li>
      ))}
    </ol>
  );
}

export function NextSteps({
  report,
  texts,
  review: source,
}: {
  report: Report;
  texts: ReportTexts | null;
  /** The report a review request would share; without it the button opens the contact page. */
  review?: ReviewSource;
}) {
  const review = reviewLink(useSiteSettings().reviewBookingUrl);
  return (
    <ReportSection title="Next Steps" alt>
      {texts ? (
        <>
          <FirstAction report={report} texts={texts} />
          <Steps report={report} texts={texts} />
          <div className="next-steps-closing">
            <Paragraphs text={texts.nextStepsClosing} />
          </div>
        </>
      ) : (
        <TextsLoading />
      )}
      <div className="card review-invite">
        <p>
          Want to talk your results through? In a free 15-minute review we look at your report
          together and pick the one change most worth making first.
        </p>
        {source ? (
          <ReviewRequestButton label={REVIEW_LINK_TEXT} source={source} />
        ) : review.external ? (
          <ExternalLink href={review.href} variant="primary">
            {REVIEW_LINK_TEXT}
          </ExternalLink>
        ) : (
          <Link to={review.href} className="button button-primary">
            {REVIEW_LINK_TEXT}
          </Link>
        )}
      </div>
    </ReportSection>
  );
}
