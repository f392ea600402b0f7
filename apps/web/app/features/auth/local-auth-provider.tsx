// Sign-in with the site's own accounts (the API's /api/auth routes), in modal dialogs.
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { callApi, HttpError, postApi } from '../../lib/http';
import { useNavigation } from '../../lib/navigation';
import { type Query, useQuery } from '../../lib/query';
import {
  AuthContext,
  type AuthState,
  type DialogMode,
  endSession,
  type SiteUser,
  useForgetOnSessionEnd,
} from './auth-context';

const AuthDialog = lazy(() => import('./auth-dialog'));

/** The signed-in user, or null when there is none (401). */
async function fetchMe(signal: AbortSignal): Promise<SiteUser | null> {
  try {
    return (await callApi('/api/auth/me', { signal, answer: 'me' })).user;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

const statusOf = (me: Query<SiteUser | null>): AuthState['status'] => {
  if (me.status === 'success') return me.data ? 'signed-in' : 'signed-out';
  return me.status === 'error' ? 'error' : 'loading';
};

export function LocalAuthProvider({ children }: { children: ReactNode }) {
  const { navigate } = useNavigation();
  const me = useQuery(['auth-me'], fetchMe);
  const { setData: setUser } = me;
  const user = me.status === 'success' ? me.data : null;
  const status = statusOf(me);
  useForgetOnSessionEnd(status, user?.id ?? null);
  const [dialog, setDialog] = useState<DialogMode | null>(null);
  // The dialog unmounts as it closes, so the button that opened it is remembered and focused again.
  const opener = useRef<HTMLElement | null>(null);
  const openDialog = useCallback((mode: DialogMode) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog(mode);
  }, []);
  const closeDialog = useCallback(() => {
    setDialog(null);
    requestAnimationFrame(() => opener.current?.isConnected && opener.current.focus());
  }, []);

  const signOut = useCallback(async () => {
    await endSession(() => postApi('/api/auth/sign-out').catch(() => {}));
    setUser(null);
    navigate('/');
  }, [navigate, setUser]);

  const onSignedIn = useCallback(
    (u: SiteUser) => {
      setUser(u);
      setDialog(null);
    },
    [setUser],
  );

  const value = useMemo<AuthState>(
    () => ({
      status,
      user,
      provider: 'local' as const,
      openSignIn: () => openDialog('sign-in'),
      openSignUp: () => openDialog('sign-up'),
      signOut,
    }),
    [status, user, signOut, openDialog],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {dialog ? (
        <Suspense fallback={null}>
          <AuthDialog
            mode={dialog}
            onModeChange={setDialog}
            onClose={closeDialog}
            onSignedIn={onSignedIn}
          />
        </Suspense>
      ) : null}
    </AuthContext.Provider>
  );
}
