// /feedback/:id: the person's own 360. When it closes; each group's invited and how many have
// answered (the count only once enough are invited, as the API says it); inviting by email, with
// the invitations and Revoke; a link per group to share by hand, its address shown once; the
// predictions, made before the first answer; the report; and deleting it all, after a confirmation.
import {
  type FeedbackDetail,
  type FeedbackPrediction,
  RATER_GROUPS,
  type RaterGroup,
} from '@peak/contracts';
import { FAMILIES } from '@peak/scoring';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { MembersGate } from '../../components/layout/members-gate';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { Button, ButtonLink, Section } from '../../components/ui';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { messageOf } from '../../lib/error-message';
import { HttpError } from '../../lib/http';
import { useNavigation } from '../../lib/navigation';
import { useMutation, useQuery } from '../../lib/query';
import { useAuth } from '../auth';
import {
  createGroupLink,
  deleteFeedback,
  getFeedback,
  inviteRater,
  revokeGroupLink,
  revokeRater,
  savePredictions,
} from './api';
import { answeredText, closingText, dateOf, groupLabel, invitedText, reportPath } from './texts';
import './feedback.css';

export const FEEDBACK_TITLE = 'Your 360';
export const NOT_FOUND_TEXT = 'This 360 does not exist, or it is not yours.';
export const INVITE = 'Send invitation';
export const CREATE_LINK = 'Create a link for a group';
export const SAVE_PREDICTIONS = 'Save my predictions';
export const DELETE_360 = 'Delete this 360';

type SetDetail = (detail: FeedbackDetail) => void;

function GroupSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: RaterGroup;
  onChange: (group: RaterGroup) => void;
}) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value as RaterGroup)}>
      {RATER_GROUPS.map((group) => (
        <option key={group} value={group}>
          {groupLabel(group)}
        </option>
      ))}
    </select>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="feedback-section">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Groups({ detail }: { detail: FeedbackDetail }) {
  return (
    <Part title="Who has answered">
      <ul className="feedback-groups">
        {detail.groups.map((group) => (
          <li key={group.group} className="card">
            <h3>{groupLabel(group.group)}</h3>
            <p>{invitedText(group.invited)}</p>
            <p>{answeredText(group, detail.minimum)}</p>
          </li>
        ))}
      </ul>
      <p className="muted">
        A group is shown in your report once {detail.minimum} of its raters have answered. You never
        see who answered.
      </p>
    </Part>
  );
}

function Invitations({ detail, setDetail }: { detail: FeedbackDetail; setDetail: SetDetail }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [group, setGroup] = useState<RaterGroup>('peers');
  const invite = useMutation((body: { email: string; group: RaterGroup }) =>
    inviteRater(detail.id, body),
  );
  const revoke = useMutation((invitationId: string) => revokeRater(detail.id, invitationId));
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [sent, setSent] = useState('');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSent('');
    const next = await invite.mutate({ email: email.trim(), group });
    if (!next) return;
    setDetail(next);
    setSent(`Invitation sent to ${email.trim()}.`);
    setEmail('');
  }

  async function onRevoke(invitationId: string) {
    const next = await revoke.mutate(invitationId);
    if (!next) return;
    setDetail(next);
    listHeading.current?.focus();
  }

  const invitations = [...detail.invitations].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
  );
  return (
    <Part title="Invite by email">
      <p>Each person gets a link of their own by mail, and up to two reminders before it closes.</p>
      <form className="feedback-form-row" onSubmit={onSubmit} noValidate>
        <div className="feedback-field">
          <label htmlFor={`${id}-email`}>Email address</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
        </div>
        <div className="feedback-field">
          <label htmlFor={`${id}-group`}>Their group</label>
          <GroupSelect id={`${id}-group`} value={group} onChange={setGroup} />
        </div>
        <Button type="submit" disabled={invite.status === 'pending' || !detail.open}>
          {invite.status === 'pending' ? 'Sending...' : INVITE}
        </Button>
      </form>
      <p role="status" className="feedback-done">
        {sent}
      </p>
      {invite.status === 'error' ? (
        <p className="feedback-error" role="alert">
          {messageOf(invite.error)}
        </p>
      ) : null}
      <h3 ref={listHeading} tabIndex={-1}>
        Invitations
      </h3>
      {revoke.status === 'error' ? (
        <p className="feedback-error" role="alert">
          {messageOf(revoke.error)}
        </p>
      ) : null}
      {invitations.length === 0 ? (
        <p className="muted">No one is invited yet.</p>
      ) : (
        <ul className="feedback-list">
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              <p>
                <strong>{invitation.email}</strong>, {groupLabel(invitation.group)}, invited{' '}
                {dateOf(invitation.createdAt)}
                {invitation.revoked ? ' (revoked)' : ''}
              </p>
              {invitation.revoked ? null : (
                <Button
                  size="small"
                  variant="secondary"
                  disabled={revoke.status === 'pending'}
                  aria-label={`Revoke the invitation to ${invitation.email}`}
                  onClick={() => void onRevoke(invitation.id)}
                >
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

function NewLink({ url, group }: { url: string; group: RaterGroup }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState('');
  useEffect(() => input.current?.focus(), []);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied');
    } catch {
      input.current?.select();
      setCopied('Copying did not work: the link is selected, copy it with your keyboard.');
    }
  }
  return (
    <div className="feedback-new-link">
      <label htmlFor={`${id}-link`}>The new link for {groupLabel(group).toLowerCase()}</label>
      <p id={`${id}-hint`} className="muted feedback-hint">
        Shown only this once: copy it now and share it with them. Each person who opens it gets a
        link of their own once they answer.
      </p>
      <div className="feedback-link-row">
        <input
          id={`${id}-link`}
          ref={input}
          readOnly
          value={url}
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={copy}>
          Copy link
        </Button>
      </div>
      <p role="status" aria-live="polite" className="feedback-done">
        {copied}
      </p>
    </div>
  );
}

function GroupLinks({ detail, setDetail }: { detail: FeedbackDetail; setDetail: SetDetail }) {
  const id = useId();
  const [group, setGroup] = useState<RaterGroup>('peers');
  const [created, setCreated] = useState<{ url: string; group: RaterGroup; id: string } | null>(
    null,
  );
  const create = useMutation((chosen: RaterGroup) => createGroupLink(detail.id, { group: chosen }));
  const revoke = useMutation((linkId: string) => revokeGroupLink(detail.id, linkId));
  const listHeading = useRef<HTMLHeadingElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const link = await create.mutate(group);
    if (!link) return;
    const { url, ...kept } = link;
    setCreated({ url, group: link.group, id: link.id });
    setDetail({ ...detail, links: [...detail.links, kept] });
  }

  async function onRevoke(linkId: string) {
    const next = await revoke.mutate(linkId);
    if (!next) return;
    setDetail(next);
    if (created?.id === linkId) setCreated(null);
    listHeading.current?.focus();
  }

  const links = [...detail.links].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return (
    <Part title={CREATE_LINK}>
      <p>
        One link for a whole group, to share by hand (in a chat, say). Anyone who has it can answer
        as one of that group, so share it only with them.
      </p>
      <form className="feedback-form-row" onSubmit={onSubmit} noValidate>
        <div className="feedback-field">
          <label htmlFor={`${id}-group`}>The group</label>
          <GroupSelect id={`${id}-group`} value={group} onChange={setGroup} />
        </div>
        <Button type="submit" disabled={create.status === 'pending' || !detail.open}>
          {create.status === 'pending' ? 'Creating...' : CREATE_LINK}
        </Button>
      </form>
      {create.status === 'error' ? (
        <p className="feedback-error" role="alert">
          {messageOf(create.error)}
        </p>
      ) : null}
      {created ? <NewLink key={created.id} url={created.url} group={created.group} /> : null}
      <h3 ref={listHeading} tabIndex={-1}>
        Group links
      </h3>
      {revoke.status === 'error' ? (
        <p className="feedback-error" role="alert">
          {messageOf(revoke.error)}
        </p>
      ) : null}
      {links.length === 0 ? (
        <p className="muted">No group links yet.</p>
      ) : (
        <ul className="feedback-list">
          {links.map((link) => (
            <li key={link.id}>
              <p>
                <strong>{groupLabel(link.group)}</strong>, created {dateOf(link.createdAt)}
                {link.revoked ? ' (revoked)' : ''}
              </p>
              {link.revoked ? null : (
                <Button
                  size="small"
                  variant="secondary"
                  disabled={revoke.status === 'pending'}
                  aria-label={`Revoke the ${groupLabel(link.group).toLowerCase()} link created ${dateOf(link.createdAt)}`}
                  onClick={() => void onRevoke(link.id)}
                >
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

const SCORES = [1, 2, 3, 4, 5] as const;
const keyOf = (group: string, family: string) => `${group}|${family}`;

/** "How will your peers see you on Motivational Activation?" */
export const predictionQuestion = (group: RaterGroup, family: string) =>
  group === 'manager'
    ? `How will your manager see you on ${family}?`
    : group === 'others'
      ? `How will the others see you on ${family}?`
      : `How will your ${groupLabel(group).toLowerCase()} see you on ${family}?`;

function Predictions({ detail, setDetail }: { detail: FeedbackDetail; setDetail: SetDetail }) {
  const id = useId();
  const [chosen, setChosen] = useState<Record<string, string>>(() =>
    Object.fromEntries(detail.predictions.map((p) => [keyOf(p.group, p.family), String(p.score)])),
  );
  const save = useMutation((predictions: FeedbackPrediction[]) =>
    savePredictions(detail.id, { predictions }),
  );
  const anyAnswer = detail.groups.some((g) => (g.answered ?? 0) > 0);
  const [problem, setProblem] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const predictions = RATER_GROUPS.flatMap((group) =>
      FAMILIES.flatMap((family) => {
        const value = chosen[keyOf(group, family.name)];
        return value ? [{ group, family: family.name, score: Number(value) }] : [];
      }),
    );
    if (predictions.length === 0) {
      setProblem('Choose at least one prediction.');
      return;
    }
    const next = await save.mutate(predictions);
    if (next) setDetail(next);
  }

  return (
    <Part title="Your predictions">
      <p>
        Before the answers come in, say how you expect each group to see you, on the scale they
        answer (1 to 5). Your report puts each prediction beside what the group said. Predictions
        can be made until the first answer arrives, and not changed after.
      </p>
      {anyAnswer ? <p>Answers have arrived, so your predictions stay as they were made.</p> : null}
      <form className="feedback-predictions" onSubmit={onSubmit} noValidate>
        {RATER_GROUPS.map((group) => (
          <fieldset key={group} className="feedback-prediction-group" disabled={anyAnswer}>
            <legend>{groupLabel(group)}</legend>
            {FAMILIES.map((family) => {
              const key = keyOf(group, family.name);
              const fieldId = `${id}-${group}-${family.key}`;
              return (
                <div key={key} className="feedback-field">
                  <label htmlFor={fieldId}>{predictionQuestion(group, family.name)}</label>
                  <select
                    id={fieldId}
                    value={chosen[key] ?? ''}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setChosen((current) => ({ ...current, [key]: value }));
                    }}
                  >
                    <option value="">No prediction</option>
                    {SCORES.map((s) => (
                      <option key={s} value={String(s)}>
                        {s}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })}
          </fieldset>
        ))}
        <div className="feedback-actions">
          <Button
            type="submit"
            variant="secondary"
            disabled={anyAnswer || save.status === 'pending'}
          >
            {save.status === 'pending' ? 'Saving...' : SAVE_PREDICTIONS}
          </Button>
        </div>
        <p role="status" className="feedback-done">
          {save.status === 'success' ? 'Your predictions are saved.' : ''}
        </p>
        {problem || save.status === 'error' ? (
          <p className="feedback-error" role="alert">
            {problem ?? messageOf(save.status === 'error' ? save.error : null)}
          </p>
        ) : null}
      </form>
    </Part>
  );
}

function FeedbackView({ detail, setDetail }: { detail: FeedbackDetail; setDetail: SetDetail }) {
  const { navigate } = useNavigation();
  return (
    <div className="feedback-owner">
      <h1>{FEEDBACK_TITLE}</h1>
      <p className="feedback-lead">
        Started {dateOf(detail.createdAt)}. {closingText(detail.closesAt, detail.open)}
      </p>
      <div className="button-row">
        <ButtonLink to={reportPath(detail.id)}>See the report</ButtonLink>
        <ButtonLink to="/profile" variant="ghost">
          Back to Profile
        </ButtonLink>
      </div>
      <Groups detail={detail} />
      <Invitations detail={detail} setDetail={setDetail} />
      <GroupLinks detail={detail} setDetail={setDetail} />
      <Predictions detail={detail} setDetail={setDetail} />
      <Part title="Delete this 360">
        <p>Deletes the 360, its links and every answer and comment its raters gave.</p>
        <ConfirmDialog
          trigger={DELETE_360}
          title="Delete this 360?"
          action={DELETE_360}
          busyAction="Deleting..."
          onConfirm={() => deleteFeedback(detail.id)}
          onDone={() => navigate('/profile')}
        >
          <p>
            Its links stop working at once, and its raters' answers and comments are deleted. This
            cannot be undone.
          </p>
        </ConfirmDialog>
      </Part>
    </div>
  );
}

function FeedbackContent({ id, userId }: { id: string; userId: string }) {
  const detail = useQuery(['feedback', id, userId], (signal) => getFeedback(id, signal));
  if (detail.status === 'success')
    return <FeedbackView detail={detail.data} setDetail={detail.setData} />;
  if (detail.status === 'error') {
    const notFound = detail.error instanceof HttpError && detail.error.status === 404;
    return (
      <>
        <h1>{notFound ? '360 not found' : FEEDBACK_TITLE}</h1>
        <p role="alert">{notFound ? NOT_FOUND_TEXT : messageOf(detail.error)}</p>
        {notFound ? (
          <ButtonLink to="/profile">Back to Profile</ButtonLink>
        ) : (
          <Button variant="secondary" onClick={detail.retry}>
            Try again
          </Button>
        )}
      </>
    );
  }
  return (
    <>
      <h1>{FEEDBACK_TITLE}</h1>
      <p className="muted" role="status">
        Loading your 360...
      </p>
    </>
  );
}

export function FeedbackPage({ id }: { id: string }) {
  const { user } = useAuth();
  return (
    <Section className="feedback-page">
      <MembersGate
        signedOut={
          <>
            <h1>{FEEDBACK_TITLE}</h1>
            <SignInPrompt
              title="Sign in to see your 360"
              text="Your 360, whom you invited and its report are kept in your account."
            />
          </>
        }
      >
        {user ? <FeedbackContent id={id} userId={user.id} /> : null}
      </MembersGate>
    </Section>
  );
}
