// Take New Assessment on the report. A report kept in an account starts again at once; one that is
// not asks first, in the site's confirmation dialog, since starting again clears the only copy, the
// one in this browser.
import { Button } from '../../../components/ui';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

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
  if (kept)
    return (
      <Button variant="secondary" onClick={onReset}>
        {NEW_ASSESSMENT}
      </Button>
    );
  return (
    <ConfirmDialog
      trigger={NEW_ASSESSMENT}
      title={CONFIRM_TITLE}
      action={CONFIRM_ACTION}
      onConfirm={onReset}
    >
      <p>{CONFIRM_TEXT}</p>
      <p className="muted">{signedIn ? CONFIRM_SIGNED_IN_HINT : CONFIRM_SIGNED_OUT_HINT}</p>
    </ConfirmDialog>
  );
}
