import { describe, expect, it } from 'vitest';
import { escapeHtml, highlight, queryTerms, snippet } from '../highlight';

describe('highlight', () => {
  it('marks words that start with a query term, case- and accent-insensitively', () => {
    expect(highlight('Kassen-Nachschau and Kassenbuch', queryTerms('kassen')).value).toBe(
      '<mark>Kassen</mark>-Nachschau and <mark>Kassenbuch</mark>',
    );
    expect(highlight('Fiscalização', queryTerms('fiscalizacao')).matchLevel).toBe('full');
  });

  it('escapes HTML before marking, so record text cannot inject markup', () => {
    const result = highlight('<img src=x onerror=alert(1)> TSE', queryTerms('tse'));
    expect(result.value).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>TSE</mark>');
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
  });

  it('reports partial matches', () => {
    expect(highlight('receipt layout', queryTerms('receipt qr')).matchLevel).toBe('partial');
  });
});

describe('snippet', () => {
  const text =
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen signature sixteen';

  it('keeps the given number of words around the first match, with ellipses', () => {
    const result = snippet(text, queryTerms('signature'), 10);
    const words = result.value.replace(/…/g, ' ').trim().split(/\s+/);
    expect(words).toHaveLength(10);
    expect(result.value).toContain('<mark>signature</mark>');
    expect(result.value.startsWith('…')).toBe(true);
  });

  it('returns short text whole', () => {
    expect(snippet('short text', queryTerms('text'), 5).value).toBe('short <mark>text</mark>');
  });
});
