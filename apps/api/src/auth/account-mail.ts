// The mails an account receives about itself: the link that proves its address, and the link that
// resets its password. Plain text; the link carries its token in the `token` query parameter,
// which the logs redact.
import type { Mail } from '../outbox/enqueue';

interface Recipient {
  email: string;
  firstName: string;
}

export function verificationMail(to: Recipient, siteUrl: string, token: string): Mail {
  const link = `${siteUrl}/account/verify-email?token=${token}`;
  return {
    to: to.email,
    subject: 'Confirm your email address',
    text: [
      `Hello ${to.firstName},`,
      '',
      'Please confirm that this address is yours by opening this link within 24 hours:',
      '',
      link,
      '',
      'If you did not create an account with us, you can ignore this mail: nothing will be sent',
      'to this address on that account’s behalf until the address is confirmed.',
    ].join('\n'),
  };
}

export function passwordResetMail(to: Recipient, siteUrl: string, token: string): Mail {
  const link = `${siteUrl}/account/reset-password?token=${token}`;
  return {
    to: to.email,
    subject: 'Reset your password',
    text: [
      `Hello ${to.firstName},`,
      '',
      'Someone (we hope you) asked to reset the password of the account with this address.',
      'Open this link within one hour to choose a new password; it works once:',
      '',
      link,
      '',
      'Choosing a new password also confirms this address and signs every device out of the',
      'account. If you did not ask for it, you can ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
