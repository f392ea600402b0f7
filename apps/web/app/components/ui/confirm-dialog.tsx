// A confirmation before a step that cannot be undone (discard a report, leave or delete a team): a
// modal alert dialog (Radix Dialog, as the sign-in dialogs): focus kept inside, Cancel focused
// first, Escape and Cancel close it, and focus goes back to the button that opened it. The dialog
// stays open while the step runs and says why when it fails; `onDone` runs once it has closed.
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useId, useState } from 'react';
import { messageOf } from '../../lib/error-message';
import { Button } from './index';
import './confirm-dialog.css';
import { keepFocusInView } from './keep-focus-in-view';

export function ConfirmDialog({
  trigger,
  triggerLabel,
  title,
  children,
  action,
  busyAction = action,
  onConfirm,
  onDone,
  size,
}: {
  /** The button's text, and its accessible name when `triggerLabel` is not given. */
  trigger: string;
  triggerLabel?: string;
  title: string;
  /** What the step does, in words. */
  children: ReactNode;
  action: string;
  busyAction?: string;
  /** Runs the step; a throw keeps the dialog open with the error's message. */
  onConfirm: () => unknown;
  onDone?: () => void;
  size?: 'small';
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    setError(null);
  };

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setBusy(false);
      setError(messageOf(failure));
      return;
    }
    setBusy(false);
    setOpen(false);
    onDone?.();
  }

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size={size} aria-label={triggerLabel}>
          {trigger}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="confirm-overlay" />
        <Dialog.Content
          className="confirm-dialog"
          onFocus={keepFocusInView}
          role="alertdialog"
          aria-describedby={`${id}-text`}
          // The first choice is the safe one: Cancel has the focus when the dialog opens.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(`${id}-cancel`)?.focus();
          }}
        >
          <Dialog.Title>{title}</Dialog.Title>
          <div id={`${id}-text`} className="confirm-text">
            {children}
          </div>
          {error ? (
            <p className="confirm-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="button-row confirm-actions">
            <Dialog.Close asChild>
              <Button id={`${id}-cancel`} variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button className="confirm-danger" onClick={confirm} disabled={busy}>
              {busy ? busyAction : action}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
