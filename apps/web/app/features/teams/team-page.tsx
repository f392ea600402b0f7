// /teams/:id: the team report first (with its PDF), or why it is hidden; then which of my results
// counts, the members (names and status, never a score), for the owner the invitation links,
// removing members, closing and deleting the team, and for a member leaving.
import type { Invitation, TeamDetail } from '@peak/contracts';
import { useCallback, useRef, useState } from 'react';
import { MembersGate } from '../../components/layout/members-gate';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { Badge } from '../../components/ui';
import { messageOf } from '../../lib/error-message';
import { HttpError } from '../../lib/http';
import { useQuery } from '../../lib/query';
import { useAuth } from '../auth';
import { getTeam, getTeamReport } from './api';
import { InvitationsSection } from './invitations';
import { ManageSection } from './manage';
import { MembersSection } from './members';
import { MyResultSection } from './my-result';
import { BackToTeams, LoadFailed, Loading, PrivacyNote } from './parts';
import { TeamPdfButton } from './report/team-pdf-button';
import { TeamReportContent } from './report/team-report';
import './teams.css';

export const NOT_FOUND_TITLE = 'Team not found';
export const NOT_FOUND_TEXT = 'This team does not exist, or you are not one of its members.';

function ReportSection({ team, userId }: { team: TeamDetail; userId: string }) {
  const { id } = team;
  const report = useQuery(['team-report', id, userId], (signal) => getTeamReport(id, signal));
  return (
    <section aria-labelledby="team-report-heading" className="team-section team-report-section">
      <h2 id="team-report-heading">Team report</h2>
      {report.status === 'success' ? (
        <>
          {report.data.status === 'ready' ? (
            <TeamPdfButton team={team} state={report.data} />
          ) : null}
          <TeamReportContent state={report.data} />
        </>
      ) : report.status === 'error' ? (
        <LoadFailed message={messageOf(report.error)} onRetry={report.retry} />
      ) : (
        <Loading>Loading the team report...</Loading>
      )}
    </section>
  );
}

function TeamView({
  team,
  userId,
  setTeam,
  refresh,
  reportKey,
}: {
  team: TeamDetail;
  userId: string;
  setTeam: (team: TeamDetail) => void;
  refresh: () => Promise<void>;
  reportKey: number;
}) {
  const membersHeading = useRef<HTMLHeadingElement>(null);
  const me = team.me;
  return (
    <div className="team">
      <header className="team-header">
        <h1>{team.name}</h1>
        {team.organisation ? <p className="team-organisation">{team.organisation}</p> : null}
        <p className="team-role">
          {team.role === 'owner' ? 'You own this team.' : 'You are a member of this team.'}{' '}
          {team.closed ? <Badge className="team-closed">Closed to new members</Badge> : null}
        </p>
        <BackToTeams />
      </header>
      <ReportSection key={reportKey} team={team} userId={userId} />
      {me ? (
        <MyResultSection
          team={{ ...team, me }}
          userId={userId}
          onSaved={(saved) => {
            setTeam(saved);
            void refresh();
          }}
        />
      ) : null}
      <MembersSection
        team={team}
        headingRef={membersHeading}
        onRemoved={async () => {
          await refresh();
          membersHeading.current?.focus();
        }}
      />
      {team.role === 'owner' ? (
        <InvitationsSection
          team={team}
          onCreated={(invitation: Invitation) => {
            // Its token is shown once, by the form; the list keeps the rest.
            const { token: _shownOnce, ...kept } = invitation;
            setTeam({ ...team, invitations: [...team.invitations, kept] });
          }}
          onRevoked={refresh}
        />
      ) : null}
      <ManageSection team={team} onClosed={setTeam} />
      <PrivacyNote minimum={team.minimum} />
    </div>
  );
}

function TeamContent({ id, userId }: { id: string; userId: string }) {
  const team = useQuery(['team', id, userId], (signal) => getTeam(id, signal));
  const { setData } = team;
  // The report is loaded again, from its own loading state, after anything that can change it.
  const [reportKey, setReportKey] = useState(0);
  const refresh = useCallback(async () => {
    try {
      setData(await getTeam(id));
    } catch {
      // The page keeps what it shows; the next visit reads the team again.
    }
    setReportKey((key) => key + 1);
  }, [id, setData]);

  if (team.status === 'success')
    return (
      <TeamView
        team={team.data}
        userId={userId}
        setTeam={setData}
        refresh={refresh}
        reportKey={reportKey}
      />
    );
  if (team.status === 'error') {
    if (team.error instanceof HttpError && team.error.status === 404)
      return (
        <div className="team">
          <h1>{NOT_FOUND_TITLE}</h1>
          <p>{NOT_FOUND_TEXT}</p>
          <BackToTeams />
        </div>
      );
    return (
      <div className="team">
        <h1>Team</h1>
        <LoadFailed message={messageOf(team.error)} onRetry={team.retry} />
      </div>
    );
  }
  return (
    <div className="team">
      <h1>Team</h1>
      <Loading>Loading the team...</Loading>
    </div>
  );
}

export function TeamPage({ id }: { id: string }) {
  const { user } = useAuth();
  return (
    <MembersGate
      signedOut={
        <>
          <h1>Team</h1>
          <SignInPrompt
            title="Sign in to see this team"
            text="A team's members and its report are shown to its members only."
          />
        </>
      }
    >
      {user ? <TeamContent id={id} userId={user.id} /> : null}
    </MembersGate>
  );
}
