import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { User } from 'oidc-client-ts';
import { AUTH_LOCK } from '../lock';
import { ensureSession, watchSession, type SessionHandlers, type SessionManager } from '../renewal';

const nowSeconds = () => Math.floor(Date.now() / 1000);

function user(accessToken: string, { expiresIn = 300, refreshToken = 'refresh-1' } = {}): User {
  return new User({
    access_token: accessToken,
    refresh_token: refreshToken || undefined,
    token_type: 'Bearer',
    scope: 'openid profile email',
    expires_at: nowSeconds() + expiresIn,
    profile: { sub: 'dev-user', iss: 'http://idp.test', aud: 'site', exp: 0, iat: 0, email: 'dana@example.com' },
  });
}

/**
 * Web Locks as the browser grants them: one holder per name, the others queue; a request whose
 * signal aborts while it waits rejects with the signal's reason and never runs its task.
 */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const held = new Set<string>();
  const locks = {
    request<T>(name: string, options: { signal?: AbortSignal }, task: () => Promise<T>): Promise<T> {
      const queued = (tails.get(name) ?? Promise.resolve()).then(() => undefined);
      const { signal } = options;
      const granted = signal
        ? Promise.race([
            queued,
            new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error))),
          ])
        : queued;
      const run = granted.then(async () => {
        held.add(name);
        try {
          return await task();
        } finally {
          held.delete(name);
        }
      });
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  return { locks, held };
}

/** A UserManager stand-in over one stored user, with the two expiry events raised by hand. */
function fakeManager(initial: User | null) {
  const expiring = new Set<() => void>();
  const expired = new Set<() => void>();
  let stored = initial;
  let renewals = 0;
  const manager = {
    getUser: vi.fn(() => Promise.resolve(stored)),
    removeUser: vi.fn(() => {
      stored = null;
      return Promise.resolve();
    }),
    signinSilent: vi.fn(() => {
      renewals += 1;
      stored = user(`access-${renewals + 1}`, { refreshToken: `refresh-${renewals + 1}` });
      return Promise.resolve(stored);
    }),
    events: {
      addAccessTokenExpiring: (callback: () => void) => {
        expiring.add(callback);
        return () => void expiring.delete(callback);
      },
      addAccessTokenExpired: (callback: () => void) => {
        expired.add(callback);
        return () => void expired.delete(callback);
      },
    },
  } satisfies SessionManager;
  return {
    manager,
    stored: () => stored,
    raiseExpiring: () => expiring.forEach((callback) => callback()),
    raiseExpired: () => expired.forEach((callback) => callback()),
  };
}

function handlers() {
  return {
    renewed: vi.fn<SessionHandlers['renewed']>(),
    ended: vi.fn<SessionHandlers['ended']>(),
    failed: vi.fn<SessionHandlers['failed']>(),
  } satisfies SessionHandlers;
}

let lockState: ReturnType<typeof fakeLocks>;
beforeEach(() => {
  lockState = fakeLocks();
  vi.stubGlobal('navigator', { locks: lockState.locks });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('watchSession', () => {
  it('renews with the refresh token inside the cross-tab lock when the access token is expiring', async () => {
    const fake = fakeManager(user('access-1'));
    const lockedDuringRenewal: boolean[] = [];
    const renew = fake.manager.signinSilent.getMockImplementation()!;
    fake.manager.signinSilent.mockImplementation(async () => {
      lockedDuringRenewal.push(lockState.held.has(AUTH_LOCK));
      return renew();
    });
    const on = handlers();
    watchSession(fake.manager, on);

    fake.raiseExpiring();

    await vi.waitFor(() => expect(on.renewed).toHaveBeenCalledTimes(1));
    expect(lockedDuringRenewal).toEqual([true]);
    expect(on.renewed.mock.calls[0]![0].access_token).toBe('access-2');
    expect(on.failed).not.toHaveBeenCalled();
    expect(on.ended).not.toHaveBeenCalled();
  });

  it('waits while another tab holds the lock before renewing', async () => {
    const fake = fakeManager(user('access-1'));
    let release!: () => void;
    void lockState.locks.request(AUTH_LOCK, {}, () => new Promise<void>((resolve) => (release = resolve)));
    const on = handlers();
    watchSession(fake.manager, on);

    fake.raiseExpiring();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.manager.signinSilent).not.toHaveBeenCalled();

    release();
    await vi.waitFor(() => expect(on.renewed).toHaveBeenCalledTimes(1));
    expect(fake.manager.signinSilent).toHaveBeenCalledTimes(1);
  });

  it('spends the refresh token once when two renewals of the tab overlap', async () => {
    const fake = fakeManager(user('access-1'));
    const on = handlers();
    watchSession(fake.manager, on);

    fake.raiseExpiring();
    fake.raiseExpiring();

    await vi.waitFor(() => expect(on.renewed).toHaveBeenCalledTimes(2));
    expect(fake.manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(on.renewed.mock.calls.map(([renewed]) => renewed.access_token)).toEqual(['access-2', 'access-2']);
  });

  it('spends the refresh token once when a renewal outlasts the wait for the cross-tab lock', async () => {
    // The wait for the lock gives up after TAB_LOCK_TIMEOUT_MS: here at once, by hand.
    const timeouts: AbortController[] = [];
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => {
      const controller = new AbortController();
      timeouts.push(controller);
      return controller.signal;
    });
    const fake = fakeManager(user('access-1'));
    const renew = fake.manager.signinSilent.getMockImplementation()!;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const spent: (string | undefined)[] = [];
    fake.manager.signinSilent.mockImplementation(async () => {
      spent.push(fake.stored()?.refresh_token);
      await answered;
      return renew();
    });
    const on = handlers();
    watchSession(fake.manager, on);

    // A slow provider: the token is still expiring a second later, and every wait for the lock
    // times out before the first renewal has its answer.
    fake.raiseExpiring();
    await vi.waitFor(() => expect(fake.manager.signinSilent).toHaveBeenCalledTimes(1));
    fake.raiseExpiring();
    await new Promise((resolve) => setTimeout(resolve, 20));
    timeouts.forEach((timeout) => timeout.abort(new DOMException('The lock request timed out.', 'TimeoutError')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.manager.signinSilent).toHaveBeenCalledTimes(1);
    answer();

    await vi.waitFor(() => expect(on.renewed).toHaveBeenCalledTimes(2));
    expect(spent).toEqual(['refresh-1']);
    expect(on.failed).not.toHaveBeenCalled();
  });

  it('logs a failed renewal, keeps the session until the token expires, then ends it locally', async () => {
    const fake = fakeManager(user('access-1', { expiresIn: 30 }));
    const refused = new Error('invalid_grant');
    fake.manager.signinSilent.mockRejectedValue(refused);
    const on = handlers();
    watchSession(fake.manager, on);

    fake.raiseExpiring();
    await vi.waitFor(() => expect(on.failed).toHaveBeenCalledWith('Renewing the session', refused));
    expect(on.ended).not.toHaveBeenCalled();
    expect(fake.stored()?.access_token).toBe('access-1');

    // The manager raises "expired" once expires_at has passed.
    vi.useFakeTimers({ now: Date.now() + 31_000, toFake: ['Date'] });
    try {
      fake.raiseExpired();
      await vi.waitFor(() => expect(on.ended).toHaveBeenCalledTimes(1));
    } finally {
      vi.useRealTimers();
    }
    expect(fake.manager.removeUser).toHaveBeenCalledTimes(1);
    expect(fake.stored()).toBeNull();
    expect(on.renewed).not.toHaveBeenCalled();
  });

  it('without a refresh token leaves the session alone until it expires, then ends it', async () => {
    const fake = fakeManager(user('access-1', { refreshToken: '' }));
    const on = handlers();
    watchSession(fake.manager, on);

    fake.raiseExpiring();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.manager.signinSilent).not.toHaveBeenCalled();
    expect(on.renewed).not.toHaveBeenCalled();

    vi.useFakeTimers({ now: Date.now() + 301_000, toFake: ['Date'] });
    try {
      fake.raiseExpired();
      await vi.waitFor(() => expect(on.ended).toHaveBeenCalledTimes(1));
    } finally {
      vi.useRealTimers();
    }
    expect(fake.manager.signinSilent).not.toHaveBeenCalled();
    expect(fake.stored()).toBeNull();
    expect(on.failed).not.toHaveBeenCalled();
  });

  it('keeps a session that an earlier renewal already extended when "expired" arrives late', async () => {
    const fake = fakeManager(user('access-2'));
    const on = handlers();
    watchSession(fake.manager, on);

    fake.raiseExpired();

    await vi.waitFor(() => expect(on.renewed).toHaveBeenCalledTimes(1));
    expect(on.ended).not.toHaveBeenCalled();
    expect(fake.manager.removeUser).not.toHaveBeenCalled();
  });

  it('stops reacting once unsubscribed', async () => {
    const fake = fakeManager(user('access-1'));
    const on = handlers();
    const stop = watchSession(fake.manager, on);
    stop();

    fake.raiseExpiring();
    fake.raiseExpired();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.manager.getUser).not.toHaveBeenCalled();
  });
});

describe('ensureSession (page load)', () => {
  it('returns a valid stored user without renewing', async () => {
    const fake = fakeManager(user('access-1'));
    const failed = vi.fn();
    await expect(ensureSession(fake.manager, failed)).resolves.toMatchObject({ access_token: 'access-1' });
    expect(fake.manager.signinSilent).not.toHaveBeenCalled();
  });

  it('renews an expired stored user that has a refresh token', async () => {
    const fake = fakeManager(user('access-1', { expiresIn: -10 }));
    const failed = vi.fn();
    await expect(ensureSession(fake.manager, failed)).resolves.toMatchObject({ access_token: 'access-2' });
    expect(fake.manager.removeUser).not.toHaveBeenCalled();
    expect(failed).not.toHaveBeenCalled();
  });

  it('removes an expired stored user whose renewal fails, and logs the failure', async () => {
    const fake = fakeManager(user('access-1', { expiresIn: -10 }));
    const unreachable = new TypeError('Failed to fetch');
    fake.manager.signinSilent.mockRejectedValue(unreachable);
    const failed = vi.fn();
    await expect(ensureSession(fake.manager, failed)).resolves.toBeNull();
    expect(failed).toHaveBeenCalledWith('Renewing the session', unreachable);
    expect(fake.stored()).toBeNull();
  });

  it('removes an expired stored user without a refresh token without contacting the provider', async () => {
    const fake = fakeManager(user('access-1', { expiresIn: -10, refreshToken: '' }));
    const failed = vi.fn();
    await expect(ensureSession(fake.manager, failed)).resolves.toBeNull();
    expect(fake.manager.signinSilent).not.toHaveBeenCalled();
    expect(fake.stored()).toBeNull();
    expect(failed).not.toHaveBeenCalled();
  });

  it('returns null when nothing is stored', async () => {
    const fake = fakeManager(null);
    await expect(ensureSession(fake.manager, vi.fn())).resolves.toBeNull();
    expect(fake.manager.removeUser).not.toHaveBeenCalled();
  });
});
