import { renderMarkdown } from '@efr-docs/chat-widget';
import { describe, expect, it, vi } from 'vitest';
import { answer, linkTarget, MAX_LINKS, noMatchReply, queriesFor, unreachableReply, type DocsSearch } from '../answer';
import { hostileHit, tseExportHits } from './fixtures/hits';

const options = { baseUrl: '/', origins: ['http://127.0.0.1:4173'] };
const searchReturning = (hits: typeof tseExportHits): DocsSearch => vi.fn(() => Promise.resolve(hits));

describe('answer', () => {
  it('answers with the best passage, its page title and up to three links to different pages', async () => {
    const reply = await answer('How do I get the TSE export?', searchReturning(tseExportHits), options);
    expect(reply.kind).toBe('answer');
    expect(reply.text).toMatch(/^From \*\*Germany – exports\*\* › TSE export:\n\n/);
    expect(renderMarkdown(reply.text)).toContain('<strong>Germany – exports</strong>');
    // Two sentences, starting at the one that mentions a keyword.
    expect(renderMarkdown(reply.text)).toContain(
      'writes them as a TAR file in the format defined by the BSI. This is the file',
    );
    expect(reply.text).not.toContain('can take a long time');
    expect(reply.links).toHaveLength(MAX_LINKS);
    expect(reply.links).toEqual([
      { title: 'Germany – exports › TSE export', url: '/efr/DE/export#tse-export' },
      { title: 'Germany – fiscal devices › Replacing a TSE', url: '/efr/DE/fiscal-devices#replacing-a-tse' },
      {
        title: 'Germany FAQs › How do I get the TSE export?',
        url: '/faq/Countries/GermanyFAQs#how-do-i-get-the-tse-export',
      },
    ]);
  });

  it('searches for the question as asked, then its keywords, then fewer of them until something matches', async () => {
    const search = vi.fn<DocsSearch>((query) => Promise.resolve(query === 'export' ? tseExportHits : []));
    const reply = await answer('Where is the TSE export?', search, options);
    expect(search.mock.calls.map(([query]) => query)).toEqual([
      'Where is the TSE export?',
      'tse export',
      'export tse',
      'export',
    ]);
    expect(reply.kind).toBe('answer');
  });

  it('says so, with links to the countries and the search page, when nothing matches', async () => {
    const reply = await answer('qqqxxzzyy', searchReturning([]), options);
    expect(reply).toEqual(noMatchReply('qqqxxzzyy', options));
    expect(reply.text).toMatch(/^I couldn't find that in the documentation\. Try other words, or browse /);
    expect(reply.links).toEqual([
      { title: 'EFR countries', url: '/efr/countries' },
      { title: 'Search results for “qqqxxzzyy”', url: '/search?q=qqqxxzzyy' },
    ]);
  });

  it('does not search for an empty question or one of stop words only', async () => {
    const search = vi.fn<DocsSearch>(() => Promise.resolve(tseExportHits));
    expect((await answer('   ', search, options)).kind).toBe('no-match');
    expect((await answer('how are you?', search, options)).kind).toBe('no-match');
    expect(search).not.toHaveBeenCalled();
    expect(noMatchReply('  ').links[1]).toEqual({ title: 'Search the documentation', url: '/search' });
  });

  it('says the index cannot be reached when the search fails', async () => {
    const reply = await answer('TSE export', vi.fn<DocsSearch>().mockRejectedValue(new Error('RetryError')), options);
    expect(reply).toEqual(unreachableReply());
    expect(reply.text).toBe("The documentation index can't be reached right now. Check your connection and try again.");
  });

  it('echoes hostile questions only as escaped text and in an encoded URL', async () => {
    const question = '<img src=x onerror=alert(1)> [x](javascript:alert(1))';
    const reply = await answer(question, searchReturning([]), options);
    const html = renderMarkdown(reply.text);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; [x](javascript:alert(1))');
    expect(html).not.toMatch(/<img|<a /);
    expect(reply.links[1]!.url).toBe(`/search?q=${encodeURIComponent(question)}`);
  });

  it('escapes markup coming from the index', async () => {
    const reply = await answer('field', searchReturning([hostileHit]), options);
    const html = renderMarkdown(reply.text);
    expect(html).toContain('<strong>Odd *page* &lt;b&gt;title&lt;/b&gt;</strong>');
    expect(html).toContain('Write &lt;img src=x onerror=alert(1)&gt; or [x](javascript:alert(1)) into the field.');
    expect(html).not.toMatch(/<img|<a |<b>/);
  });

  it('caps the question at 500 characters before searching', async () => {
    const search = vi.fn<DocsSearch>(() => Promise.resolve([]));
    await answer(`${'tse '.repeat(100)}${'export '.repeat(200)}`, search, options);
    // The question as asked, cut at 500 characters; then its keywords: 400 + 14 × 7 characters,
    // then the cut leaves "ex" of the fifteenth "export".
    expect(search.mock.calls[0]![0]).toHaveLength(500);
    expect(search).toHaveBeenNthCalledWith(2, 'tse export ex');
    const reply = await answer(`a${'b'.repeat(600)}`, search, options);
    expect(decodeURIComponent(reply.links[1]!.url.split('q=')[1]!).length).toBeLessThanOrEqual(80);
  });

  it('names the best page when no hit has text', async () => {
    const reply = await answer('exports', searchReturning([tseExportHits[1]!]), options);
    expect(reply.text).toBe('The best match is **Germany – exports**. The links below lead to the pages.');
  });
});

describe('queriesFor', () => {
  it('tries the question as asked, then all terms, then the longest two, then the longest one', () => {
    expect(queriesFor('How do I  export TSE data?', ['tse', 'export', 'data'])).toEqual([
      'How do I export TSE data?',
      'tse export data',
      'export data',
      'export',
    ]);
    expect(queriesFor('receipt', ['receipt'])).toEqual(['receipt']);
  });
});

describe('linkTarget', () => {
  it('opens site paths in the same tab and other URLs in a new one', () => {
    expect(linkTarget('/efr/api')).toBe('_self');
    expect(linkTarget('https://elsewhere.example/')).toBe('_blank');
  });
});
