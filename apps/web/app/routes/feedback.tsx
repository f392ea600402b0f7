import { useParams } from 'react-router';
import { FeedbackPage } from '../features/feedback/owner-page';
import { pageMeta } from '../seo/meta';

// Rendered in the browser for any id: a 360 is its owner's, so none is pre-rendered.
export const meta = ({ params }: { params: { id?: string } }) =>
  pageMeta({
    title: 'Your 360',
    description: 'Your 360: whom you invited, who has answered, and your predictions.',
    path: `/feedback/${encodeURIComponent(params.id ?? '')}`,
    noindex: true,
  });

export default function FeedbackRoute() {
  const { id = '' } = useParams();
  // Keyed by id: another 360 starts from its own loading state.
  return <FeedbackPage key={id} id={id} />;
}
