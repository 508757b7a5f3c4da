import { describe, expect, it } from 'vitest';
import { buildVocabulary, tokenize } from '../vocabulary';

describe('buildVocabulary', () => {
  it('folds words as the client folds query words', () => {
    expect(tokenize('Was die Mitteilung enthält: ÄNDERUNG')).toEqual([
      'was',
      'die',
      'mitteilung',
      'enthalt',
      'anderung',
    ]);
  });

  it('orders words by the records they occur in, and leaves out short, coded and one-off words', () => {
    const records = [
      'receipt fiscal TSE',
      'receipt signature DSFinV',
      'Receipt fiscal 5618 rare',
      'signature fiscal oces3 oces3',
    ];
    expect(buildVocabulary(records)).toEqual(['fiscal', 'receipt', 'signature']);
    expect(buildVocabulary(records, { minLength: 3, minRecords: 1 })).toContain('rare');
  });
});
