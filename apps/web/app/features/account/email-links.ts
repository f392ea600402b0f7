// The account's mailed links, over HTTP: proving the address, asking for a new link, resetting the
// password. Each answers a message to show, or throws an HttpError with the server's.
import type { PasswordResetConfirmRequest } from '@peak/contracts';
import { HttpError, postApi } from '../../lib/http';

export const verifyEmail = (token: string) =>
  postApi<{ verified: true }>('/api/auth/verify-email', { token });

export const resendVerification = () =>
  postApi<{ sent: true }>('/api/auth/verify-email/resend', {});

export const askPasswordReset = (email: string) =>
  postApi<{ accepted: true; message: string }>('/api/auth/password-reset', { email });

export const resetPassword = (body: PasswordResetConfirmRequest) =>
  postApi<{ reset: true }>('/api/auth/password-reset/confirm', body);

/** The server's message for a failed call, or one for a network that did not answer. */
export const problemOf = (error: unknown): string =>
  error instanceof HttpError && error.status !== 0 && error.message
    ? error.message
    : 'We could not reach the server. Please check your connection and try again.';
