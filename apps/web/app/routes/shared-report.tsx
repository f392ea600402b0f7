import { useParams } from 'react-router';
import { AssessmentReport } from '../features/assessment/report/assessment-report';
import { savedStory } from '../features/assessment/story/use-story';
import { type ReadOnlyReport, SharedReportPage } from '../features/sharing/shared-report-page';
import { pageMeta } from '../seo/meta';

// The token is a secret: it stays out of the canonical address and of every meta tag.
export const meta = () =>
  pageMeta({
    title: 'A Shared Report',
    description: 'A Prioritization Self-Assessment report, shared by the person who took it.',
    path: '/r',
    noindex: true,
  });

/**
 * The report in the shared voice (about the person, by the first name the link carries), without
 * the owner's controls: no save, share or account actions.
 */
const SharedAssessmentReport: ReadOnlyReport = ({ report, subtitle }) => (
  <AssessmentReport
    results={report}
    story={savedStory(report)}
    subtitle={subtitle}
    voice={{ audience: 'shared', firstName: report.firstName }}
  />
);

export default function SharedReportRoute() {
  const { token = '' } = useParams();
  // Keyed by token: another link starts from its own loading state.
  return <SharedReportPage key={token} token={token} Report={SharedAssessmentReport} />;
}
