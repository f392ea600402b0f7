import { useLocation, useParams } from 'react-router';
import { CheckInPage } from '../features/plans/check-in-page';
import { pageMeta } from '../seo/meta';

// The token is a secret: it stays out of the canonical address and of every meta tag.
export const meta = () =>
  pageMeta({
    title: 'Your Check-in',
    description: 'A check-in on your plan.',
    path: '/plans/check-in',
    noindex: true,
  });

export default function PlanCheckInRoute() {
  const { token = '' } = useParams();
  const answer = new URLSearchParams(useLocation().search).get('answer');
  return <CheckInPage key={token} token={token} answer={answer} />;
}
