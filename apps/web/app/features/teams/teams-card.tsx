// The member dashboard's Teams card: the way to /teams, with how many teams I am in. When the
// count cannot be read the card still leads there.
import { Card } from '../../components/ui';
import { AppLink } from '../../lib/navigation';
import { useQuery } from '../../lib/query';
import { listTeams } from './api';

export const teamsCountText = (count: number | undefined) =>
  count === undefined
    ? 'Assess your team together: invite colleagues and see the team report.'
    : count === 0
      ? 'You are not in a team yet: create one and invite your colleagues.'
      : `You are in ${count} ${count === 1 ? 'team' : 'teams'}. See the members and the team reports.`;

export function TeamsCard({ userId }: { userId: string }) {
  const teams = useQuery(['teams', userId], (signal) => listTeams(signal));
  return (
    <Card as="li">
      <h3>
        <AppLink to="/teams">Teams</AppLink>
      </h3>
      <p>{teamsCountText(teams.status === 'success' ? teams.data.docs.length : undefined)}</p>
    </Card>
  );
}
