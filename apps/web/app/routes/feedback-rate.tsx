import { useParams } from 'react-router';
import { RaterPage } from '../features/feedback/rater-page';
import { pageMeta } from '../seo/meta';

// The token is a secret: it stays out of the canonical address and of every meta tag.
export const meta = () =>
  pageMeta({
    title: 'Your Feedback',
    description: 'Feedback on how someone you work with prioritizes.',
    path: '/feedback/rate',
    noindex: true,
  });

export default function FeedbackRateRoute() {
  const { token = '' } = useParams();
  // Not keyed by the token: the address becomes the rater's own link on a group link's first save,
  // and the page goes on as it is.
  return <RaterPage token={token} />;
}
