import { Section } from '../components/ui';
import { TeamsPage } from '../features/teams/teams-page';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Teams',
    description: 'Your teams for the Prioritization Self-Assessment, and a new one to create.',
    path: '/teams',
    noindex: true,
  });

export default function TeamsRoute() {
  return (
    <Section>
      <h1>Teams</h1>
      <p className="lead">
        Take the assessment as a team: each person answers on their own, and the team report shows
        how many of you are in each band, never anyone's scores.
      </p>
      <TeamsPage />
    </Section>
  );
}
