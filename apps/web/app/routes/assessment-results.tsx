import { useParams } from 'react-router';
import { Section } from '../components/ui';
import { type OwnerTools, SavedReportPage } from '../features/assessment/saved/saved-report-page';
import { StartFeedback } from '../features/feedback';
import { MakePlanLink } from '../features/plans';
import { ShareReport } from '../features/sharing';
import { pageMeta } from '../seo/meta';

// Rendered in the browser for any id: saved results are private, so none is pre-rendered.
export const meta = ({ params }: { params: { id?: string } }) =>
  pageMeta({
    title: 'Assessment Results',
    description: 'One of your saved prioritization assessment reports.',
    path: `/assessment/results/${encodeURIComponent(params.id ?? '')}`,
    noindex: true,
  });

/**
 * After the owner's report: making it their plan (its Next Steps end there), asking others for a
 * 360 on it, then sharing it.
 */
const ReportOwnerTools: OwnerTools = (props) => (
  <>
    <Section>
      <MakePlanLink resultId={props.resultId} />
      <StartFeedback resultId={props.resultId} />
    </Section>
    <ShareReport {...props} />
  </>
);

export default function AssessmentResultsPage() {
  const { id = '' } = useParams();
  // Keyed by id: moving to another saved report starts from its own loading state.
  return <SavedReportPage key={id} id={id} ownerTools={ReportOwnerTools} />;
}
