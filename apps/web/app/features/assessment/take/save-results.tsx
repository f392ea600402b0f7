// The end of the report: signed-out visitors are invited to sign in; signed-in users save, and a
// saved result goes to the profile. The button's four states are the specification's.

import type { RoleId } from '@peak/scoring';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui';
import { useMutation, useQuery } from '../../../lib/query';
import { isSignedIn, useAuth } from '../../auth';
import { listResults, saveResults } from '../api';
import type { RecordedAnswer } from '../model';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

export const SAVE_LABELS: Record<SaveState, string> = {
  idle: 'Save Results to My Account',
  saving: 'Saving...',
  saved: 'Saved!',
  error: 'Error! Try Again',
};

interface Props {
  answers: readonly RecordedAnswer[];
  /** The role the result was scored with (older stored results have none). */
  role?: RoleId | null;
  story?: string;
  /** The version of the bank the answers were scored with (results kept before it was, none). */
  contentVersion?: string;
  savedId?: string;
  onSaved: (id: string) => void;
}

/** A result counts as saved when its id is in the user's list. */
async function isListed(savedId: string, signal: AbortSignal): Promise<boolean> {
  try {
    return (await listResults(signal)).docs.some((d) => d.id === savedId);
  } catch (error) {
    if (!signal.aborted) console.error('Failed to load saved assessments', error);
    return false;
  }
}

const saveStateOf = (
  save: { status: 'idle' | 'pending' | 'success' | 'error' },
  listed: boolean,
): SaveState => {
  if (save.status === 'pending') return 'saving';
  if (save.status === 'error') return 'error';
  return save.status === 'success' || listed ? 'saved' : 'idle';
};

const failureOf = (error: unknown) =>
  `Failed to save: ${error instanceof Error ? error.message : String(error)}`;

export function SaveResults({ answers, role, story, contentVersion, savedId, onSaved }: Props) {
  const auth = useAuth();
  const navigate = useNavigate();
  const signedIn = isSignedIn(auth);
  const listed = useQuery(signedIn && savedId ? ['saved-result-listed', savedId] : null, (signal) =>
    isListed(savedId ?? '', signal),
  );
  const save = useMutation(async () => {
    try {
      return await saveResults([...answers], role, story, contentVersion);
    } catch (error) {
      console.error(failureOf(error));
      throw error;
    }
  });
  const state = saveStateOf(save, listed.status === 'success' && listed.data);
  const message = save.status === 'error' ? failureOf(save.error) : '';

  if (!signedIn) {
    return (
      <div className="save-results">
        <p>Sign in to keep this report in your account and see your history.</p>
        <Button onClick={auth.openSignIn}>Sign in to Save Your Results</Button>
      </div>
    );
  }

  const onSave = async () => {
    const saved = await save.mutate();
    if (!saved) return;
    onSaved(saved.id);
    navigate('/profile');
  };

  return (
    <div className="save-results">
      <Button
        onClick={onSave}
        disabled={state === 'saving' || state === 'saved'}
        className={state === 'saved' ? 'is-saved' : undefined}
      >
        {SAVE_LABELS[state]}
      </Button>
      <p role="status" className="save-message">
        {message}
      </p>
    </div>
  );
}
