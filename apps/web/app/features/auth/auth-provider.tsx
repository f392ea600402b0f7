// Chooses the sign-in provider: Clerk when a publishable key is configured, else local accounts.

import { frontendApiOf } from '@peak/contracts/clerk';
import { lazy, type ReactNode, Suspense } from 'react';
import { AuthContext, type AuthState } from './auth-context';
import { LocalAuthProvider } from './local-auth-provider';

const CLERK_KEY = import.meta.env.VITE_CLERK_PUBLISHABLE_KEY as string | undefined;
const ClerkAuthProvider = lazy(() => import('./clerk-auth-provider'));

const LOADING: AuthState = {
  status: 'loading',
  user: null,
  openSignIn: () => {},
  openSignUp: () => {},
  signOut: async () => {},
};

export function AuthProvider({ children }: { children: ReactNode }) {
  if (!CLERK_KEY) return <LocalAuthProvider>{children}</LocalAuthProvider>;
  frontendApiOf(CLERK_KEY); // a malformed key stops here with the configuration error
  return (
    <Suspense fallback={<AuthContext.Provider value={LOADING}>{children}</AuthContext.Provider>}>
      <ClerkAuthProvider publishableKey={CLERK_KEY}>{children}</ClerkAuthProvider>
    </Suspense>
  );
}
