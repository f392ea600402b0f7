// The members of a team: name, role and where their result stands, in words; never a score. The
// owner can remove a member, after a confirmation that says what it does to the report.
import type { TeamDetail } from '@peak/contracts';
import { type RefObject, useId } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { removeMember } from './api';
import { people, ROLE_WORDS, results, STATUS_WORDS } from './texts';

type Person = TeamDetail['people'][number];

export const removeText = (name: string) =>
  `${name} leaves the team. If their result counts, every version of the team report that holds it is hidden at once, and the report shows again only once it differs from the last one each reader saw by the team's minimum of people. ${name} keeps their own saved results.`;

function Member({
  person,
  team,
  onRemoved,
}: {
  person: Person;
  team: TeamDetail;
  onRemoved: () => void;
}) {
  const removable = team.role === 'owner' && person.role === 'member' && !person.me;
  return (
    <li className="team-member">
      <p className="team-member-name">
        {person.name}
        {person.me ? <span className="muted"> (you)</span> : null}
      </p>
      <p className="team-member-facts">
        <span>{ROLE_WORDS[person.role]}</span>
        <span className={`team-status team-status-${person.status}`}>
          {STATUS_WORDS[person.status]}
        </span>
      </p>
      {removable ? (
        <div className="team-member-actions">
          <ConfirmDialog
            size="small"
            trigger="Remove"
            triggerLabel={`Remove ${person.name}`}
            title={`Remove ${person.name} from ${team.name}?`}
            action="Remove member"
            busyAction="Removing..."
            onConfirm={() => removeMember(team.id, person.id)}
            onDone={onRemoved}
          >
            <p>{removeText(person.name)}</p>
          </ConfirmDialog>
        </div>
      ) : null}
    </li>
  );
}

export function MembersSection({
  team,
  headingRef,
  onRemoved,
}: {
  team: TeamDetail;
  /** Focus comes back here once a member is removed (their row, and its button, are gone). */
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRemoved: () => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="team-section">
      <h2 id={id} ref={headingRef} tabIndex={-1}>
        Members
      </h2>
      <p>
        {people(team.members)} in the team. {results(team.counted)} that can count in the report
        (every capability answered).
      </p>
      <ul className="team-members">
        {team.people.map((person) => (
          <Member key={person.id} person={person} team={team} onRemoved={onRemoved} />
        ))}
      </ul>
    </section>
  );
}
