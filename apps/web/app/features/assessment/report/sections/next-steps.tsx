// "Next Steps": the steps the engine chose (One Action to Try for the lowest capabilities, then the
// first action of the findings shown), the closing sentence, and the invitation to a free 15-minute
// review (external form when configured).
import type { Report } from '@peak/scoring';
import { Link } from 'react-router';
import { ExternalLink } from '../../../../components/ui';
import type { ReportTexts } from '../../report-texts';
import { nextStepText, reviewLink } from '../format';
import { Paragraphs, ReportSection, TextsLoading } from '../parts';

export const REVIEW_LINK_TEXT = 'Book a free 15-minute review';

function Steps({ report, texts }: { report: Report; texts: ReportTexts }) {
  const steps = report.nextSteps.flatMap((step) => {
    const line = nextStepText(step, texts, report.role);
    return line ? [line] : [];
  });
  if (steps.length === 0) return null;
  return (
    <ol className="next-steps">
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

export function NextSteps({ report, texts }: { report: Report; texts: ReportTexts | null }) {
  // Read at render time so the value the build sets (or a test stubs) is the one used.
  const review = reviewLink(import.meta.env.VITE_REVIEW_FORM_URL);
  return (
    <ReportSection title="Next Steps" alt>
      {texts ? (
        <>
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
        {review.external ? (
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
