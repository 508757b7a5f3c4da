/** Default timeout of the cross-tab lock (docs-internal/requirements.md#cross-tab-lock). */
export const TAB_LOCK_TIMEOUT_MS = 5000;

/** The lock that sign-in callbacks and session renewals of all the site's tabs share. */
export const AUTH_LOCK = 'efr-docs-auth';

/**
 * Runs `task` while holding a Web Lock shared by all tabs of the site, so two tabs never complete
 * a callback or refresh a session at the same time. Waits at most `timeoutMs` for the lock, then
 * runs anyway (a stuck tab must not block sign-in forever). Without Web Locks it just runs.
 */
export async function withTabLock<T>(
  name: string,
  task: () => Promise<T>,
  timeoutMs = TAB_LOCK_TIMEOUT_MS,
): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return task();
  try {
    return await locks.request(name, { signal: AbortSignal.timeout(timeoutMs) }, task);
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return task();
    throw error;
  }
}
