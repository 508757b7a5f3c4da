/** Default timeout of the cross-tab lock (docs-internal/requirements.md#cross-tab-lock). */
export const TAB_LOCK_TIMEOUT_MS = 5000;

/** The lock that sign-in callbacks and session renewals of all the site's tabs share. */
export const AUTH_LOCK = 'efr-docs-auth';

/** Per lock name, the end of this tab's queue: settles when the tab's last task has. */
const queues = new Map<string, Promise<unknown>>();

/**
 * Runs `task` while holding a Web Lock shared by all tabs of the site, so two tabs never complete
 * a callback or refresh a session at the same time. Waits at most `timeoutMs` for another tab's
 * hold, then runs anyway (a stuck tab must not block sign-in forever). Without Web Locks it runs
 * once the tab's own earlier tasks are done.
 *
 * The timeout applies to other tabs only: within this tab the tasks run one after another, however
 * long one takes. A renewal that gave up waiting behind this tab's own slow renewal would read the
 * refresh token that one is spending and send it a second time (a rotating provider refuses the
 * reuse and may revoke the session). A renewal ends within oidc-client-ts's silent request timeout
 * (10 s); only a sign-in callback with a hung code exchange could hold the queue, and until it
 * ends the tab has no session to renew.
 */
export function withTabLock<T>(name: string, task: () => Promise<T>, timeoutMs = TAB_LOCK_TIMEOUT_MS): Promise<T> {
  const run = (queues.get(name) ?? Promise.resolve()).then(() => acrossTabs(name, task, timeoutMs));
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(name, settled);
  void settled.then(() => {
    if (queues.get(name) === settled) queues.delete(name);
  });
  return run;
}

async function acrossTabs<T>(name: string, task: () => Promise<T>, timeoutMs: number): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return task();
  try {
    return await locks.request(name, { signal: AbortSignal.timeout(timeoutMs) }, task);
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return task();
    throw error;
  }
}
