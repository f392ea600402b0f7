// Sign-in with the site's own accounts (the API's /api/auth routes), in modal dialogs.
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { AuthContext, type AuthState, type DialogMode, type SiteUser } from './auth-context';

const AuthDialog = lazy(() => import('./auth-dialog'));

async function fetchMe(): Promise<SiteUser | null> {
  const response = await fetch('/api/auth/me', { credentials: 'same-origin' });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`auth check failed: ${response.status}`);
  return ((await response.json()) as { user: SiteUser }).user;
}

export function LocalAuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [user, setUser] = useState<SiteUser | null>(null);
  const [status, setStatus] = useState<AuthState['status']>('loading');
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

  useEffect(() => {
    let live = true;
    fetchMe()
      .then((u) => {
        if (!live) return;
        setUser(u);
        setStatus(u ? 'signed-in' : 'signed-out');
      })
      .catch(() => live && setStatus('error'));
    return () => {
      live = false;
    };
  }, []);

  const signOut = useCallback(async () => {
    // A JSON body, like every state-changing call: the API refuses anything else.
    await fetch('/api/auth/sign-out', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    setUser(null);
    setStatus('signed-out');
    navigate('/');
  }, [navigate]);

  const onSignedIn = useCallback((u: SiteUser) => {
    setUser(u);
    setStatus('signed-in');
    setDialog(null);
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      status,
      user,
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
