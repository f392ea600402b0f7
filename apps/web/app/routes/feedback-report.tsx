import { useParams } from 'react-router';
import { FeedbackReportPage } from '../features/feedback/report-page';
import { pageMeta } from '../seo/meta';

// Rendered in the browser for any id: a 360's report is its owner's, so none is pre-rendered.
export const meta = ({ params }: { params: { id?: string } }) =>
  pageMeta({
    title: 'Your 360 Report',
    description: 'How others see your prioritization, beside how you see it.',
    path: `/feedback/${encodeURIComponent(params.id ?? '')}/report`,
    noindex: true,
  });

export default function FeedbackReportRoute() {
  const { id = '' } = useParams();
  return <FeedbackReportPage key={id} id={id} />;
}
