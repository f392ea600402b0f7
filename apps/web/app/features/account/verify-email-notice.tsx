// Shown while the signed-in account's address is not confirmed (the dashboard after sign-up, the
// profile): check the inbox, or ask for the link again. Nothing while it is confirmed.
import { useState } from 'react';
import { Button } from '../../components/ui';
import { isSignedIn, useAuth } from '../auth';
import { problemOf, resendVerification } from './email-links';
import './account.css';

type Sending = { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; problem: string };

export function VerifyEmailNotice({ heading }: { heading: string }) {
  const auth = useAuth();
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  if (!isSignedIn(auth) || !auth.user || auth.user.emailVerified) return null;

  async function resend() {
    setSending({ status: 'sending' });
    try {
      await resendVerification();
      setSending({ status: 'sent' });
    } catch (error) {
      setSending({ status: 'failed', problem: problemOf(error) });
    }
  }

  return (
    <section className="verify-email-notice" aria-labelledby="verify-email-heading">
      <h2 id="verify-email-heading">{heading}</h2>
      <p>
        Please check your inbox: we sent a link to <strong>{auth.user.email}</strong> to confirm
        that the address is yours. Until then, the site sends no mail for you (such as “Email me
        this report”); your results can be taken, saved, compared and shared as usual.
      </p>
      {auth.provider === 'local' ? (
        <>
          <Button variant="secondary" onClick={resend} disabled={sending.status === 'sending'}>
            {sending.status === 'sending' ? 'Sending...' : 'Send the link again'}
          </Button>
          <p role="status">
            {sending.status === 'sent' ? 'A new link is on its way; it works for 24 hours.' : ''}
          </p>
          {sending.status === 'failed' ? (
            <p role="alert" className="account-link-error">
              {sending.problem}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
