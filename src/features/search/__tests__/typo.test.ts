import { describe, expect, it } from 'vitest';
import { correctQuery, editDistance } from '../typo';

const vocabulary = ['receipt', 'signature', 'fiscal', 'transaction', 'export', 'kassensicherungsverordnung'];
const known = new Set(vocabulary);

describe('editDistance', () => {
  it('counts adjacent swaps as one edit', () => {
    expect(editDistance('signatrue', 'signature', 2)).toBe(1);
    expect(editDistance('recipt', 'receipt', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});

describe('correctQuery', () => {
  it('replaces unknown words with the closest vocabulary word', () => {
    expect(correctQuery(['signatrue', 'exprot'], vocabulary, known)).toEqual(['signature', 'export']);
  });

  it('keeps known words and prefixes, and short words', () => {
    expect(correctQuery(['fiscal', 'trans', 'qr'], vocabulary, known)).toBeNull();
  });

  it('gives up beyond the allowed edits', () => {
    expect(correctQuery(['zzzzzz'], vocabulary, known)).toBeNull();
  });
});
