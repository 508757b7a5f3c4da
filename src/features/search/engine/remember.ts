/** At most this many words are remembered by one function; then its memory is emptied and refilled. */
export const WORDS_REMEMBERED = 50_000;

/**
 * A function of one word that remembers its answers. The hits of one query repeat the same words
 * hundreds of times, and folding and stemming them again was about a third of a query's time.
 * The site's vocabulary is bounded; the bound only keeps a long session's memory in check.
 */
export function remember<T>(compute: (word: string) => T): (word: string) => T {
  const known = new Map<string, T>();
  return (word) => {
    if (known.has(word)) return known.get(word)!;
    if (known.size >= WORDS_REMEMBERED) known.clear();
    const value = compute(word);
    known.set(word, value);
    return value;
  };
}
