// /account/reset-password?token=...: the page the mailed reset link opens. The person chooses a new
// password (the sign-up policy applies); every session of the account ends, and they sign in.
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui';
import { PASSWORD_RULE, useAuth } from '../auth';
import { problemOf, resetPassword } from './email-links';
import './account.css';

type State = 'editing' | 'saving' | 'done';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { openSignIn } = useAuth();
  const id = useId();
  const [password, setPassword] = useState('');
  const [state, setState] = useState<State>('editing');
  const [problem, setProblem] = useState('');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setState('saving');
    setProblem('');
    try {
      await resetPassword({ token, password });
      setState('done');
    } catch (error) {
      setProblem(problemOf(error));
      setState('editing');
    }
  }

  if (state === 'done')
    return (
      <div className="account-link-page">
        <h1>Choose a new password</h1>
        <p role="status">
          Your password is changed and your email address is confirmed. Every device was signed out:
          please sign in with the new password.
        </p>
        <Button onClick={openSignIn}>Sign in</Button>
      </div>
    );

  const errorId = `${id}-error`;
  return (
    <div className="account-link-page">
      <h1>Choose a new password</h1>
      <form onSubmit={onSubmit} noValidate className="account-link-form">
        <div className="account-link-field">
          <label htmlFor={`${id}-password`}>New password</label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${problem ? `${errorId} ` : ''}${id}-hint`}
          />
          <p id={`${id}-hint`} className="account-link-hint">
            {PASSWORD_RULE}
          </p>
        </div>
        {problem ? (
          <p id={errorId} className="account-link-error" role="alert">
            {problem}
          </p>
        ) : null}
        <Button type="submit" disabled={state === 'saving'}>
          {state === 'saving' ? 'Saving...' : 'Save the new password'}
        </Button>
      </form>
    </div>
  );
}
