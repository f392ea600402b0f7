import { useParams } from 'react-router';
import { Section } from '../components/ui';
import { TeamPage } from '../features/teams/team-page';
import { pageMeta } from '../seo/meta';

// Rendered in the browser for any id: teams are private, so none is pre-rendered.
export const meta = ({ params }: { params: { id?: string } }) =>
  pageMeta({
    title: 'Team',
    description: 'A team, its members and its team report.',
    path: `/teams/${encodeURIComponent(params.id ?? '')}`,
    noindex: true,
  });

export default function TeamRoute() {
  const { id = '' } = useParams();
  // Keyed by id: another team starts from its own loading state.
  return (
    <Section>
      <TeamPage key={id} id={id} />
    </Section>
  );
}
