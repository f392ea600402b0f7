// /account/verify-email?token=...: the page the mailed link opens. It posts the token (a mail
// scanner that only fetches the link spends nothing), says what happened and offers to go on.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { problemOf, verifyEmail } from './email-links';
import './account.css';

type State =
  | { status: 'checking' }
  | { status: 'verified' }
  | { status: 'failed'; problem: string };

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ status: 'checking' });
  // Posted once, even when React runs the effect twice in development: the token works once.
  const posted = useRef<string | null>(null);

  useEffect(() => {
    if (posted.current === token) return;
    posted.current = token;
    verifyEmail(token).then(
      () => setState({ status: 'verified' }),
      (error: unknown) => setState({ status: 'failed', problem: problemOf(error) }),
    );
  }, [token]);

  return (
    <div className="account-link-page" aria-live="polite">
      <h1>Confirm your email address</h1>
      {state.status === 'checking' ? <p role="status">Confirming your email address...</p> : null}
      {state.status === 'verified' ? (
        <>
          <p role="status">Thank you: your email address is confirmed.</p>
          {/* A full load, so the whole site reads the account as verified. */}
          <a className="button button-primary" href="/dashboard">
            Continue to your dashboard
          </a>
        </>
      ) : null}
      {state.status === 'failed' ? (
        <>
          <p role="alert">{state.problem}</p>
          <a className="button button-secondary" href="/profile">
            Go to your profile
          </a>
        </>
      ) : null}
    </div>
  );
}
