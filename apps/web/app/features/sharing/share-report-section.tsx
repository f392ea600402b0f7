// "Share this report" under the owner's saved report: make a read-only link (how long it works),
// shown once with a Copy button; the links still working, each with Revoke (confirmed first); and
// "Email me this report", which has the API mail the link and the report's PDF to the account's
// own address, and says what became of it: sent, or waiting while the site has no mail server.
// Loaded on its own (lazy-share-report.tsx), so the report page's first JavaScript hardly grows.
import type { CreatedShareLink, ShareLink } from '@peak/contracts';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Button, Section } from '../../components/ui';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { messageOf } from '../../lib/error-message';
import { reportStep } from '../../lib/funnel';
import { useMutation, useQuery } from '../../lib/query';
import { createShareLink, emailReport, listShareLinks, revokeShareLink } from './api';
import {
  DEFAULT_SHARE_DAYS,
  dateOf,
  daysLabel,
  emailedText,
  linkFacts,
  newestFirst,
  SHARE_DAYS,
  shareUrl,
  showNameLabel,
} from './format';
import type { ShareReportProps } from './types';
import './sharing.css';

export const SHARE_TITLE = 'Share this report';
export const CREATE_LINK = 'Create share link';
export const EMAIL_ME = 'Email me this report';

function NewLink({
  link,
  inputRef,
}: {
  link: CreatedShareLink;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const [copied, setCopied] = useState('');
  const url = shareUrl(link.token, window.location.origin);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied.');
    } catch {
      inputRef.current?.select();
      setCopied('Copying did not work: the link is selected, copy it with your keyboard.');
    }
  }
  return (
    <div className="share-new-link">
      <label htmlFor={`${id}-link`}>Your new share link</label>
      <p id={`${id}-hint`} className="muted share-hint">
        Shown only once: copy it now. Anyone with the link can read this report until{' '}
        {dateOf(link.expiresAt)}, unless you revoke it.
      </p>
      <div className="share-link-row">
        <input
          id={`${id}-link`}
          ref={inputRef}
          readOnly
          value={url}
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={copy}>
          Copy link
        </Button>
      </div>
      <p role="status" className="share-status">
        {copied}
      </p>
    </div>
  );
}

function CreateLink({
  resultId,
  firstName,
  onCreated,
}: {
  resultId: string;
  firstName: string;
  onCreated: (link: ShareLink) => void;
}) {
  const id = useId();
  const [days, setDays] = useState(String(DEFAULT_SHARE_DAYS));
  // Off until the owner asks: a link names no one unless they choose it.
  const [showName, setShowName] = useState(false);
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  const create = useMutation((chosen: { days: number; showFirstName: boolean }) =>
    createShareLink(resultId, chosen),
  );
  const linkRef = useRef<HTMLInputElement>(null);
  const name = firstName.trim();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const link = await create.mutate({ days: Number(days), showFirstName: showName && !!name });
    if (!link) return;
    reportStep({ step: 'shared' });
    setCreated(link);
    onCreated({
      id: link.id,
      createdAt: link.createdAt,
      expiresAt: link.expiresAt,
      firstName: link.firstName,
    });
  }
  // The new link takes the focus once it is on the page (a frame's wait is not enough on a busy
  // machine: the field may not be rendered yet).
  useEffect(() => {
    if (created) linkRef.current?.focus();
  }, [created]);

  return (
    <>
      <form className="share-form" onSubmit={onSubmit} noValidate>
        <div className="share-field">
          <label htmlFor={`${id}-days`}>The link works for</label>
          <select id={`${id}-days`} value={days} onChange={(event) => setDays(event.target.value)}>
            {SHARE_DAYS.map((d) => (
              <option key={d} value={String(d)}>
                {daysLabel(d)}
              </option>
            ))}
          </select>
        </div>
        {name ? (
          <label className="share-check">
            <input
              type="checkbox"
              checked={showName}
              onChange={(event) => setShowName(event.target.checked)}
            />{' '}
            {showNameLabel(name)}
          </label>
        ) : null}
        <Button type="submit" disabled={create.status === 'pending'}>
          {create.status === 'pending' ? 'Creating...' : CREATE_LINK}
        </Button>
        {create.status === 'error' ? (
          <p className="share-error" role="alert">
            {messageOf(create.error)}
          </p>
        ) : null}
      </form>
      {created ? <NewLink link={created} inputRef={linkRef} /> : null}
    </>
  );
}

function WorkingLinks({
  resultId,
  links,
  onRevoked,
}: {
  resultId: string;
  links: readonly ShareLink[];
  onRevoked: (linkId: string) => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <div className="share-links">
      <h3 ref={headingRef} tabIndex={-1}>
        Working links
      </h3>
      {links.length === 0 ? (
        <p className="muted">No working links.</p>
      ) : (
        <ul className="share-link-list">
          {newestFirst(links).map((link) => (
            <li key={link.id}>
              <p>{linkFacts(link)}</p>
              <ConfirmDialog
                trigger="Revoke"
                triggerLabel={`Revoke the link created ${dateOf(link.createdAt)}, working until ${dateOf(link.expiresAt)}`}
                size="small"
                title="Revoke this share link?"
                action="Revoke link"
                busyAction="Revoking..."
                onConfirm={() => revokeShareLink(resultId, link.id)}
                // The Revoke button is gone with its link: the list's heading takes the focus.
                onDone={() => {
                  onRevoked(link.id);
                  requestAnimationFrame(() => headingRef.current?.focus());
                }}
              >
                <p>
                  Anyone who opens it is told that you revoked it, and sees nothing of the report. A
                  link cannot be restored: make a new one to share the report again.
                </p>
              </ConfirmDialog>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Links({ resultId, firstName }: { resultId: string; firstName: string }) {
  const links = useQuery(['share-links', resultId], (signal) => listShareLinks(resultId, signal));
  const docs = links.status === 'success' ? links.data.docs : [];
  const add = (link: ShareLink) =>
    links.setData((current) => ({ docs: [link, ...(current?.docs ?? [])] }));
  const remove = (linkId: string) =>
    links.setData((current) => ({ docs: (current?.docs ?? []).filter((l) => l.id !== linkId) }));
  return (
    <>
      <CreateLink resultId={resultId} firstName={firstName} onCreated={add} />
      {links.status === 'error' ? (
        <div className="share-links">
          <p className="share-error" role="alert">
            The links could not be loaded. {messageOf(links.error)}
          </p>
          <Button variant="secondary" size="small" onClick={links.retry}>
            Try again
          </Button>
        </div>
      ) : links.status === 'success' ? (
        <WorkingLinks resultId={resultId} links={docs} onRevoked={remove} />
      ) : (
        <p className="muted share-links" role="status">
          Loading your links...
        </p>
      )}
    </>
  );
}

type Sending =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; text: string; waiting: boolean }
  | { status: 'error'; text: string };

function EmailMe({ resultId, email }: Pick<ShareReportProps, 'resultId' | 'email'>) {
  const id = useId();
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const busy = sending.status === 'sending';

  async function send() {
    setSending({ status: 'sending' });
    try {
      const answer = await emailReport(resultId);
      setSending({
        status: 'sent',
        text: emailedText(answer.delivery, email),
        waiting: answer.delivery === 'outbox',
      });
    } catch (error) {
      setSending({ status: 'error', text: messageOf(error) });
    }
  }

  return (
    <section className="share-email" aria-labelledby={id}>
      <h3 id={id}>Email it to yourself</h3>
      <p>
        We send the link to this saved report, with the report as a PDF, to <strong>{email}</strong>
        , the address of your account.
      </p>
      <Button variant="secondary" onClick={send} disabled={busy}>
        {busy ? 'Sending...' : EMAIL_ME}
      </Button>
      <p
        role="status"
        className={`share-status share-sent${sending.status === 'sent' && sending.waiting ? ' share-waiting' : ''}`}
      >
        {sending.status === 'sent' ? sending.text : ''}
      </p>
      {sending.status === 'error' ? (
        <p className="share-error" role="alert">
          {sending.text}
        </p>
      ) : null}
    </section>
  );
}

export default function ShareReportSection(props: ShareReportProps) {
  const id = useId();
  return (
    <Section id="share" labelledBy={id} alt className="share-report">
      <h2 id={id}>{SHARE_TITLE}</h2>
      <p>
        A share link opens this report, read-only, for anyone who has it, without an account. The
        page shows no email address, and your first name only if you choose to show it. You can
        revoke a link at any time.
      </p>
      <Links resultId={props.resultId} firstName={props.firstName} />
      <EmailMe {...props} />
    </Section>
  );
}
