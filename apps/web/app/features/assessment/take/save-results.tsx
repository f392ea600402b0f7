// Saving the report to the account. The report offers it twice, in its summary at the top and at
// its end, and both buttons are one control: `useSaveResults` holds the one save (its four states
// are the specification's) and each `SaveResults` renders it. Signed-out visitors are invited to
// sign in, and told the report is kept in this browser only until then; signing in (or up) from
// there saves the result held in the browser without another click, and a saved result goes to
// the profile, kept in the browser with the account it was saved in. The save answers the saved entry as the history
// lists it, so the page knows the result is kept without reading the history again.
// Before saving, a signed-in person may agree to share the result with the consultancy (the
// headline figures or the whole report); nothing is shared unless they choose, and the choice is
// the save's, one for both places. The page may send a save elsewhere than the profile (a plan's
// retake opens its comparison).

import type { ShareWithConsultancy } from '@peak/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui';
import { type Choice, ChoiceGroup } from '../../../components/ui/choice-group';
import { reportStep } from '../../../lib/funnel';
import { useNavigation } from '../../../lib/navigation';
import { useMutation, useQuery } from '../../../lib/query';
import { useSiteSettings } from '../../../lib/site-settings';
import { isSignedIn, useAuth } from '../../auth';
import { listResults, saveResults } from '../api';
import { rememberSaveOnSignIn, type StoredResult, takeSaveOnSignIn, writeResult } from './storage';

/** Where a save goes instead of the profile; null (or a failure to say): the profile. */
export type AfterSave = (savedId: string) => Promise<string | null>;

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

export const SAVE_LABELS: Record<SaveState, string> = {
  idle: 'Save Results to My Account',
  saving: 'Saving...',
  saved: 'Saved!',
  error: 'Error! Try Again',
};

/** Said by the end's live region while the result saves (the buttons only change their label). */
export const SAVING_MESSAGE = 'Saving your results...';

export const SIGN_IN_TO_SAVE = 'Sign in to Save Your Results';
export const SIGN_IN_TO_SAVE_TEXT =
  'Sign in or create a free account to keep this report and see your history.';
/** Beside a signed-out visitor's save: where the report is until then. */
export const KEPT_IN_BROWSER_TEXT = 'This report is kept in this browser only until you save it.';
/** The same in the summary, in one line on a phone, so the summary stays one screen tall. */
export const KEPT_IN_BROWSER_SHORT = 'Kept in this browser only until you save it.';

/** What the consultancy may see of the saved result: nothing unless the person chooses. */
export type ShareChoice = NonNullable<ShareWithConsultancy> | 'none';

export const shareLegend = (siteName: string) => `Share this result with ${siteName}?`;

export const SHARE_CHOICES: ReadonlyArray<Choice<ShareChoice>> = [
  { value: 'none', label: 'No, keep it to me' },
  {
    value: 'headline',
    label: 'The headline figures',
    detail: '(your total score and level, and your four family scores)',
  },
  {
    value: 'report',
    label: 'The whole report',
    detail: '(every score, your answers and your story)',
  },
];

export const SHARE_HINT = 'What you share is sent with your name and email.';

/** A result saved before this page (its id stored with it) is still kept while its id is listed. */
async function isListed(savedId: string, signal: AbortSignal): Promise<boolean> {
  try {
    return (await listResults(signal)).docs.some((d) => d.id === savedId);
  } catch (error) {
    if (!signal.aborted) console.error('Failed to load saved assessments', error);
    return false;
  }
}

export const saveStateOf = (
  save: { status: 'idle' | 'pending' | 'success' | 'error' },
  listed: boolean,
): SaveState => {
  if (save.status === 'pending') return 'saving';
  if (save.status === 'error') return 'error';
  return save.status === 'success' || listed ? 'saved' : 'idle';
};

const failureOf = (error: unknown) =>
  `Failed to save: ${error instanceof Error ? error.message : String(error)}`;

export interface SaveControl {
  signedIn: boolean;
  state: SaveState;
  /** 'Failed to save: ...' after a failure, else empty. */
  message: string;
  /**
   * Whether the result is kept in an account, so Take New Assessment loses nothing: saved here, or
   * saved before by the signed-in account (its id stored with it) unless its list says otherwise.
   */
  kept: boolean;
  save: () => void;
  /** What the save shares with the consultancy ('none' until the person chooses). */
  share: ShareChoice;
  setShare: (share: ShareChoice) => void;
  /** Opens the sign-in dialog; signing in from it saves the result. */
  signInToSave: () => void;
}

/**
 * The one save of a report. `story` is the story shown, saved with the result. The server keeps
 * one row per account and result, so a save that reaches it twice (the auto-save after sign-in and
 * a click, or a retry) still stores the result once.
 */
export function useSaveResults(
  result: StoredResult,
  story: string | undefined,
  afterSave?: AfterSave,
): SaveControl {
  const auth = useAuth();
  const { navigate } = useNavigation();
  const signedIn = isSignedIn(auth);
  const userId = signedIn ? (auth.user?.id ?? null) : null;
  // Only an id stored before, by this account, is checked against the history (the result may
  // have been deleted since); a save made here is known to be kept from its answer.
  const storedId = userId && result.owner === userId ? result.savedId : undefined;
  const listed = useQuery(
    signedIn && storedId ? ['saved-result-listed', storedId] : null,
    (signal) => isListed(storedId ?? '', signal),
  );
  const [share, setShare] = useState<ShareChoice>('none');
  const mutation = useMutation(async () => {
    try {
      return await saveResults(
        [...result.answers],
        result.results.role,
        story,
        result.contentVersion,
        share === 'none' ? undefined : share,
      );
    } catch (error) {
      console.error(failureOf(error));
      throw error;
    }
  });
  const state = saveStateOf(mutation, listed.status === 'success' && listed.data);
  // A second click (or the other button) before React re-renders the first as Saving... is ignored.
  const inFlight = useRef(false);
  const { mutate } = mutation;

  const save = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const entry = await mutate();
      if (!entry) return;
      reportStep({ step: 'saved' });
      // Kept with the account it is saved in: shown to no one else after a sign-out.
      writeResult({ ...result, savedId: entry.id, ...(userId ? { owner: userId } : {}) });
      navigate((await afterSave?.(entry.id).catch(() => null)) ?? '/profile');
    } finally {
      inFlight.current = false;
    }
  }, [afterSave, mutate, navigate, result, userId]);

  // Signed in after asking to save: the result held in the browser is saved at once (the request
  // is used up either way; a result already saved is not sent again).
  const settled = state !== 'saving';
  const saved = state === 'saved';
  useEffect(() => {
    if (signedIn && settled && takeSaveOnSignIn() && !saved) void save();
  }, [signedIn, settled, saved, save]);

  const { openSignIn } = auth;
  const signInToSave = useCallback(() => {
    rememberSaveOnSignIn();
    openSignIn();
  }, [openSignIn]);

  return {
    signedIn,
    state,
    message: mutation.status === 'error' ? failureOf(mutation.error) : '',
    kept:
      state === 'saved' ||
      (Boolean(storedId) && !(listed.status === 'success' && listed.data === false)),
    save: () => void save(),
    share,
    setShare,
    signInToSave,
  };
}

/**
 * One place the save is offered: in the report's summary or at its end. Both show the same state;
 * the end's message is the one announced (one live region, not two saying the same).
 */
export function SaveResults({
  control,
  place,
}: {
  control: SaveControl;
  place: 'summary' | 'footer';
}) {
  const { state, message } = control;
  const { siteName } = useSiteSettings();
  if (!control.signedIn) {
    // The summary keeps to one screen: its invitation is the button and where the report is kept;
    // the end says why to sign in too.
    return (
      <div className={`save-results save-results-${place}`}>
        {place === 'footer' ? <p>{SIGN_IN_TO_SAVE_TEXT}</p> : null}
        <Button onClick={control.signInToSave}>{SIGN_IN_TO_SAVE}</Button>
        <p className="save-kept muted">
          {place === 'footer' ? KEPT_IN_BROWSER_TEXT : KEPT_IN_BROWSER_SHORT}
        </p>
      </div>
    );
  }
  return (
    <div className={`save-results save-results-${place}`}>
      {/* Offered until the result is saved; kept but not changed while it saves. */}
      {state === 'saved' ? null : (
        <ChoiceGroup
          className="save-share"
          legend={shareLegend(siteName)}
          choices={SHARE_CHOICES}
          value={control.share}
          onChange={control.setShare}
          disabled={state === 'saving'}
          compact
          hint={SHARE_HINT}
        />
      )}
      <Button
        onClick={control.save}
        disabled={state === 'saving' || state === 'saved'}
        className={state === 'saved' ? 'is-saved' : undefined}
      >
        {SAVE_LABELS[state]}
      </Button>
      {place === 'footer' ? (
        <p role="status" className="save-message">
          {state === 'saving' ? SAVING_MESSAGE : message}
        </p>
      ) : message ? (
        <p className="save-message">{message}</p>
      ) : null}
    </div>
  );
}
