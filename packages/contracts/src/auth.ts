// Local account requests, shared by the sign-in and sign-up dialogs and the API.
import { z } from './zod';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(320, 'Email must be 320 characters or fewer.')
  .pipe(z.email('Please enter a valid email address.'));

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(100, `${label[0]?.toUpperCase()}${label.slice(1)} must be 100 characters or fewer.`);

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
export type AuthUser = z.infer<typeof authUserSchema>;
