// /teams: the teams I own or belong to, and a form to create one. Signed out: the site's prompt to
// sign in or create an account.
import {
  createTeamSchema,
  TEAM_NAME_MAX,
  TEAM_ORGANISATION_MAX,
  type TeamList,
} from '@peak/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { MembersGate } from '../../components/layout/members-gate';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { Badge, Button, Card } from '../../components/ui';
import { messageOf } from '../../lib/error-message';
import { AppLink, useNavigation } from '../../lib/navigation';
import { useMutation, useQuery } from '../../lib/query';
import { useAuth } from '../auth';
import { createTeam, listTeams } from './api';
import { LoadFailed, Loading, PrivacyNote } from './parts';
import { DEFAULT_MINIMUM, people, ROLE_WORDS, results } from './texts';
import './teams.css';

export const NO_TEAMS = 'You are not in a team yet. Create one below, or open an invitation link.';

function TeamCard({ team }: { team: TeamList['docs'][number] }) {
  return (
    <Card as="li" className="team-card">
      <h3>
        <AppLink to={`/teams/${encodeURIComponent(team.id)}`}>{team.name}</AppLink>
      </h3>
      {team.organisation ? <p className="muted">{team.organisation}</p> : null}
      <dl className="team-facts">
        <div>
          <dt>Your role</dt>
          <dd>{ROLE_WORDS[team.role]}</dd>
        </div>
        <div>
          <dt>Members</dt>
          <dd>{people(team.members)}</dd>
        </div>
        <div>
          <dt>In the report</dt>
          <dd>{results(team.counted)}</dd>
        </div>
      </dl>
      {team.closed ? <Badge className="team-closed">Closed to new members</Badge> : null}
    </Card>
  );
}

function MyTeams({ userId }: { userId: string }) {
  const teams = useQuery(['teams', userId], (signal) => listTeams(signal));
  return (
    <section aria-labelledby="my-teams-heading" className="team-section">
      <h2 id="my-teams-heading">Your teams</h2>
      {teams.status === 'loading' || teams.status === 'idle' ? (
        <Loading>Loading your teams...</Loading>
      ) : teams.status === 'error' ? (
        <LoadFailed message={messageOf(teams.error)} onRetry={teams.retry} />
      ) : teams.data.docs.length === 0 ? (
        <p>{NO_TEAMS}</p>
      ) : (
        <ul className="team-cards">
          {teams.data.docs.map((team) => (
            <TeamCard key={team.id} team={team} />
          ))}
        </ul>
      )}
    </section>
  );
}

type Errors = Partial<Record<'name' | 'organisation', string>>;

export function CreateTeamForm() {
  const id = useId();
  const { navigate } = useNavigation();
  const [name, setName] = useState('');
  const [organisation, setOrganisation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const create = useMutation(createTeam);
  const nameRef = useRef<HTMLInputElement>(null);
  const organisationRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = createTeamSchema.safeParse({
      name,
      ...(organisation.trim() ? { organisation } : {}),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'organisation' ? 'organisation' : 'name';
        next[key] ??=
          key === 'name' && name.trim() === ''
            ? issue.message
            : `Use at most ${key === 'name' ? TEAM_NAME_MAX : TEAM_ORGANISATION_MAX} characters.`;
      }
      setErrors(next);
      (next.name ? nameRef : organisationRef).current?.focus();
      return;
    }
    setErrors({});
    const team = await create.mutate(parsed.data);
    if (team) navigate(`/teams/${encodeURIComponent(team.id)}`);
  }

  const field = (
    key: 'name' | 'organisation',
    label: string,
    value: string,
    set: (value: string) => void,
    extra: { required?: boolean; max: number; autoComplete: string },
  ) => {
    const inputId = `${id}-${key}`;
    return (
      <div className="team-field">
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          ref={key === 'name' ? nameRef : organisationRef}
          name={key}
          value={value}
          onChange={(event) => set(event.target.value)}
          maxLength={extra.max}
          required={extra.required}
          autoComplete={extra.autoComplete}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? `${inputId}-error` : undefined}
        />
        {errors[key] ? (
          <p id={`${inputId}-error`} className="team-field-error">
            {errors[key]}
          </p>
        ) : null}
      </div>
    );
  };

  const busy = create.status === 'pending';
  return (
    <section aria-labelledby={`${id}-heading`} className="team-section">
      <h2 id={`${id}-heading`}>Create a team</h2>
      <p>
        You own the team you create: you invite people with a link, and you see who has joined and
        where their result stands, never their scores.
      </p>
      <form className="team-form" onSubmit={onSubmit} noValidate>
        {field('name', 'Team name *', name, setName, {
          required: true,
          max: TEAM_NAME_MAX,
          autoComplete: 'off',
        })}
        {field('organisation', 'Organisation (optional)', organisation, setOrganisation, {
          max: TEAM_ORGANISATION_MAX,
          autoComplete: 'organization',
        })}
        <div className="button-row">
          <Button type="submit" disabled={busy}>
            {busy ? 'Creating...' : 'Create team'}
          </Button>
        </div>
        {create.status === 'error' ? (
          <p className="team-error" role="alert">
            {messageOf(create.error)}
          </p>
        ) : null}
      </form>
    </section>
  );
}

export function TeamsPage() {
  const { user } = useAuth();
  return (
    <MembersGate
      signedOut={
        <SignInPrompt
          title="Sign in to see your teams"
          text="Create a team, invite your colleagues and see how you prioritize together. Each person's answers stay private: the team sees counts only."
        />
      }
    >
      {user ? (
        <div className="teams">
          <MyTeams userId={user.id} />
          <CreateTeamForm />
          <PrivacyNote minimum={DEFAULT_MINIMUM} />
        </div>
      ) : null}
    </MembersGate>
  );
}
