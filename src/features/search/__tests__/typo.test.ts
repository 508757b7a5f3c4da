import { describe, expect, it } from 'vitest';
import { COMMONER_BY, contentWords, correctQuery, correctWord, editDistance, vocabularyOf } from '../typo';

const vocabulary = vocabularyOf([
  'receipt',
  'signature',
  'fiscal',
  'transaction',
  'export',
  'kassensicherungsverordnung',
]);

describe('editDistance', () => {
  it('counts adjacent swaps as one edit', () => {
    expect(editDistance('signatrue', 'signature', 2)).toBe(1);
    expect(editDistance('recipt', 'receipt', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});

describe('correctQuery', () => {
  it('replaces unknown words with the closest vocabulary word', () => {
    expect(correctQuery(['signatrue', 'exprot'], vocabulary)).toEqual(['signature', 'export']);
    expect(correctQuery(['kassensicherungsverordung'], vocabulary)).toEqual(['kassensicherungsverordnung']);
  });

  it('keeps known words and prefixes, and short words', () => {
    expect(correctQuery(['fiscal', 'trans', 'qr'], vocabulary)).toBeNull();
  });

  it('gives up beyond the allowed edits', () => {
    expect(correctQuery(['zzzzzz'], vocabulary)).toBeNull();
  });
});

describe('correctWord', () => {
  // "fiscal" on most pages, the German "fiskal" on a few: the rare spelling yields to the common one.
  const ranked = vocabularyOf([
    'fiscal',
    ...Array.from({ length: COMMONER_BY * 3 }, (_, index) => `filler${index}`),
    'fiskal',
    'fiskaly',
  ]);

  it('replaces a known word by a much commoner neighbour', () => {
    expect(correctWord('fiskal', ranked)).toBe('fiscal');
  });

  it('keeps a word whose neighbours are not much commoner', () => {
    expect(correctWord('fiscal', ranked)).toBeNull();
    expect(correctWord('fiskaly', vocabularyOf(['fiskaly', 'fiskal']))).toBeNull();
  });

  it('leaves a prefix of a common word alone while it is being typed', () => {
    expect(correctWord('fisca', ranked)).toBeNull();
  });
});

describe('contentWords', () => {
  it('drops stop words and single letters', () => {
    expect(contentWords(['how', 'do', 'i', 'register', 'a', 'cash', 'e'])).toEqual(['register', 'cash']);
  });

  it('keeps every word when nothing else is left', () => {
    expect(contentWords(['what', 'is'])).toEqual(['what', 'is']);
  });
});
