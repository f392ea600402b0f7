// The end of the report: signed-out visitors are invited to sign in; signed-in users save, and a
// saved result goes to the profile. The button's four states are the specification's.

import type { RoleId } from '@peak/scoring';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui';
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
  savedId?: string;
  onSaved: (id: string) => void;
}

export function SaveResults({ answers, role, story, savedId, onSaved }: Props) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [state, setState] = useState<SaveState>('idle');
  const [message, setMessage] = useState('');
  const signedIn = isSignedIn(auth);

  // A result counts as saved when its id is in the user's list.
  useEffect(() => {
    if (!signedIn || !savedId) return;
    let live = true;
    listResults()
      .then(({ docs }) => {
        if (live && docs.some((d) => d.id === savedId)) setState('saved');
      })
      .catch((error: unknown) => console.error('Failed to load saved assessments', error));
    return () => {
      live = false;
    };
  }, [signedIn, savedId]);

  if (!signedIn) {
    return (
      <div className="save-results">
        <p>Sign in to keep this report in your account and see your history.</p>
        <Button onClick={auth.openSignIn}>Sign in to Save Your Results</Button>
      </div>
    );
  }

  const save = async () => {
    setState('saving');
    setMessage('');
    try {
      const saved = await saveResults([...answers], role, story);
      setState('saved');
      onSaved(saved.id);
      navigate('/profile');
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      console.error(`Failed to save: ${detail}`);
      setMessage(`Failed to save: ${detail}`);
      setState('error');
    }
  };

  return (
    <div className="save-results">
      <Button
        onClick={save}
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
