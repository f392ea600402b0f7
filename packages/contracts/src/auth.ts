// Local account requests, shared by the sign-in and sign-up dialogs and the API.
import { personName } from './names';
import { z } from './zod';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(320, 'Email must be 320 characters or fewer.')
  .pipe(z.email('Please enter a valid email address.'));

const name = (label: string) => personName(label, 100);

export const PASSWORD_MIN_LENGTH = 10;

export const signUpSchema = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  email,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(200, 'Password must be 200 characters or fewer.'),
});

export const signInSchema = z.object({
  email,
  password: z
    .string()
    .min(1, 'Please enter your password.')
    .max(200, 'Password must be 200 characters or fewer.'),
});

/** A token from a mailed link: 256 random bits in base64url. Anything else is a link we never sent. */
const mailedToken = z
  .string({ error: 'This link is not complete. Please open the link from the mail again.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, {
    error: 'This link is not complete. Please open the link from the mail again.',
  });

/** POST /api/auth/verify-email: the token of the link mailed at sign-up (the page posts it). */
export const verifyEmailSchema = z.object({ token: mailedToken });

/** POST /api/auth/password-reset: the address to mail a reset link to, if it has an account. */
export const passwordResetRequestSchema = z.object({ email });

/** POST /api/auth/password-reset/confirm: the mailed token and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: mailedToken,
  password: signUpSchema.shape.password,
});

export const emailVerifiedResponseSchema = z.object({ verified: z.literal(true) });
/** The same answer whether or not the address has an account. */
export const passwordResetRequestedResponseSchema = z.object({
  accepted: z.literal(true),
  message: z.string(),
});
export const passwordResetResponseSchema = z.object({ reset: z.literal(true) });
export const verificationSentResponseSchema = z.object({ sent: z.literal(true) });

/** The signed-in user, whichever provider vouched for them (the API's AuthUser, the site's SiteUser). */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /**
   * Whether the person proved they own the address: a local account by the mailed link or a
   * password reset, a Clerk user by Clerk's verification of the primary address. Staff access and
   * mail sent on the person's behalf need it.
   */
  emailVerified: z.boolean(),
});

export type SignUpRequest = z.infer<typeof signUpSchema>;
export type SignInRequest = z.infer<typeof signInSchema>;
export type PasswordResetConfirmRequest = z.infer<typeof passwordResetConfirmSchema>;
export type AuthUser = z.infer<typeof authUserSchema>;
