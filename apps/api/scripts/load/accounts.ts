// The load's users: one account each, signed up over HTTP before the clock starts.
import { randomBytes } from 'node:crypto';
import { signUp } from '@peak/testkit';
import { USERS } from './plan';

export const emailOf = (user: number) => `load-user-${user}@example.com`;

/** Signs the users up, five at a time; their session cookies, in user order. */
export async function seedAccounts(url: string): Promise<string[]> {
  const signUpUser = (i: number) =>
    signUp(url, {
      firstName: 'Load',
      lastName: `User ${i}`,
      email: emailOf(i),
      password: `quiet river ${randomBytes(6).toString('hex')} ${i}`,
    });
  const cookies: string[] = [];
  for (let i = 0; i < USERS; i += 5) {
    const batch = Array.from({ length: Math.min(5, USERS - i) }, (_, k) => signUpUser(i + k));
    cookies.push(...(await Promise.all(batch)));
  }
  return cookies;
}
