// Which of my results counts in a team, and where it stands. Switching takes effect at once; when
// my result counts, the warning says what switching does to the report.
import type { TeamDetail } from '@peak/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui';
import { messageOf } from '../../lib/error-message';
import { useMutation } from '../../lib/query';
import { setMyResult } from './api';
import { NEXT, ResultChoice, useMyResults } from './result-choice';
import { myStatusText, STATUS_WORDS } from './texts';

export const SWITCH_WARNING =
  "Your result counts now. Choosing another hides every version of the report that holds it, for everyone, until the report differs from what each reader last saw by the team's minimum of people.";

export function MyResultSection({
  team,
  userId,
  onSaved,
}: {
  team: TeamDetail & { me: NonNullable<TeamDetail['me']> };
  userId: string;
  onSaved: (team: TeamDetail) => void;
}) {
  const id = useId();
  const results = useMyResults(userId);
  const current = team.me.resultId ?? NEXT;
  const [choice, setChoice] = useState(current);
  const save = useMutation((resultId: string | null) => setMyResult(team.id, { resultId }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const saved = await save.mutate(choice === NEXT ? null : choice);
    if (saved) onSaved(saved);
  }

  return (
    <section aria-labelledby={id} className="team-section">
      <h2 id={id}>Your result in this team</h2>
      <p>
        <strong>{STATUS_WORDS[team.me.status]}.</strong>{' '}
        {myStatusText(team.me.status, team.minimum, team.me.resultId === null)}
      </p>
      <form className="team-form" onSubmit={onSubmit}>
        <ResultChoice
          name={`${id}-result`}
          legend="Which of your results counts"
          results={results}
          value={choice}
          onChange={(value) => {
            setChoice(value);
            save.reset();
          }}
          hint="Only you see your own results here. The team sees your status, never a score."
          cannotCount={team.me.cannotCount}
        />
        {team.me.status === 'counted' && choice !== current ? (
          <p className="team-warning">{SWITCH_WARNING}</p>
        ) : null}
        <div className="button-row">
          <Button type="submit" disabled={save.status === 'pending'}>
            {save.status === 'pending' ? 'Saving...' : 'Save my choice'}
          </Button>
        </div>
        <p role="status" className="team-saved">
          {save.status === 'success' ? 'Your choice is saved.' : ''}
        </p>
        {save.status === 'error' ? (
          <p className="team-error" role="alert">
            {messageOf(save.error)}
          </p>
        ) : null}
      </form>
    </section>
  );
}
