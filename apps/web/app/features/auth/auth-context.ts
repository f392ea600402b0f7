// One sign-in interface for the whole site, whichever provider stands behind it.
import type { AuthUser } from '@peak/contracts';
import { createContext, useContext } from 'react';

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
