import type { UserManager } from 'oidc-client-ts';
import type { AuthSettings } from '@site/config/auth';

/** The profile the sign-in box shows: picture and e-mail (docs-internal/requirements.md#sign-in-box). */
export interface AuthUser {
  name?: string;
  email?: string;
  picture?: string;
}

function sessionStorageOrNull(): Storage | null {
  try {
    const storage = window.sessionStorage;
    storage.getItem('oidc.probe');
    return storage;
  } catch {
    return null;
  }
}

/** The route the identity provider returns to (src/pages/callback.tsx). */
export const callbackPath = '/callback';

/** How oidc-client-ts names the keys it keeps users under ("oidc." prefix, "user:" kind). */
export const userStoragePrefix = 'oidc.user:';

/** Key under which oidc-client-ts keeps the user, so a session can be detected without loading it. */
export function userStorageKey(settings: AuthSettings): string {
  return `${userStoragePrefix}${settings.authority}:${settings.clientId}`;
}

export function hasStoredSession(settings: AuthSettings): boolean {
  return sessionStorageOrNull()?.getItem(userStorageKey(settings)) != null;
}

let manager: Promise<UserManager> | undefined;

/**
 * The oidc-client-ts manager, loaded on first use only (its chunk is fetched when someone signs
 * in, returns from the provider or already has a session in this tab). Tokens live in
 * sessionStorage (this tab only, never localStorage), or in memory when storage is unavailable.
 */
export function getUserManager(settings: AuthSettings): Promise<UserManager> {
  manager ??= import('oidc-client-ts').then(({ UserManager, WebStorageStateStore, InMemoryWebStorage }) => {
    const store = sessionStorageOrNull() ?? new InMemoryWebStorage();
    return new UserManager({
      authority: settings.authority,
      client_id: settings.clientId,
      scope: settings.scope,
      loadUserInfo: settings.loadUserInfo,
      response_type: 'code',
      redirect_uri: `${window.location.origin}${callbackPath}`,
      post_logout_redirect_uri: window.location.origin,
      userStore: new WebStorageStateStore({ store }),
      stateStore: new WebStorageStateStore({ store }),
      automaticSilentRenew: false,
      monitorSession: false,
    });
  });
  return manager;
}

export function toAuthUser(profile: { name?: string; email?: string; picture?: string }): AuthUser {
  return { name: profile.name, email: profile.email, picture: profile.picture };
}
