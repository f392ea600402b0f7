import { useParams } from 'react-router';
import { Section } from '../components/ui';
import { JoinPage } from '../features/teams/join-page';
import { pageMeta } from '../seo/meta';

// The token is a secret: it stays out of the canonical address and of every meta tag.
export const meta = () =>
  pageMeta({
    title: 'Join a Team',
    description: 'An invitation to join a team for the Prioritization Self-Assessment.',
    path: '/teams/join',
    noindex: true,
  });

export default function TeamJoinRoute() {
  const { token = '' } = useParams();
  return (
    <Section>
      <JoinPage key={token} token={token} />
    </Section>
  );
}
