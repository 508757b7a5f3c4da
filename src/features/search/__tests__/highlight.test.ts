import { describe, expect, it } from 'vitest';
import { termsOf } from '../engine/tokenizer';
import { escapeHtml, highlight, snippet } from '../highlight';

/** The index terms of a query, as the engine hands them to the highlighter. */
const terms = (query: string) => new Set(termsOf(query));

describe('highlight', () => {
  it('marks words whose index term is in the set: receipts for the term receipt', () => {
    expect(highlight('Print two receipts and one receipt copy', new Set(['receipt'])).value).toBe(
      'Print two <mark>receipts</mark> and one <mark>receipt</mark> copy',
    );
  });

  it('marks case- and accent-insensitively', () => {
    expect(highlight('Die Übergangsfrist endet', terms('ubergangsfrist')).value).toBe(
      'Die <mark>Übergangsfrist</mark> endet',
    );
    expect(highlight('Fiscalização', terms('fiscalizacao')).matchLevel).toBe('full');
  });

  it('does not mark words that only start like a term, and marks a word joined by a hyphen whole', () => {
    expect(highlight('Kassenbuch and Kassen-Nachschau', terms('kassen')).value).toBe(
      'Kassenbuch and <mark>Kassen-Nachschau</mark>',
    );
  });

  it('does not mark stop words, even when the set holds them', () => {
    expect(highlight('the receipt', new Set(['the', 'receipt'])).value).toBe('the <mark>receipt</mark>');
  });

  it('escapes HTML before marking, so record text cannot inject markup', () => {
    const result = highlight('<img src=x onerror=alert(1)> TSE & "QR"', terms('tse'));
    expect(result.value).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>TSE</mark> &amp; &quot;QR&quot;');
    expect(escapeHtml(`"'&<>`)).toBe('&quot;&#39;&amp;&lt;&gt;');
  });

  it('reports matchLevel none, partial and full with the matched terms', () => {
    expect(highlight('receipt layout', terms('signature'))).toEqual({
      value: 'receipt layout',
      matchLevel: 'none',
      matchedWords: [],
    });
    expect(highlight('receipt layout', terms('receipt qr'))).toMatchObject({
      matchLevel: 'partial',
      matchedWords: ['receipt'],
    });
    expect(highlight('QR code on the receipts', terms('receipt qr'))).toMatchObject({
      matchLevel: 'full',
      matchedWords: ['qr', 'receipt'],
    });
  });

  it('marks the parts of a camel-case identifier', () => {
    expect(highlight('The TaxG field', terms('TaxG')).value).toBe('The <mark>TaxG</mark> field');
  });

  // The highlighter splits words as the tokenizer does, so an identifier matches its own terms.
  it('marks Fis_QR for a search of Fis_QR', () => {
    expect(highlight('Set Fis_QR=true to print the code', terms('Fis_QR')).value).toBe(
      'Set <mark>Fis_QR</mark>=true to print the code',
    );
  });

  // Joined forms are index terms ("verifactu" finds VERI*FACTU): the text that matched is marked.
  it('marks VERI*FACTU for the term verifactu', () => {
    expect(highlight('Spain: VERI*FACTU registration', terms('verifactu')).matchLevel).not.toBe('none');
  });

  // An identifier typed as written has several terms ("TaxG" gives taxg and tax): all matched.
  it('reports a full match for the identifier typed as written', () => {
    expect(highlight('The TaxG field', terms('TaxG')).matchLevel).toBe('full');
  });
});

describe('snippet', () => {
  const text =
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen signature sixteen';
  const words = (value: string) => value.replace(/…/g, ' ').trim().split(/\s+/);

  it('keeps the given number of words around the first match, with an ellipsis where text was cut', () => {
    const result = snippet(text, terms('signature'), 10);
    expect(words(result.value)).toHaveLength(10);
    expect(result.value).toBe('…eight nine ten eleven twelve thirteen fourteen fifteen <mark>signature</mark> sixteen');
    expect(result.matchLevel).toBe('full');
  });

  it('starts a third of the window before the match, with ellipses on both sides', () => {
    expect(snippet(text, terms('eight'), 6, ' [...] ').value).toBe(
      ' [...] six seven <mark>eight</mark> nine ten eleven [...] ',
    );
  });

  it('starts at the beginning when the match is there or nothing matches, and ends at the end', () => {
    expect(snippet(text, terms('two'), 4).value).toBe('one <mark>two</mark> three four…');
    expect(snippet(text, terms('signatures'), 4).value).toBe('…fourteen fifteen <mark>signature</mark> sixteen');
    expect(snippet(text, terms('receipt'), 3)).toMatchObject({ value: 'one two three…', matchLevel: 'none' });
  });

  it('returns short text whole, with its white space collapsed', () => {
    expect(snippet('short\n  text', terms('text'), 5).value).toBe('short <mark>text</mark>');
  });

  it('escapes HTML in the window', () => {
    expect(snippet('a <script> tag and one two three four five six seven', terms('tag'), 3).value).toBe(
      '…&lt;script&gt; <mark>tag</mark> and…',
    );
  });
});
