// Accounts over HTTP: signs a new local account up on a running server and answers its session
// cookie, ready for a Cookie header.

/** The name of the API's session cookie. */
export const SESSION_COOKIE = 'peak_session';

export interface NewAccount {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/** The session cookie among a response's Set-Cookie headers, as `peak_session=<value>`. */
export function sessionCookieFrom(setCookies: string[]): string | undefined {
  return setCookies
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
}

/**
 * POSTs /api/auth/sign-up to the server at `url` (its origin) and answers the session cookie it
 * set. Throws when the sign-up is not answered 201 or sets no session cookie.
 */
export async function signUp(url: string, account: NewAccount): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Test', lastName: 'Reader', ...account }),
  });
  const cookie = sessionCookieFrom(res.headers.getSetCookie());
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`sign-up of ${account.email} answered ${res.status}`);
  if (!cookie) throw new Error(`sign-up of ${account.email} set no session cookie`);
  return cookie;
}
