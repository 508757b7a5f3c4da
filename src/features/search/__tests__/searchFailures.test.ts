import { describe, expect, it } from 'vitest';
import { RetryError } from '../localEngine';
import { createFailedQuery, reportFailures } from '../searchFailures';

/** A client whose searches settle when the test says so. */
function controlledClient() {
  const pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  const client = {
    appId: 'local',
    search: (_input: { requests: { indexName: string; query?: string }[] }) =>
      new Promise<unknown>((resolve, reject) => pending.push({ resolve, reject })),
  };
  return { client, pending };
}

const request = (query: string) => ({ requests: [{ indexName: 'docs', query }] });

describe('reportFailures', () => {
  it('reports a RetryError of the latest search with its query and answers it with no hits', async () => {
    const { client, pending } = controlledClient();
    const reports: (string | null)[] = [];
    const wrapped = reportFailures(client, (query) => reports.push(query));
    const answer = wrapped.search(request('receipt'));
    pending[0]!.reject(new RetryError('The search index could not be loaded'));
    const response = (await answer) as { results: { hits: unknown[]; nbHits: number; query: string }[] };
    expect(reports).toEqual(['receipt']);
    expect(response.results).toHaveLength(1);
    expect(response.results[0]).toMatchObject({ hits: [], nbHits: 0, query: 'receipt' });
  });

  it('reports an answered search as no failure', async () => {
    const { client, pending } = controlledClient();
    const reports: (string | null)[] = [];
    const wrapped = reportFailures(client, (query) => reports.push(query));
    const answer = wrapped.search(request('receipt'));
    pending[0]!.resolve({ results: [{ hits: [{ objectID: '1' }], nbHits: 1 }] });
    expect(await answer).toEqual({ results: [{ hits: [{ objectID: '1' }], nbHits: 1 }] });
    expect(reports).toEqual([null]);
  });

  it('reports nothing for an earlier search that settles after a later one started', async () => {
    const { client, pending } = controlledClient();
    const reports: (string | null)[] = [];
    const wrapped = reportFailures(client, (query) => reports.push(query));
    const earlier = wrapped.search(request('rec'));
    const later = wrapped.search(request('receipt'));
    pending[0]!.reject(new RetryError('down'));
    await earlier;
    expect(reports).toEqual([]);
    pending[1]!.resolve({ results: [] });
    await later;
    expect(reports).toEqual([null]);
  });

  it('passes other errors through unchanged', async () => {
    const { client, pending } = controlledClient();
    const reports: (string | null)[] = [];
    const wrapped = reportFailures(client, (query) => reports.push(query));
    const answer = wrapped.search(request('receipt'));
    const error = Object.assign(new Error('Invalid API key'), { name: 'ApiError' });
    pending[0]!.reject(error);
    await expect(answer).rejects.toBe(error);
    expect(reports).toEqual([]);
  });

  it('keeps the rest of the client', () => {
    const { client } = controlledClient();
    expect(reportFailures(client, () => {}).appId).toBe('local');
  });
});

describe('createFailedQuery', () => {
  it('tells its subscribers when the failed query changes, and only then', () => {
    const failedQuery = createFailedQuery();
    let calls = 0;
    const unsubscribe = failedQuery.subscribe(() => calls++);
    failedQuery.set(null);
    expect(calls).toBe(0);
    failedQuery.set('receipt');
    failedQuery.set('receipt');
    expect([failedQuery.get(), calls]).toEqual(['receipt', 1]);
    unsubscribe();
    failedQuery.set(null);
    expect([failedQuery.get(), calls]).toEqual([null, 1]);
  });
});
