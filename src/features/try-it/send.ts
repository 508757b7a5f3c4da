/**
 * Sends a Try it request and says what came back: the EFR's answer (any HTTP status: 400 and 406
 * are answers too, with `RC` BAD or NO), or why there was none, told apart as far as a page can:
 *
 * - `timeout`: nothing within `timeoutMs` (the request is aborted).
 * - `cors`: the browser refused the request or withheld the answer, yet the server is there: a
 *   second, `no-cors` request (whose answer the page may not read, so CORS does not apply) gets
 *   through. The EFR must allow the site's origin.
 * - `unreachable`: the probe fails too: nothing listens there, or the browser blocks the address
 *   from this page altogether (plain HTTP from an HTTPS page in some browsers, a local-network
 *   permission the reader declined). The panel names each fix.
 */

export interface TryRequest {
  /** The EFR's origin, "http://localhost:5618". */
  target: string;
  method: string;
  /** The path and query, "/register". */
  path: string;
  contentType?: string;
  body?: string;
  /** The `Prefer` header for the mock (operation.ts, `preferHeader`). */
  prefer?: string;
}

export type Outcome =
  | { kind: 'answer'; status: number; statusText: string; contentType: string; body: string; ms: number }
  | { kind: 'timeout' | 'cors' | 'unreachable'; target: string; seconds: number };

export interface SendOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** How long the reachability probe may take. */
  probeMs?: number;
  now?: () => number;
}

/** Whether a response body is shown as text; other types are summarised by their size. */
const textual = /json|xml|text\/|javascript|csv|pem/i;

/** The body as shown: JSON indented by two spaces, text as it came, anything else by its size. */
export async function readBody(response: Response): Promise<{ contentType: string; body: string }> {
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType && !textual.test(contentType)) {
    const bytes = (await response.arrayBuffer()).byteLength;
    return { contentType, body: `(${bytes.toLocaleString('en')} bytes of ${contentType.split(';')[0]})` };
  }
  const text = await response.text();
  if (!/json/i.test(contentType)) return { contentType, body: text };
  try {
    return { contentType, body: JSON.stringify(JSON.parse(text), null, 2) };
  } catch {
    return { contentType, body: text };
  }
}

async function withTimeout<T>(ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await run(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/** True when something at `target` answers a request the page does not read (see above). */
async function reachable(fetchImpl: typeof fetch, target: string, ms: number): Promise<boolean> {
  try {
    await withTimeout(ms, (signal) =>
      fetchImpl(`${target}/`, { mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal }),
    );
    return true;
  } catch {
    return false;
  }
}

export async function sendRequest(request: TryRequest, options: SendOptions = {}): Promise<Outcome> {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? (() => performance.now());
  const headers: Record<string, string> = {};
  if (request.body !== undefined && request.contentType) headers['Content-Type'] = request.contentType;
  if (request.prefer) headers.Prefer = request.prefer;
  const started = now();
  let timedOut = false;
  try {
    return await withTimeout(timeoutMs, async (signal) => {
      signal.addEventListener('abort', () => (timedOut = true));
      const response = await fetchImpl(`${request.target}${request.path}`, {
        method: request.method,
        headers,
        body: request.body,
        mode: 'cors',
        credentials: 'omit',
        cache: 'no-store',
        signal,
      });
      const { contentType, body } = await readBody(response);
      const ms = Math.round(now() - started);
      return { kind: 'answer', status: response.status, statusText: response.statusText, contentType, body, ms };
    });
  } catch {
    const seconds = Math.round(timeoutMs / 1000);
    if (timedOut) return { kind: 'timeout', target: request.target, seconds };
    const there = await reachable(fetchImpl, request.target, options.probeMs ?? 3000);
    return { kind: there ? 'cors' : 'unreachable', target: request.target, seconds };
  }
}
