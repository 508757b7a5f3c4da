/**
 * The vocabulary of the index for the typo-correction pass: every word of the records with its
 * document frequency, most frequent first. Tokenisation must match the client's (tokenize()).
 */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{N}][\p{L}\p{N}_]*/gu) ?? []
  );
}

export function buildVocabulary(texts: Iterable<string>, minLength = 3): string[] {
  const frequency = new Map<string, number>();
  for (const text of texts) {
    for (const word of new Set(tokenize(text))) {
      if (word.length >= minLength && !/^\d+$/.test(word)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
  }
  return [...frequency.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => word);
}
