// Clerk publishable keys are pk_test_ or pk_live_ followed by the base64 of "<frontend api host>$".
// Shared by the site (which refuses a malformed key) and the API (which allows that host in its CSP).

export class AuthConfigurationError extends Error {
  override name = 'AuthConfigurationError';
}

/** The Clerk frontend API host the key names; throws the configuration error for a malformed key. */
export function frontendApiOf(key: string): string {
  const match = /^pk_(test|live)_([A-Za-z0-9+/=_-]+)$/.exec(key.trim());
  let decoded = '';
  try {
    decoded = match ? atob((match[2] as string).replace(/-/g, '+').replace(/_/g, '/')) : '';
  } catch {
    decoded = '';
  }
  if (!decoded.endsWith('$') || !/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(decoded.slice(0, -1))) {
    throw new AuthConfigurationError(
      'Clerk configuration error: VITE_CLERK_PUBLISHABLE_KEY is not a valid publishable key (expected pk_test_... or pk_live_...).',
    );
  }
  return decoded.slice(0, -1);
}
