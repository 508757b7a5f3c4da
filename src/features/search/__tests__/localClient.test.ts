import { describe, expect, it } from 'vitest';
import { createLocalSearchClient, parseParams, RetryError, tagsFromFacetFilters } from '../localClient';

const records: { url: string; content: string; meta: Record<string, string> }[] = [
  {
    url: '/efr/DE/fiscal#tse',
    content: 'Every cash register needs a TSE that signs each transaction.',
    meta: { id: '1', type: 'content', lvl0: 'EFR', lvl1: 'Germany – fiscal rules', lvl2: 'TSE' },
  },
  {
    url: '/efr/AT/fiscal',
    content: 'Austria – fiscal rules',
    meta: { id: '2', type: 'lvl1', lvl0: 'EFR', lvl1: 'Austria – fiscal rules' },
  },
];

function fakePagefind(calls: string[], fail = false) {
  return async () => ({
    options: async () => {},
    init: async () => {
      if (fail) throw new Error('index unreachable');
    },
    search: async (term: string) => {
      calls.push(term);
      const matching = records.filter((r) => r.content.toLowerCase().includes(term.toLowerCase().split(' ')[0]!));
      return { results: matching.map((r, i) => ({ id: String(i), score: 1, data: async () => r })) };
    },
  });
}

describe('local search client', () => {
  it("answers the multi-query call in Algolia's shape", async () => {
    const client = createLocalSearchClient({
      basePath: '/search/',
      origin: 'https://docs.example',
      importModule: fakePagefind([]),
    });
    const { results } = await client.search({ requests: [{ indexName: 'acme', query: 'TSE', hitsPerPage: 20 }] });
    const result = results[0]!;
    expect(result.nbHits).toBe(1);
    const [page, hit] = result.hits;
    expect(page!.type).toBe('lvl1');
    expect(page!.url).toBe('https://docs.example/efr/DE/fiscal');
    expect(hit!.url).toBe('https://docs.example/efr/DE/fiscal#tse');
    expect(hit!.anchor).toBe('tse');
    expect(hit!.hierarchy.lvl2).toBe('TSE');
    expect(hit!._highlightResult.hierarchy.lvl2?.value).toBe('<mark>TSE</mark>');
    expect(hit!._snippetResult.content?.value).toContain('<mark>TSE</mark>');
  });

  it('retries a query with a corrected spelling when nothing matches', async () => {
    const calls: string[] = [];
    const client = createLocalSearchClient({
      basePath: '/search/',
      origin: 'https://docs.example',
      importModule: fakePagefind(calls),
      fetchJson: async () => ['cash', 'register', 'austria'],
    });
    const { results } = await client.search({ requests: [{ indexName: 'acme', query: 'austira' }] });
    expect(calls).toEqual(['austira', 'austria']);
    expect(results[0]!.nbHits).toBe(1);
  });

  it('fails with a RetryError when the index cannot be loaded, and loads again next time', async () => {
    let fail = true;
    const client = createLocalSearchClient({
      basePath: '/search/',
      origin: 'https://docs.example',
      importModule: async (url) => fakePagefind([], fail && !url.includes('retry'))(),
    });
    await expect(client.search({ requests: [{ indexName: 'acme', query: 'TSE' }] })).rejects.toBeInstanceOf(RetryError);
    fail = false;
    const { results } = await client.search({ requests: [{ indexName: 'acme', query: 'TSE' }] });
    expect(results[0]!.nbHits).toBe(1);
  });

  it('reads params strings and facet filters', () => {
    expect(parseParams('query=tse&hitsPerPage=20')).toEqual({ query: 'tse', hitsPerPage: 20 });
    expect(tagsFromFacetFilters([['language:en'], ['docusaurus_tag:docs-efr-current']])).toEqual(['docs-efr-current']);
    expect(tagsFromFacetFilters([['language:en']])).toBeNull();
  });
});
