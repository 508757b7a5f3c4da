import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { AuthSettings } from '@site/config/auth';
import { getUserManager, hasStoredSession, toAuthUser, type AuthUser } from './client';
import { AUTH_LOCK, withTabLock } from './lock';
import { currentReturnTo, safeReturnTo } from './returnTo';

export type AuthState =
  | { status: 'disabled' }
  | { status: 'anonymous' }
  | { status: 'working' }
  | { status: 'signedIn'; user: AuthUser };

interface AuthContextValue {
  state: AuthState;
  signIn: () => Promise<void>;
  signOut: () => Promise<void>;
  /** Completes the redirect on /callback; resolves to the same-origin path to go back to. */
  completeSignIn: () => Promise<string>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function logFailure(action: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.warn(`[auth] ${action} failed: ${message}`);
}

export function useAuthSettings(): AuthSettings | null {
  const { siteConfig } = useDocusaurusContext();
  return (siteConfig.customFields?.auth as AuthSettings | null | undefined) ?? null;
}

export function AuthProvider({ children }: { children: ReactNode }): React.ReactElement {
  const settings = useAuthSettings();
  const [state, setState] = useState<AuthState>(settings ? { status: 'anonymous' } : { status: 'disabled' });
  const stopWatching = useRef<(() => void) | null>(null);

  // The manager and the renewal are loaded lazily, together; whichever path loads them for a
  // session (page load with a stored user, or the callback) starts the renewal before the
  // manager's expiry timers can fire.
  const connect = useCallback(async (current: AuthSettings) => {
    const [manager, renewal] = await Promise.all([getUserManager(current), import('./renewal')]);
    stopWatching.current ??= renewal.watchSession(manager, {
      renewed: (user) => setState({ status: 'signedIn', user: toAuthUser(user.profile) }),
      ended: () => setState({ status: 'anonymous' }),
      failed: logFailure,
    });
    return { manager, renewal };
  }, []);

  useEffect(
    () => () => {
      stopWatching.current?.();
      stopWatching.current = null;
    },
    [],
  );

  useEffect(() => {
    if (!settings || !hasStoredSession(settings)) return;
    let cancelled = false;
    connect(settings)
      .then(({ manager, renewal }) => renewal.ensureSession(manager, logFailure))
      .then((user) => {
        if (!cancelled && user) setState({ status: 'signedIn', user: toAuthUser(user.profile) });
      })
      .catch((error) => logFailure('Restoring the session', error));
    return () => {
      cancelled = true;
    };
  }, [settings, connect]);

  const signIn = useCallback(async () => {
    if (!settings) return;
    setState({ status: 'working' });
    try {
      const manager = await getUserManager(settings);
      await manager.signinRedirect({ state: { returnTo: currentReturnTo(window.location) } });
    } catch (error) {
      logFailure('Sign-in', error);
      setState({ status: 'anonymous' });
    }
  }, [settings]);

  const signOut = useCallback(async () => {
    if (!settings) return;
    const manager = await getUserManager(settings);
    try {
      await manager.signoutRedirect({ post_logout_redirect_uri: window.location.origin });
    } catch (error) {
      logFailure('Sign-out at the identity provider', error);
      await manager.removeUser();
      setState({ status: 'anonymous' });
    }
  }, [settings]);

  const completeSignIn = useCallback(async () => {
    if (!settings) return '/';
    const { manager } = await connect(settings);
    try {
      const user = await withTabLock(AUTH_LOCK, () => manager.signinRedirectCallback());
      setState({ status: 'signedIn', user: toAuthUser(user.profile) });
      return safeReturnTo((user.state as { returnTo?: unknown } | undefined)?.returnTo);
    } catch (error) {
      logFailure('Sign-in', error);
      setState({ status: 'anonymous' });
      return safeReturnTo((error as { state?: { returnTo?: unknown } }).state?.returnTo);
    }
  }, [settings, connect]);

  const value = useMemo(() => ({ state, signIn, signOut, completeSignIn }), [state, signIn, signOut, completeSignIn]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * The auth context, or null outside <AuthProvider>: Docusaurus renders its crash page above Root,
 * where the navbar's sign-in box has no provider and simply stays away.
 */
export function useOptionalAuth(): AuthContextValue | null {
  return useContext(AuthContext);
}

export function useAuth(): AuthContextValue {
  const value = useOptionalAuth();
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider> (mounted by src/theme/Root.tsx).');
  return value;
}
