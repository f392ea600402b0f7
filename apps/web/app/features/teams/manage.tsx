// What the owner can do to the whole team (close it to new members, delete it) and what a member
// can do (leave): each after a confirmation that says exactly what happens.
import type { TeamDetail } from '@peak/contracts';
import { useId, useRef } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useNavigation } from '../../lib/navigation';
import { closeTeam, deleteTeam, leaveTeam } from './api';

export const CLOSE_TEXT =
  'No one can join after this, and every invitation link stops working. The members and the team report stay as they are.';
export const DELETE_TEXT =
  'The team, its members list, its invitation links and its report are deleted for everyone. Each member keeps their own saved results. This cannot be undone.';
export const LEAVE_TEXT =
  "You leave the team and it stops counting your result: every version of the team report that holds it is hidden at once, for everyone, until the report differs from what each reader last saw by the team's minimum of people. Your saved results stay in your account.";

export function ManageSection({
  team,
  onClosed,
}: {
  team: TeamDetail;
  onClosed: (team: TeamDetail) => void;
}) {
  const id = useId();
  const { navigate } = useNavigation();
  const closed = useRef<TeamDetail | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  if (team.role === 'owner')
    return (
      <section aria-labelledby={id} className="team-section">
        <h2 id={id} ref={heading} tabIndex={-1}>
          Manage the team
        </h2>
        {team.closed ? <p>The team is closed: no one can join it.</p> : null}
        <div className="button-row">
          {team.closed ? null : (
            <ConfirmDialog
              trigger="Close the team"
              title={`Close ${team.name} to new members?`}
              action="Close the team"
              busyAction="Closing..."
              onConfirm={async () => {
                closed.current = await closeTeam(team.id);
              }}
              onDone={() => {
                if (closed.current) onClosed(closed.current);
                // The Close button is gone: focus goes to the section's heading.
                requestAnimationFrame(() => heading.current?.focus());
              }}
            >
              <p>{CLOSE_TEXT}</p>
            </ConfirmDialog>
          )}
          <ConfirmDialog
            trigger="Delete the team"
            title={`Delete ${team.name}?`}
            action="Delete the team"
            busyAction="Deleting..."
            onConfirm={() => deleteTeam(team.id)}
            onDone={() => navigate('/teams')}
          >
            <p>{DELETE_TEXT}</p>
          </ConfirmDialog>
        </div>
      </section>
    );
  return (
    <section aria-labelledby={id} className="team-section">
      <h2 id={id}>Leave the team</h2>
      <p>{LEAVE_TEXT}</p>
      <ConfirmDialog
        trigger="Leave the team"
        title={`Leave ${team.name}?`}
        action="Leave the team"
        busyAction="Leaving..."
        onConfirm={() => leaveTeam(team.id)}
        onDone={() => navigate('/teams')}
      >
        <p>{LEAVE_TEXT}</p>
      </ConfirmDialog>
    </section>
  );
}
