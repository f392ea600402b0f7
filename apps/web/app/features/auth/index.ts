// The auth feature's public surface for other features and shared modules: who is signed in, and
// how to open the sign-in dialogs. The providers are mounted by root.tsx.
export {
  AuthContext,
  type AuthState,
  type AuthStatus,
  type DialogMode,
  isSignedIn,
  type SiteUser,
  useAuth,
} from './auth-context';
export { PASSWORD_RULE } from './password-rule';
