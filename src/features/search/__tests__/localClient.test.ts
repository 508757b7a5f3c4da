import { describe, expect, it } from 'vitest';
import {
  adjacentPairs,
  byPage,
  createLocalSearchClient,
  exactWords,
  mergeAnyOf,
  parseParams,
  RetryError,
  sectionHit,
  standsFor,
  tagsFromFacetFilters,
  unmatchedTerms,
  type LocalHit,
  type SectionData,
} from '../localClient';

/** A section as the index stores it: its text first (`n` characters), then heading and context. */
function section(id: string, url: string, body: string, meta: Record<string, string>): SectionData {
  const heading = meta[meta.type ?? ''] ?? '';
  return {
    url: `${url.split('#')[0]}?r=${id}${url.includes('#') ? `#${url.split('#')[1]}` : ''}`,
    content: [body, heading, meta.lvl1].filter(Boolean).join(' '),
    meta: { id, n: String(body.length), lvl0: 'EFR', ...meta },
  };
}

const sections: SectionData[] = [
  section('1', '/efr/DE/fiscal#tse', 'Every cash register needs a TSE that signs each transaction.', {
    type: 'lvl2',
    lvl1: 'Germany – fiscal rules',
    lvl2: 'TSE',
  }),
  section('2', '/efr/AT/fiscal', 'Cash registers in Austria sign every receipt.', {
    type: 'lvl1',
    lvl1: 'Austria – fiscal rules',
  }),
  section('3', '/faq/Countries/AustriaFAQs#register', 'Register the signature device in FinanzOnline.', {
    type: 'lvl3',
    lvl1: 'Austria FAQ',
    lvl3: 'How do I register the register?',
  }),
  section('4', '/e_invoicing/api/general#dd', 'ESR.DD names the network, ESR.DDto the receiver.', {
    type: 'lvl2',
    lvl1: 'E-Invoicing API',
    lvl2: 'DD',
  }),
  section('5', '/bill/Management/Dashboard#filters', 'The period is the transaction time (ESR.D).', {
    type: 'content',
    lvl1: 'Dashboard',
    lvl2: 'Filters',
  }),
];

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];

/**
 * Pagefind as the client sees it: every word of the query must start a word of the section (the
 * section's text, heading and context), "ESR.DD" being one word that "ESR.D" starts; the score
 * counts the matches.
 */
function fakePagefind(calls: string[], fail = false) {
  return async () => ({
    options: async () => {},
    init: async () => {
      if (fail) throw new Error('index unreachable');
    },
    search: async (query: string) => {
      calls.push(query);
      const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
      const matching = sections.flatMap((data) => {
        const tokens = [...words(data.content), ...(data.content.toLowerCase().match(/\S+/g) ?? [])];
        const hits = terms.map(
          (term) => tokens.filter((token) => token.startsWith(term) || term.startsWith(token + '.')).length,
        );
        return hits.every((count) => count > 0) ? [{ data, score: hits.reduce((a, b) => a + b, 0) }] : [];
      });
      return {
        results: matching
          .sort((a, b) => b.score - a.score)
          .map(({ data, score }) => ({ id: data.meta.id!, score, data: async () => data })),
      };
    },
  });
}

const client = (calls: string[] = [], vocabulary: string[] = []) =>
  createLocalSearchClient({
    basePath: '/search/',
    origin: 'https://docs.example',
    importModule: fakePagefind(calls),
    fetchJson: async () => vocabulary,
  });

const urls = (hits: LocalHit[]) => hits.map((hit) => hit.url.replace('https://docs.example', ''));

describe('local search client', () => {
  it("answers the multi-query call in Algolia's shape", async () => {
    const { results } = await client().search({ requests: [{ indexName: 'acme', query: 'TSE', hitsPerPage: 20 }] });
    const result = results[0]!;
    expect(result.nbHits).toBe(1);
    const [page, hit] = result.hits;
    expect(page!.type).toBe('lvl1');
    expect(page!.url).toBe('https://docs.example/efr/DE/fiscal');
    expect(hit!.url).toBe('https://docs.example/efr/DE/fiscal#tse');
    expect(hit!.anchor).toBe('tse');
    expect(hit!.type).toBe('lvl2');
    expect(hit!.hierarchy.lvl2).toBe('TSE');
    expect(hit!._highlightResult.hierarchy.lvl2?.value).toBe('<mark>TSE</mark>');
  });

  it('retries a query with a corrected spelling when nothing matches', async () => {
    const calls: string[] = [];
    const { results } = await client(calls, ['cash', 'register', 'austria']).search({
      requests: [{ indexName: 'acme', query: 'austira' }],
    });
    expect(calls).toEqual(['austira', 'austria']);
    expect(urls(results[0]!.hits)).toContain('/efr/AT/fiscal');
  });

  it('searches a question without its stop words, then with all its words but one', async () => {
    const calls: string[] = [];
    const { results } = await client(calls).search({
      requests: [{ indexName: 'acme', query: 'how do I register a cash register in Austria' }],
    });
    expect(calls).toEqual(['register cash austria', 'cash austria', 'register austria', 'register cash']);
    // The one section with all three words first, then those with two.
    expect(urls(results[0]!.hits)).toEqual([
      '/efr/AT/fiscal',
      '/faq/Countries/AustriaFAQs',
      '/faq/Countries/AustriaFAQs#register',
      '/efr/DE/fiscal',
      '/efr/DE/fiscal#tse',
    ]);
  });

  it('retries with the plain words when the hits lack one ("ESR.DD" matched as "ESR.D")', async () => {
    const calls: string[] = [];
    const { results } = await client(calls).search({ requests: [{ indexName: 'acme', query: 'ESR.DD' }] });
    expect(calls.slice(0, 2)).toEqual(['esr.dd', 'esr dd']);
    expect(urls(results[0]!.hits)[1]).toBe('/e_invoicing/api/general#dd');
  });

  it('drops hits that lack a word and finds nothing better ("Q" for "qqqxxzzyy")', async () => {
    const pagefind = async () => ({
      options: async () => {},
      init: async () => {},
      // Pagefind matches an unknown word by a known part of it.
      search: async (query: string) => ({
        results: query === 'qqqxxzzyy' ? [{ id: '2', score: 1, data: async () => sections[1]! }] : [],
      }),
    });
    const junk = createLocalSearchClient({
      basePath: '/search/',
      origin: 'https://docs.example',
      importModule: pagefind,
      fetchJson: async () => ['receipt'],
    });
    const { results } = await junk.search({ requests: [{ indexName: 'acme', query: 'qqqxxzzyy' }] });
    expect(results[0]).toMatchObject({ nbHits: 0, hits: [] });
  });

  it('keeps its results when the vocabulary for corrections cannot be fetched', async () => {
    const offline = createLocalSearchClient({
      basePath: '/search/',
      origin: 'https://docs.example',
      importModule: fakePagefind([]),
      fetchJson: async () => {
        throw new Error('offline');
      },
    });
    const { results } = await offline.search({ requests: [{ indexName: 'acme', query: 'TSE' }] });
    expect(results[0]!.nbHits).toBe(1);
  });

  it('fails with a RetryError when the index cannot be loaded, and loads again next time', async () => {
    let fail = true;
    const failing = createLocalSearchClient({
      basePath: '/search/',
      origin: 'https://docs.example',
      importModule: async (url) => fakePagefind([], fail && !url.includes('retry'))(),
    });
    await expect(failing.search({ requests: [{ indexName: 'acme', query: 'TSE' }] })).rejects.toBeInstanceOf(
      RetryError,
    );
    fail = false;
    const { results } = await failing.search({ requests: [{ indexName: 'acme', query: 'TSE' }] });
    expect(results[0]!.nbHits).toBe(1);
  });

  it('reads params strings and facet filters', () => {
    expect(parseParams('query=tse&hitsPerPage=20')).toEqual({ query: 'tse', hitsPerPage: 20 });
    expect(tagsFromFacetFilters([['language:en'], ['docusaurus_tag:docs-efr-current']])).toEqual(['docs-efr-current']);
    expect(tagsFromFacetFilters([['language:en']])).toBeNull();
  });
});

describe('sectionHit', () => {
  const options = { origin: 'https://docs.example', snippetWords: 4, ellipsis: '…' };

  it("shows a section whose heading matches as the heading, else as its text without the index's context", () => {
    const [tse, austria] = sections;
    expect(sectionHit(tse!, ['tse'], options)).toMatchObject({ type: 'lvl2', content: null });
    const hit = sectionHit(austria!, ['sign'], options);
    expect(hit).toMatchObject({ type: 'content', content: 'Cash registers in Austria sign every receipt.' });
    expect(hit.url).toBe('https://docs.example/efr/AT/fiscal');
    expect(hit._snippetResult.content?.value).toBe('…Austria <mark>sign</mark> every receipt.');
  });
});

describe('ranking', () => {
  const hit = (url: string) => ({ url_without_anchor: url }) as LocalHit;

  it('counts exact words, side-by-side words and missing words', () => {
    expect(exactWords('The Fis block and fiscal rules', ['fis', 'rules'])).toBe(2);
    expect(exactWords('fiscal rules', ['fis'])).toBe(0);
    expect(adjacentPairs('How do I get a digital receipt?', ['get', 'digital', 'receipt'])).toBe(2);
    expect(adjacentPairs('digital signatures on the receipt', ['digital', 'receipt'])).toBe(0);
    expect(unmatchedTerms(['esr', 'dd'], sections.slice(4))).toEqual(['dd']);
    expect(standsFor('company', 'companies')).toBe(true);
    expect(standsFor('kassen', 'kassensicherungsverordung')).toBe(false);
    expect(standsFor('q', 'qqqxxzzyy')).toBe(false);
    expect(unmatchedTerms(['periods', 'transact'], sections.slice(4))).toEqual([]);
    expect(unmatchedTerms(['fiskal'], [{ url: '/x', content: 'DATEV MeinFiskal', meta: {} }])).toEqual([]);
  });

  it('orders pages by exact words, then proximity, then headings, then scores of their sections', () => {
    const ordered = byPage([
      { hit: hit('/prefix-only'), score: 9, exact: 0, proximity: 0, heading: 1 },
      { hit: hit('/one-dense-mention'), score: 5, exact: 1, proximity: 0, heading: 0 },
      { hit: hit('/several-sections'), score: 4, exact: 1, proximity: 0, heading: 0 },
      { hit: hit('/several-sections'), score: 3, exact: 1, proximity: 0, heading: 0 },
      { hit: hit('/titled'), score: 1, exact: 1, proximity: 0, heading: 1 },
      { hit: hit('/side-by-side'), score: 1, exact: 1, proximity: 1, heading: 0 },
    ]);
    expect(ordered.map((h) => h.url_without_anchor)).toEqual([
      '/side-by-side',
      '/titled',
      '/several-sections',
      '/several-sections',
      '/one-dense-mention',
      '/prefix-only',
    ]);
  });

  it('merges result lists: results in more lists first, then by total score', () => {
    const result = (id: string, score: number) => ({ id, score, data: async () => sections[0]! });
    const merged = mergeAnyOf([[result('a', 1), result('b', 5)], [result('a', 1)], [result('c', 9)]]);
    expect(merged.map((r) => r.id)).toEqual(['a', 'c', 'b']);
  });
});
