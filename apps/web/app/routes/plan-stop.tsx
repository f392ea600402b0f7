import { useParams } from 'react-router';
import { StopPage } from '../features/plans/stop-page';
import { pageMeta } from '../seo/meta';

// The token is a secret: it stays out of the canonical address and of every meta tag.
export const meta = () =>
  pageMeta({
    title: 'Stop Reminders',
    description: 'Stop the reminders of your plan.',
    path: '/plans/stop',
    noindex: true,
  });

export default function PlanStopRoute() {
  const { token = '' } = useParams();
  return <StopPage key={token} token={token} />;
}
