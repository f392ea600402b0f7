// "Next Steps" and the invitation to a free 15-minute review (external form when configured).
import { Link } from 'react-router';
import { ExternalLink } from '../../../../components/ui';
import type { ReportTexts } from '../../report-texts';
import { reviewLink } from '../format';
import { ReportSection, TextsLoading } from '../parts';

export const REVIEW_LINK_TEXT = 'Book a free 15-minute review';

export function NextSteps({ texts }: { texts: ReportTexts | null }) {
  // Read at render time so the value the build sets (or a test stubs) is the one used.
  const review = reviewLink(import.meta.env.VITE_REVIEW_FORM_URL);
  return (
    <ReportSection title="Next Steps" alt>
      {texts ? (
        texts.nextSteps.length > 0 ? (
          <ol className="next-steps">
            {texts.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        ) : null
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
