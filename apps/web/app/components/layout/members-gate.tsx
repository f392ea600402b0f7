// Shows members' content to signed-in users, a prompt to everyone else, and a quiet status while
// sign-in is still being checked.
import type { ReactNode } from 'react';
import { isSignedIn, useAuth } from '../../features/auth';

export function MembersGate({
  children,
  signedOut,
}: {
  children: ReactNode;
  signedOut: ReactNode;
}) {
  const auth = useAuth();
  if (auth.status === 'loading') {
    return (
      <p className="muted" role="status">
        Checking your sign-in...
      </p>
    );
  }
  return <>{isSignedIn(auth) ? children : signedOut}</>;
}
