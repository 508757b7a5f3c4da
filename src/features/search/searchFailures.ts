/**
 * Which search of the dialog failed, so the dialog can say so.
 *
 * DocSearch shows "Unable to fetch results" when its search client throws a RetryError, but the
 * autocomplete core it bundles sets the status back to "idle" as soon as the request settles (a
 * `finally` in its input handler), so that screen never stays: the same in @docsearch/react 3.9.0
 * and 4.7.1, the newest Docusaurus 3.10 accepts, and no prop reaches the status. The dialog draws
 * the error screen itself (SearchErrorScreen.tsx) from what this wrapper of its search client
 * reports. A RetryError is handled here: answered with no hits, so DocSearch renders its
 * no-results screen, which the error screen stands in for, and no rejection reaches autocomplete,
 * which would leave it unhandled.
 */

interface Request {
  query?: string;
}

interface Client {
  search: (...args: never[]) => Promise<unknown>;
}

/** The requests of a search call: `{ requests }` (algoliasearch 5, DocSearch 3) or an array. */
function requestsOf(input: unknown): Request[] {
  if (Array.isArray(input)) return input as Request[];
  return (input as { requests?: Request[] } | undefined)?.requests ?? [];
}

/** A result without hits, shaped as the search API answers one request. */
function emptyResult(request: Request) {
  const query = request.query ?? '';
  return { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, exhaustiveNbHits: true, query, params: '' };
}

const isRetryError = (error: unknown) => (error as { name?: unknown } | null)?.name === 'RetryError';

/**
 * The client, reporting how each latest search settled: `onSettled(query)` when it failed with a
 * RetryError (the search service or the index could not be reached), `onSettled(null)` when it
 * answered. An earlier search settling after a later one started reports nothing (DocSearch shows
 * only the latest). Other errors pass through unchanged, as DocSearch would meet them.
 */
export function reportFailures<T extends Client>(client: T, onSettled: (failedQuery: string | null) => void): T {
  let latest = 0;
  return {
    ...client,
    search: async (...args: Parameters<T['search']>) => {
      const call = ++latest;
      try {
        const response = await client.search(...args);
        if (call === latest) onSettled(null);
        return response;
      } catch (error) {
        if (!isRetryError(error)) throw error;
        const requests = requestsOf(args[0]);
        if (call === latest) onSettled(requests[0]?.query ?? '');
        return { results: requests.map(emptyResult) };
      }
    },
  };
}

/**
 * The dialog's failed query (null: none), kept outside React state: a failure re-renders the error
 * screen only. A render of SearchModal would hand DocSearchModal new callback props, and DocSearch
 * then builds a new autocomplete instance, which empties the search box.
 */
export function createFailedQuery() {
  let value: string | null = null;
  const listeners = new Set<() => void>();
  return {
    get: (): string | null => value,
    set: (next: string | null): void => {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type FailedQuery = ReturnType<typeof createFailedQuery>;
