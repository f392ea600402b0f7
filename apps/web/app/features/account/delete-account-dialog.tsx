// Delete my account: a modal alert dialog (Radix Dialog, as the other confirmations) that says what
// is deleted and what is kept, and enables its button only once the account's email address is
// typed. Focus stays inside; Escape and Cancel close it unless the deletion is under way.
import { confirmsEmail } from '@peak/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui';
import { messageOf } from '../../lib/error-message';
import { deleteAccount } from './api';
import { rememberAccountDeleted } from './deleted-mark';
import '../../components/ui/confirm-dialog.css';
import './delete-account-dialog.css';
import { keepFocusInView } from '../../components/ui/keep-focus-in-view';

function WhatHappens() {
  return (
    <>
      <p>This deletes at once, for good:</p>
      <ul className="delete-account-list">
        <li>your account, your sign-in and your sessions on every device;</li>
        <li>every saved assessment with its report, and your share links;</li>
        <li>
          your team memberships (where your result counts, your group leaves the team report) and
          the teams you own.
        </li>
      </ul>
      <p>
        We keep the messages you sent us, without your name, email address or company. Download your
        data first if you want a copy.
      </p>
    </>
  );
}

export default function DeleteAccountDialog({
  email,
  onClose,
  onDeleted,
}: {
  /** The account's address, which the person types to confirm. */
  email: string;
  onClose: () => void;
  /** Runs once the account is deleted: signs out, which goes home. */
  onDeleted: () => Promise<void>;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = confirmsEmail(typed, email);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed || busy) return;
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(typed);
    } catch (failure) {
      setBusy(false);
      setError(messageOf(failure));
      return;
    }
    // The home page, where signing out leads, says it is done.
    rememberAccountDeleted();
    // The account is gone whatever signing out answers: a failure still leaves for home. Signing
    // out forgets what the browser kept of the account before it asks anything.
    await onDeleted().catch(() => window.location.assign('/'));
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="confirm-overlay" />
        <Dialog.Content
          className="confirm-dialog delete-account-dialog"
          onFocus={keepFocusInView}
          role="alertdialog"
          aria-describedby={`${id}-text`}
        >
          <Dialog.Title>Delete your account?</Dialog.Title>
          <div id={`${id}-text`} className="confirm-text">
            <WhatHappens />
          </div>
          <form onSubmit={submit} noValidate>
            <div className="delete-account-field">
              <label htmlFor={`${id}-email`}>Type your email address to confirm</label>
              <p id={`${id}-hint`} className="delete-account-hint">
                Your account&apos;s address is <strong>{email}</strong>.
              </p>
              <input
                id={`${id}-email`}
                type="email"
                autoComplete="off"
                spellCheck={false}
                aria-describedby={`${id}-hint`}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                disabled={busy}
              />
            </div>
            {error ? (
              <p className="confirm-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="button-row confirm-actions">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={busy}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" className="confirm-danger" disabled={!confirmed || busy}>
                {busy ? 'Deleting...' : 'Delete my account'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
