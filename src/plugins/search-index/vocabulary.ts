/**
 * The vocabulary of the index for the typo-correction pass: the words of the records, most
 * frequent first. Tokenisation matches the client's query words (queryTerms() in
 * src/features/search/highlight.ts): lower case, without diacritics.
 */
export function tokenize(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}][\p{L}\p{N}_]*/gu) ?? []
  );
}

export interface VocabularyOptions {
  /** Shorter words are never corrected (allowedEdits() in typo.ts) and make poor targets. */
  minLength?: number;
  /**
   * Words in fewer records are left out: a word written once is rarely what a misspelt query
   * meant, and they are nearly half the list, which the browser downloads for the first typo.
   */
  minRecords?: number;
}

/** Words of at least `minLength` letters, without digits (codes are not misspelt words), in `minRecords` records. */
export function buildVocabulary(
  texts: Iterable<string>,
  { minLength = 4, minRecords = 2 }: VocabularyOptions = {},
): string[] {
  const frequency = new Map<string, number>();
  for (const text of texts) {
    for (const word of new Set(tokenize(text))) {
      if (word.length >= minLength && !/\d/.test(word)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
  }
  return [...frequency.entries()]
    .filter(([, count]) => count >= minRecords)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([word]) => word);
}
