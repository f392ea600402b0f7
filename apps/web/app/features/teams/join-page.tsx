// /teams/join/:token: where an invitation link leads. Anyone sees the team's name, its owner and
// how many people are in it, and what the owner will and will not see. Signed out, the sign-in and
// sign-up dialogs open over this page, so it is still here once signed in. Signed in: which result
// counts, the consent, and Join. Join stays enabled: without the consent it says what is missing.
import type { InvitationPreview } from '@peak/contracts/responses';
import { type FormEvent, useId, useRef, useState } from 'react';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { Button, Card } from '../../components/ui';
import { messageOf } from '../../lib/error-message';
import { HttpError } from '../../lib/http';
import { AppLink, useNavigation } from '../../lib/navigation';
import { useMutation, useQuery } from '../../lib/query';
import { isSignedIn, type SiteUser, useAuth } from '../auth';
import { joinTeam, previewInvitation } from './api';
import { Loading, PrivacyNote } from './parts';
import { NEXT, ResultChoice, useMyResults } from './result-choice';
import { CONSENT_MISSING, people, WILL_NOT_SEE, WILL_SEE } from './texts';
import './teams.css';

export const UNUSABLE_TITLE = 'This invitation cannot be used';
export const SIGN_IN_TITLE = 'Sign in to join';

function WhatTheTeamSees({ preview }: { preview: InvitationPreview }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="team-section team-sees">
      <h2 id={id}>What {preview.owner} and the team will see</h2>
      <div className="grid grid-2">
        <Card className="team-sees-yes">
          <h3>They will see</h3>
          <ul>
            {WILL_SEE.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Card>
        <Card className="team-sees-no">
          <h3>No one in the team will see</h3>
          <ul>
            {WILL_NOT_SEE.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Card>
      </div>
      <PrivacyNote minimum={preview.minimum} level={3} />
    </section>
  );
}

function SignInToJoin({ preview }: { preview: InvitationPreview }) {
  return (
    <SignInPrompt
      title={SIGN_IN_TITLE}
      text={`Sign in, or create a free account, to join ${preview.name}. The sign-in opens over this page, so you come back here to join once you are signed in.`}
    />
  );
}

export function JoinForm({
  token,
  preview,
  user,
}: {
  token: string;
  preview: InvitationPreview;
  user: SiteUser;
}) {
  const id = useId();
  const { navigate } = useNavigation();
  const results = useMyResults(user.id);
  const cannotCount = preview.cannotCount ?? [];
  // Until a choice is made, the newest saved result that can count (or the next one).
  const [chosen, setChosen] = useState<string | null>(null);
  const newest =
    results.status === 'ready' ? results.entries.find((e) => !cannotCount.includes(e.id)) : null;
  const choice = chosen ?? newest?.id ?? NEXT;
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const consentRef = useRef<HTMLInputElement>(null);
  const join = useMutation(joinTeam);
  const minimum = preview.minimum;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!consent) {
      setConsentError(true);
      consentRef.current?.focus();
      return;
    }
    const joined = await join.mutate({
      token,
      consent: true,
      ...(choice === NEXT ? {} : { resultId: choice }),
    });
    if (joined) navigate(`/teams/${encodeURIComponent(joined.teamId)}`);
  }

  const busy = join.status === 'pending';
  return (
    <section aria-labelledby={`${id}-heading`} className="team-section">
      <h2 id={`${id}-heading`}>Your result and your consent</h2>
      <form className="team-form" onSubmit={onSubmit} noValidate>
        <ResultChoice
          name={`${id}-result`}
          legend="Which of your results counts in this team"
          results={results}
          value={choice}
          onChange={setChosen}
          hint="You can change this later on the team's page."
          cannotCount={cannotCount}
        />
        <div className="team-consent">
          <label className="team-check">
            <input
              ref={consentRef}
              type="checkbox"
              name="consent"
              checked={consent}
              onChange={(event) => {
                setConsent(event.target.checked);
                if (event.target.checked) setConsentError(false);
              }}
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? `${id}-consent-error` : undefined}
            />{' '}
            I agree that {preview.owner} and the members of {preview.name} see my name and my status
            in the team, and that my result counts in the team report only among at least{' '}
            {people(minimum)}, never on its own, and shows my band only where everyone counted
            shares it.
          </label>
          {consentError ? (
            <p id={`${id}-consent-error`} className="team-field-error">
              {CONSENT_MISSING} Tick the box above to join.
            </p>
          ) : null}
        </div>
        <div className="button-row">
          <Button type="submit" disabled={busy}>
            {busy ? 'Joining...' : `Join ${preview.name}`}
          </Button>
        </div>
        {join.status === 'error' ? (
          <p className="team-error" role="alert">
            {messageOf(join.error)}
          </p>
        ) : null}
      </form>
    </section>
  );
}

function Unusable({ error }: { error: unknown }) {
  const missing = error instanceof HttpError && (error.status === 404 || error.status === 410);
  return (
    <div className="team">
      <h1>{UNUSABLE_TITLE}</h1>
      <p role="alert">
        {missing ? messageOf(error) : `The invitation could not be read. ${messageOf(error)}`}
      </p>
      <p>
        Ask the person who invited you for a new link. Meanwhile you can take the{' '}
        <AppLink to="/assessment">Prioritization Self-Assessment</AppLink> on your own, or see{' '}
        <AppLink to="/teams">your teams</AppLink>.
      </p>
    </div>
  );
}

export function JoinPage({ token }: { token: string }) {
  const auth = useAuth();
  // Read again once someone signs in here: it then says which of their results cannot count.
  const preview = useQuery(['team-invitation', token, auth.user?.id ?? ''], (signal) =>
    previewInvitation(token, signal),
  );
  if (preview.status === 'error') return <Unusable error={preview.error} />;
  if (preview.status !== 'success')
    return (
      <div className="team">
        <h1>Join a team</h1>
        <Loading>Loading the invitation...</Loading>
      </div>
    );
  const team = preview.data;
  return (
    <div className="team">
      <header className="team-header">
        <h1>Join {team.name}</h1>
        <p className="lead">
          {team.owner} invited you to join {team.name}
          {team.organisation ? ` (${team.organisation})` : ''}, a team of {people(team.memberCount)}
          , to see how you prioritize together.
        </p>
      </header>
      <WhatTheTeamSees preview={team} />
      {auth.status === 'loading' ? (
        <Loading>Checking your sign-in...</Loading>
      ) : isSignedIn(auth) && auth.user ? (
        <JoinForm token={token} preview={team} user={auth.user} />
      ) : (
        <SignInToJoin preview={team} />
      )}
    </div>
  );
}
