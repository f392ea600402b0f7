// Sign-in through Clerk's hosted components, mapped onto the site's one auth interface. Loaded only
// when a publishable key is configured, so the default site carries none of Clerk's code.
import { ClerkProvider, useClerk, useAuth as useClerkAuth, useUser } from '@clerk/react';
import { type ReactNode, useMemo } from 'react';
import { AuthContext, type AuthState, endSession, useForgetOnSessionEnd } from './auth-context';

function ClerkBridge({ children }: { children: ReactNode }) {
  const clerk = useClerk();
  const { isLoaded, isSignedIn } = useClerkAuth();
  const { user } = useUser();
  // A script that fails to load leaves Clerk in 'error'; the page stays usable without sign-in.
  const clerkStatus = (clerk as unknown as { status?: string }).status;

  const value = useMemo<AuthState>(() => {
    const status: AuthState['status'] =
      clerkStatus === 'error'
        ? 'error'
        : !isLoaded
          ? 'loading'
          : isSignedIn && user
            ? 'signed-in'
            : 'signed-out';
    return {
      status,
      provider: 'clerk',
      user:
        status === 'signed-in' && user
          ? {
              id: user.id,
              email: user.primaryEmailAddress?.emailAddress ?? '',
              firstName: user.firstName ?? '',
              lastName: user.lastName ?? '',
              emailVerified: user.primaryEmailAddress?.verification?.status === 'verified',
            }
          : null,
      openSignIn: () => clerk.openSignIn(),
      openSignUp: () => clerk.openSignUp(),
      signOut: () => endSession(() => clerk.signOut({ redirectUrl: '/' })),
    };
  }, [clerk, clerkStatus, isLoaded, isSignedIn, user]);
  useForgetOnSessionEnd(value.status, value.user?.id ?? null);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export default function ClerkAuthProvider({
  publishableKey,
  children,
}: {
  publishableKey: string;
  children: ReactNode;
}) {
  return (
    <ClerkProvider publishableKey={publishableKey} afterSignOutUrl="/">
      <ClerkBridge>{children}</ClerkBridge>
    </ClerkProvider>
  );
}
