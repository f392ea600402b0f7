// Take New Assessment on the report. A report kept in an account starts again at once; one that is
// not asks first, in a modal alert dialog (Radix Dialog, as the sign-in dialogs: focus kept inside,
// Escape and Cancel close it, and focus goes back to the button that opened it), since starting
// again clears the only copy, the one in this browser.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui';
import './new-assessment.css';

export const NEW_ASSESSMENT = 'Take New Assessment';
export const CONFIRM_TITLE = 'Start a new assessment?';
export const CONFIRM_TEXT =
  'This report is not saved. Starting again clears it and its answers from this browser, and it cannot be brought back.';
export const CONFIRM_SIGNED_OUT_HINT =
  'To keep it, cancel and sign in to save it to a free account first.';
export const CONFIRM_SIGNED_IN_HINT = 'To keep it, cancel and save it to your account first.';
export const CONFIRM_ACTION = 'Discard and Start Again';

export function NewAssessmentButton({
  kept,
  signedIn,
  onReset,
}: {
  /** Whether the report is kept in an account, so starting again loses nothing. */
  kept: boolean;
  signedIn: boolean;
  onReset: () => void;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (kept)
    return (
      <Button variant="secondary" onClick={onReset}>
        {NEW_ASSESSMENT}
      </Button>
    );
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">{NEW_ASSESSMENT}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="confirm-overlay" />
        <Dialog.Content
          className="confirm-dialog"
          role="alertdialog"
          aria-describedby={`${id}-text`}
          // The first choice is the safe one: Cancel has the focus when the dialog opens.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(`${id}-cancel`)?.focus();
          }}
        >
          <Dialog.Title>{CONFIRM_TITLE}</Dialog.Title>
          <Dialog.Description id={`${id}-text`}>{CONFIRM_TEXT}</Dialog.Description>
          <p className="muted">{signedIn ? CONFIRM_SIGNED_IN_HINT : CONFIRM_SIGNED_OUT_HINT}</p>
          <div className="button-row confirm-actions">
            <Dialog.Close asChild>
              <Button id={`${id}-cancel`} variant="secondary">
                Cancel
              </Button>
            </Dialog.Close>
            <Button
              className="confirm-danger"
              onClick={() => {
                setOpen(false);
                onReset();
              }}
            >
              {CONFIRM_ACTION}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
