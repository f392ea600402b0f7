// The owner's invitation links: create one (how long it works, how many may use it), shown once in
// a read-only field with a Copy button; and every link made, with Revoke for those still working.
import type { Invitation, TeamDetail } from '@peak/contracts';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui';
import { messageOf } from '../../lib/error-message';
import { useMutation } from '../../lib/query';
import { createInvitation, invitationLink, revokeInvitation } from './api';
import { dateOf, people } from './texts';

export const DAYS = [7, 14, 30, 90] as const;
export const MAX_USES = 2000;
export const CREATE_LINK = 'Create invitation link';

/** Whether anyone can still join with the link, in words. */
export function linkState(invitation: Invitation, now = Date.now()): string | null {
  if (invitation.revoked) return 'Revoked';
  if (Date.parse(invitation.expiresAt) <= now) return 'Expired';
  if (invitation.uses >= invitation.maxUses) return 'Used up';
  return null;
}

/** "created May 1, 2026, works until May 15, 2026, used 3 of 20". */
export const linkFacts = (invitation: Invitation, state: string | null) =>
  `created ${dateOf(invitation.createdAt)}, ${state === 'Expired' ? 'expired' : 'works until'} ${dateOf(invitation.expiresAt)}, used ${invitation.uses} of ${invitation.maxUses}`;

function NewLink({
  invitation,
  inputRef,
}: {
  invitation: Invitation;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const [copied, setCopied] = useState<string>('');
  const link = invitation.token ? invitationLink(invitation.token) : '';
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Link copied.');
    } catch {
      inputRef.current?.select();
      setCopied('Copying did not work: the link is selected, copy it with your keyboard.');
    }
  }
  return (
    <div className="team-new-link">
      <label htmlFor={`${id}-link`}>Your new invitation link</label>
      <p id={`${id}-hint`} className="muted team-hint">
        Shown only once: copy it now and send it to the people you invite. It works until{' '}
        {dateOf(invitation.expiresAt)}, for up to {people(invitation.maxUses)}.
      </p>
      <div className="team-link-row">
        <input
          id={`${id}-link`}
          ref={inputRef}
          readOnly
          value={link}
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={copy}>
          Copy link
        </Button>
      </div>
      <p role="status" className="team-copied">
        {copied}
      </p>
    </div>
  );
}

function CreateLink({
  team,
  onCreated,
}: {
  team: TeamDetail;
  onCreated: (invitation: Invitation) => void;
}) {
  const id = useId();
  const [days, setDays] = useState<string>('14');
  const [uses, setUses] = useState('20');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<Invitation | null>(null);
  const create = useMutation((body: { expiresInDays: number; maxUses: number }) =>
    createInvitation(team.id, body),
  );
  const linkRef = useRef<HTMLInputElement>(null);
  const usesRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const maxUses = Number(uses);
    if (!Number.isInteger(maxUses) || maxUses < 1 || maxUses > MAX_USES) {
      setError(`Enter a whole number from 1 to ${MAX_USES}.`);
      usesRef.current?.focus();
      return;
    }
    setError(null);
    const invitation = await create.mutate({ expiresInDays: Number(days), maxUses });
    if (!invitation) return;
    setCreated(invitation);
    onCreated(invitation);
    requestAnimationFrame(() => linkRef.current?.focus());
  }

  return (
    <>
      <form className="team-form team-invite-form" onSubmit={onSubmit} noValidate>
        <div className="team-field">
          <label htmlFor={`${id}-days`}>The link works for</label>
          <select id={`${id}-days`} value={days} onChange={(event) => setDays(event.target.value)}>
            {DAYS.map((d) => (
              <option key={d} value={String(d)}>
                {d} days
              </option>
            ))}
          </select>
        </div>
        <div className="team-field">
          <label htmlFor={`${id}-uses`}>How many people can use it</label>
          <input
            id={`${id}-uses`}
            ref={usesRef}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_USES}
            value={uses}
            onChange={(event) => setUses(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-uses-error` : undefined}
          />
          {error ? (
            <p id={`${id}-uses-error`} className="team-field-error">
              {error}
            </p>
          ) : null}
        </div>
        <div className="button-row">
          <Button type="submit" disabled={create.status === 'pending'}>
            {create.status === 'pending' ? 'Creating...' : CREATE_LINK}
          </Button>
        </div>
        {create.status === 'error' ? (
          <p className="team-error" role="alert">
            {messageOf(create.error)}
          </p>
        ) : null}
      </form>
      {created?.token ? <NewLink invitation={created} inputRef={linkRef} /> : null}
    </>
  );
}

function Links({ team, onRevoked }: { team: TeamDetail; onRevoked: () => Promise<void> }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  async function onRevoke(inviteId: string) {
    setError(null);
    setRevoking(inviteId);
    try {
      await revokeInvitation(team.id, inviteId);
      await onRevoked();
    } catch (failure) {
      setError(messageOf(failure));
      return;
    } finally {
      setRevoking(null);
    }
    // The Revoke button is gone: focus comes back to the list's heading.
    headingRef.current?.focus();
  }
  const newestFirst = [...team.invitations].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
  );
  return (
    <div className="team-links">
      <h3 ref={headingRef} tabIndex={-1}>
        Invitation links
      </h3>
      {error ? (
        <p className="team-error" role="alert">
          {error}
        </p>
      ) : null}
      {newestFirst.length === 0 ? (
        <p className="muted">No links yet.</p>
      ) : (
        <ul className="team-link-list">
          {newestFirst.map((invitation) => {
            const state = linkState(invitation);
            return (
              <li key={invitation.id}>
                <p>
                  <strong>{state ?? 'Working'}</strong>: {linkFacts(invitation, state)}
                </p>
                {state === null ? (
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={revoking !== null}
                    onClick={() => onRevoke(invitation.id)}
                    aria-label={`Revoke the link created ${dateOf(invitation.createdAt)}`}
                  >
                    {revoking === invitation.id ? 'Revoking...' : 'Revoke'}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function InvitationsSection({
  team,
  onCreated,
  onRevoked,
}: {
  team: TeamDetail;
  onCreated: (invitation: Invitation) => void;
  onRevoked: () => Promise<void>;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="team-section team-invitations">
      <h2 id={id}>Invite people</h2>
      {team.closed ? (
        <p>This team is closed: no one can join it, and its links no longer work.</p>
      ) : (
        <>
          <p>
            Anyone with a link can join until it expires or is used up. Before joining they see the
            team's name, your name and how many people are in it, what you will and will not see,
            and they are asked for their consent.
          </p>
          <CreateLink team={team} onCreated={onCreated} />
        </>
      )}
      <Links team={team} onRevoked={onRevoked} />
    </section>
  );
}
