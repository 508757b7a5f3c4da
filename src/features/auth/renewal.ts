import type { User, UserManager } from 'oidc-client-ts';
import { AUTH_LOCK, withTabLock } from './lock';

/**
 * The parts of the oidc-client-ts UserManager that keep a session alive. The manager's own
 * `automaticSilentRenew` stays off: it would renew outside our cross-tab lock.
 */
export type SessionManager = Pick<UserManager, 'getUser' | 'signinSilent' | 'removeUser'> & {
  events: Pick<UserManager['events'], 'addAccessTokenExpiring' | 'addAccessTokenExpired'>;
};

export interface SessionHandlers {
  /** The session goes on with this user (renewed, possibly with an updated profile). */
  renewed: (user: User) => void;
  /** The session is over in this tab: the stored user has been removed. */
  ended: () => void;
  /** Logs a failure; the caller's `[auth] … failed` format. */
  failed: (action: string, error: unknown) => void;
}

const RENEWING = 'Renewing the session';

/**
 * Renews the access token with the refresh-token grant while holding the cross-tab lock.
 * `seenAccessToken` is the token that was about to expire: when the stored one differs once the
 * lock is ours, another renewal of this tab got there first (the expiry timers and a page-load
 * renewal can overlap) and its result is kept instead of spending a rotated refresh token twice.
 * Resolves to null when there is no refresh token, since renewing without one would need an
 * iframe. Rejects when the provider refuses or is unreachable.
 */
export function renewSession(manager: SessionManager, seenAccessToken: string | undefined): Promise<User | null> {
  return withTabLock(AUTH_LOCK, async () => {
    const user = await manager.getUser();
    if (!user?.refresh_token) return null;
    if (user.access_token !== seenAccessToken) return user;
    return manager.signinSilent();
  });
}

/**
 * The stored user if still valid, else renewed (one attempt, under the lock); when neither works
 * the stored user is removed and the result is null. Used on page load and when the access token
 * has expired, which in a throttled background tab can come before the renewal had its turn.
 */
export async function ensureSession(manager: SessionManager, failed: SessionHandlers['failed']): Promise<User | null> {
  const stored = await manager.getUser();
  if (!stored || stored.expired !== true) return stored;
  return withTabLock(AUTH_LOCK, async () => {
    const user = await manager.getUser();
    if (!user) return null;
    if (user.expired !== true) return user;
    if (user.refresh_token) {
      try {
        const renewed = await manager.signinSilent();
        if (renewed && renewed.expired !== true) return renewed;
      } catch (error) {
        failed(RENEWING, error);
      }
    }
    await manager.removeUser();
    return null;
  });
}

/**
 * Keeps the session of this tab alive: renews shortly before the access token expires (the
 * manager's `accessTokenExpiring`, 60 s ahead by default) and ends the session locally once it has
 * expired without a successful renewal. Returns the function that stops watching.
 */
export function watchSession(manager: SessionManager, handlers: SessionHandlers): () => void {
  const onExpiring = async () => {
    try {
      const seen = await manager.getUser();
      const user = await renewSession(manager, seen?.access_token);
      if (user) handlers.renewed(user);
    } catch (error) {
      handlers.failed(RENEWING, error);
    }
  };
  const onExpired = async () => {
    try {
      const user = await ensureSession(manager, handlers.failed);
      if (user) handlers.renewed(user);
      else handlers.ended();
    } catch (error) {
      // Storage trouble: the token is past its lifetime all the same, so the tab signs out.
      handlers.failed('Ending the expired session', error);
      handlers.ended();
    }
  };
  const stopExpiring = manager.events.addAccessTokenExpiring(() => void onExpiring());
  const stopExpired = manager.events.addAccessTokenExpired(() => void onExpired());
  return () => {
    stopExpiring();
    stopExpired();
  };
}
