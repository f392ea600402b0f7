// "Forgot password?" inside the sign-in dialog: the address to send a reset link to. The answer is
// the same whether or not the address has an account, so it is shown as the server words it.
import { passwordResetRequestSchema } from '@peak/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui';
import { HttpError, postApi } from '../../lib/http';

type State =
  | { status: 'editing' | 'sending'; problem?: string }
  | { status: 'sent'; message: string };

const UNREACHABLE = 'We could not reach the server. Please check your connection and try again.';

export function ForgotPassword({ email: initial, onBack }: { email: string; onBack: () => void }) {
  const id = useId();
  const [email, setEmail] = useState(initial);
  const [state, setState] = useState<State>({ status: 'editing' });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setState({ status: 'editing', problem: parsed.error.issues[0]?.message });
      return;
    }
    setState({ status: 'sending' });
    try {
      const { message } = await postApi<{ message: string }>(
        '/api/auth/password-reset',
        parsed.data,
      );
      setState({ status: 'sent', message });
    } catch (error) {
      const problem =
        error instanceof HttpError && error.status !== 0 && error.message
          ? error.message
          : UNREACHABLE;
      setState({ status: 'editing', problem });
    }
  }

  const back = (
    <p className="auth-switch">
      <button type="button" className="link-button" onClick={onBack}>
        Back to sign in
      </button>
    </p>
  );

  if (state.status === 'sent')
    return (
      <>
        <p role="status">{state.message}</p>
        {back}
      </>
    );

  const inputId = `${id}-email`;
  const problem = 'problem' in state ? state.problem : undefined;
  return (
    <>
      <form onSubmit={onSubmit} noValidate>
        <div className="auth-field">
          <label htmlFor={inputId}>Email</label>
          <input
            id={inputId}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : undefined}
          />
          {problem ? (
            <p id={`${inputId}-error`} className="auth-error" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
        <Button type="submit" disabled={state.status === 'sending'} className="auth-submit">
          {state.status === 'sending' ? 'Sending...' : 'Send me a reset link'}
        </Button>
      </form>
      {back}
    </>
  );
}
