// One sign-in interface for the whole site, whichever provider stands behind it, and what ends
// with a session, whichever provider ends it.
import type { AuthUser } from '@peak/contracts';
import { createContext, useContext, useEffect, useRef } from 'react';
import { setFunnelStaff } from '../../lib/funnel';
import { forgetKeptAssessment } from '../../lib/kept-in-browser';

/** The signed-in user: the contract's authUserSchema, as the API answers it. */
export type SiteUser = AuthUser;

/** Which local-account dialog is open. */
export type DialogMode = 'sign-in' | 'sign-up';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out' | 'error';

export interface AuthState {
  status: AuthStatus;
  user: SiteUser | null;
  /** Who vouches for the user: the site's own accounts can ask for a new verification link. */
  provider?: 'local' | 'clerk';
  openSignIn: () => void;
  openSignUp: () => void;
  signOut: () => Promise<void>;
}

const noop = () => {};
export const AuthContext = createContext<AuthState>({
  status: 'loading',
  user: null,
  openSignIn: noop,
  openSignUp: noop,
  signOut: async () => {},
});

export const useAuth = () => useContext(AuthContext);

/** A pending or errored provider counts as signed out for gating, but its buttons stay usable. */
export const isSignedIn = (auth: AuthState) => auth.status === 'signed-in' && auth.user !== null;

/** Signing out: forgets what the browser kept first, so nothing is left even if the request fails. */
export async function endSession(signOut: () => Promise<unknown>): Promise<void> {
  forgetKeptAssessment();
  await signOut();
}

/**
 * A session's end noticed later (signed out in another tab, an expired session, another account
 * signed in): what the browser kept for the account that was signed in is forgotten then. A
 * signed-out visitor who signs in keeps theirs.
 */
export function useForgetOnSessionEnd(status: AuthStatus, userId: string | null) {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (status === 'signed-in' && userId) {
      if (last.current && last.current !== userId) {
        forgetKeptAssessment();
        setFunnelStaff(false);
      }
      last.current = userId;
    } else if (status === 'signed-out') {
      if (last.current) forgetKeptAssessment();
      // Whoever is at the page now is not the staff the inbox answered, if it did.
      setFunnelStaff(false);
      last.current = null;
    }
  }, [status, userId]);
}
