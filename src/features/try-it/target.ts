/**
 * The EFR a Try it panel calls: the address the reader entered last (kept in localStorage, so every
 * panel on every page uses it), else the build's target (EFR_TRY_IT_URL: `npm start` sets the mock
 * EFR), else nothing until the reader enters one.
 *
 * - Storage may be unavailable (site data blocked, a sandboxed frame) or refuse a write (quota,
 *   older private modes): reading then gives nothing and writing is skipped; the panel goes on
 *   with what the reader typed, for this visit only.
 * - Only addresses the site's Content-Security-Policy lets pages reach are accepted: an EFR on the
 *   reader's own computer, or the build's target (src/plugins/security-headers, `tryItSources`).
 *   Anything else would fail with nothing but a console error, so it is refused here, with the fix.
 */

export const targetStorageKey = 'efr-docs.try-it.target';

/** The example address of the pages: EFR on the reader's computer, on its registered port. */
export const exampleTarget = 'http://localhost:5618';

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function storedTarget(storage: Storage | null = localStorageOrNull()): string | null {
  try {
    return storage?.getItem(targetStorageKey) ?? null;
  } catch {
    return null;
  }
}

/** Keeps the address for the next panel and visit; false when the browser does not let it. */
export function rememberTarget(origin: string, storage: Storage | null = localStorageOrNull()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(targetStorageKey, origin);
    return true;
  } catch {
    return false;
  }
}

/** What the address field starts with. */
export function initialTarget(configured: string | null, storage?: Storage | null): string {
  return storedTarget(storage) ?? configured ?? '';
}

export type TargetCheck = { ok: true; origin: string } | { ok: false; problem: string };

/** Host names that are the reader's own computer, as the CSP names them. */
const ownComputer = new Set(['localhost', '127.0.0.1']);

/**
 * The origin to send to, or the problem with the address in words that name the fix. An address
 * without a scheme ("localhost:5618") is read as http://.
 */
export function checkTarget(input: string, configured: string | null): TargetCheck {
  const text = input.trim();
  if (!text) return { ok: false, problem: `Enter the address of an EFR, such as ${exampleTarget}.` };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
  } catch {
    return { ok: false, problem: `"${text}" is not an address. Enter one such as ${exampleTarget}.` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, problem: `The address must start with http:// or https://, such as ${exampleTarget}.` };
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    return { ok: false, problem: `Enter the address without a path: ${url.origin}. Each call adds its own path.` };
  }
  if (!ownComputer.has(url.hostname) && url.origin !== configured) {
    return {
      ok: false,
      problem: `This page can only call an EFR on your own computer (http://localhost:<port> or http://127.0.0.1:<port>); the site's security policy blocks ${url.host}. For an EFR elsewhere, use the Postman collection.`,
    };
  }
  return { ok: true, origin: url.origin };
}
