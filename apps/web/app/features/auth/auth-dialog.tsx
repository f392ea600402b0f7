// The Sign In and Sign Up dialogs: labelled fields, inline errors, focus trapped (Radix Dialog).
// When the dialog closes (Escape, the close button, or signed in while the page stays), focus goes
// back to what opened it, through Radix's onCloseAutoFocus: the dialogs have no Dialog.Trigger, so
// Radix's default would focus nothing.
import { signInSchema, signUpSchema } from '@peak/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui';
import { HttpError, postApi } from '../../lib/http';
import { useMutation } from '../../lib/query';
import type { DialogMode, SiteUser } from './auth-context';
import { ForgotPassword } from './forgot-password';
import { PASSWORD_RULE } from './password-rule';
import './auth-dialog.css';
import { keepFocusInView } from '../../components/ui/keep-focus-in-view';

export { PASSWORD_RULE };

type Fields = Record<'firstName' | 'lastName' | 'email' | 'password', string>;
type FieldErrors = Partial<Record<keyof Fields | 'form', string>>;

const SUBMIT_FAILED = 'Something went wrong. Please try again.';
const UNREACHABLE = 'We could not reach the server. Please check your connection and try again.';

const COPY: Record<
  DialogMode,
  { title: string; submit: string; busy: string; switchText: string; switchAction: string }
> = {
  'sign-in': {
    title: 'Sign in',
    submit: 'Sign in',
    busy: 'Signing in...',
    switchText: 'New here?',
    switchAction: 'Create an account',
  },
  'sign-up': {
    title: 'Create your account',
    submit: 'Sign up',
    busy: 'Signing up...',
    switchText: 'Already have an account?',
    switchAction: 'Sign in',
  },
};

async function submitAuth(
  mode: DialogMode,
  body: object,
): Promise<{ user?: SiteUser; error?: string }> {
  try {
    const { user } = await postApi(`/api/auth/${mode}`, body, { answer: 'signedIn' });
    return user ? { user } : { error: SUBMIT_FAILED };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status === 0) return { error: UNREACHABLE };
    return { error: error.message || SUBMIT_FAILED };
  }
}

const FOCUSABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** What has the focus as the dialog opens, then the elements around it, nearest first. */
function focusedAndAround(): HTMLElement[] {
  const chain: HTMLElement[] = [];
  if (typeof document === 'undefined') return chain;
  for (
    let element = document.activeElement;
    element instanceof HTMLElement && element !== document.body;
    element = element.parentElement
  )
    chain.push(element);
  return chain;
}

/**
 * Focus back to the element that opened the dialog. When signing in replaced it (Sign In becomes
 * Dashboard), to the first control of the nearest part of the page that is still there.
 */
export function returnFocus(chain: readonly HTMLElement[]): void {
  const [opener, ...around] = chain;
  if (opener?.isConnected) {
    opener.focus();
    return;
  }
  for (const element of around) {
    if (!element.isConnected) continue;
    const control = element.querySelector<HTMLElement>(FOCUSABLE);
    if (control) {
      control.focus();
      return;
    }
  }
}

export default function AuthDialog({
  mode,
  onModeChange,
  onClose,
  onSignedIn,
}: {
  mode: DialogMode;
  onModeChange: (mode: DialogMode) => void;
  onClose: () => void;
  onSignedIn: (user: SiteUser) => void;
}) {
  const id = useId();
  // Read once, as the dialog first renders: focus is still on what opened it.
  const [opener] = useState(focusedAndAround);
  const [fields, setFields] = useState<Fields>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  // "Forgot password?" replaces the sign-in form, in the same dialog.
  const [forgot, setForgot] = useState(false);
  const submit = useMutation(submitAuth);
  const busy = submit.status === 'pending';
  const copy = COPY[mode];

  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed =
      mode === 'sign-up' ? signUpSchema.safeParse(fields) : signInSchema.safeParse(fields);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Fields;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const result = await submit.mutate(mode, parsed.data);
    if (result?.user) onSignedIn(result.user);
    else setErrors({ form: result?.error ?? SUBMIT_FAILED });
  }

  const field = (
    name: keyof Fields,
    label: string,
    type: string,
    autoComplete: string,
    hint?: string,
  ) => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const hintId = `${inputId}-hint`;
    // The error, when there is one, then the hint: both describe the field.
    const describedBy = [errors[name] ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
    return (
      <div className="auth-field">
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={fields[name]}
          onChange={set(name)}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {hint ? (
          <p id={hintId} className="auth-hint">
            {hint}
          </p>
        ) : null}
        {errors[name] ? (
          <p id={errorId} className="auth-error">
            {errors[name]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="auth-overlay" />
        <Dialog.Content
          className="auth-dialog"
          onFocus={keepFocusInView}
          aria-describedby={`${id}-description`}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(opener);
          }}
        >
          <Dialog.Title>{forgot ? 'Reset your password' : copy.title}</Dialog.Title>
          <Dialog.Description id={`${id}-description`} className="muted">
            {forgot
              ? 'We will mail you a link to choose a new password.'
              : mode === 'sign-up'
                ? 'Save your assessment results and reach the members area.'
                : 'Welcome back.'}
          </Dialog.Description>
          {forgot ? (
            <ForgotPassword email={fields.email} onBack={() => setForgot(false)} />
          ) : (
            <>
              <form onSubmit={onSubmit} noValidate>
                {mode === 'sign-up' ? (
                  <div className="auth-row">
                    {field('firstName', 'First name', 'text', 'given-name')}
                    {field('lastName', 'Last name', 'text', 'family-name')}
                  </div>
                ) : null}
                {field('email', 'Email', 'email', 'email')}
                {mode === 'sign-up'
                  ? field('password', 'Password', 'password', 'new-password', PASSWORD_RULE)
                  : field('password', 'Password', 'password', 'current-password')}
                {mode === 'sign-in' ? (
                  <p className="auth-forgot">
                    <button type="button" className="link-button" onClick={() => setForgot(true)}>
                      Forgot password?
                    </button>
                  </p>
                ) : null}
                {errors.form ? (
                  <p className="auth-error auth-form-error" role="alert">
                    {errors.form}
                  </p>
                ) : null}
                <Button type="submit" disabled={busy} className="auth-submit">
                  {busy ? copy.busy : copy.submit}
                </Button>
              </form>
              <p className="auth-switch">
                {copy.switchText}{' '}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onModeChange(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
                >
                  {copy.switchAction}
                </button>
              </p>
            </>
          )}
          <Dialog.Close asChild>
            <button type="button" className="auth-close" aria-label="Close">
              ×
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
