/** Typo correction over the index vocabulary (Pagefind itself matches exact words and prefixes only). */

/** Optimal-string-alignment distance (Damerau-Levenshtein with adjacent swaps), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previous2[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many edits a word of this length may carry. */
export function allowedEdits(length: number): number {
  return length < 4 ? 0 : length < 7 ? 1 : 2;
}

/** The index's vocabulary, most frequent word first, with each word's rank. */
export interface Vocabulary {
  words: readonly string[];
  rank: ReadonlyMap<string, number>;
}

export function vocabularyOf(words: readonly string[]): Vocabulary {
  return { words, rank: new Map(words.map((word, index) => [word, index])) };
}

/**
 * A known word is also corrected when a word within the allowed edits is this many times commoner
 * (by rank in the frequency-ordered vocabulary), as a noisy-channel speller weighs a rare spelling
 * against a frequent neighbour: "fiskal" (a German spelling, in a few pages) against "fiscal" (on
 * most pages). Prefixes of words compare by their commonest completion, so a word being typed
 * ("recei") is left alone.
 */
export const COMMONER_BY = 20;

/** The correction of one query word, or null when it stays. */
export function correctWord(word: string, vocabulary: Vocabulary): string | null {
  const max = allowedEdits(word.length);
  if (max === 0) return null;
  const own = vocabulary.rank.get(word) ?? vocabulary.words.findIndex((v) => v.startsWith(word));
  // Unknown words may become any vocabulary word; known ones and prefixes only a much commoner one.
  const limit = own < 0 ? vocabulary.words.length : Math.floor(own / COMMONER_BY);
  let best: string | undefined;
  let bestDistance = max + 1;
  for (let index = 0; index < limit; index++) {
    const candidate = vocabulary.words[index]!;
    if (candidate.startsWith(word)) continue;
    const distance = editDistance(word, candidate, Math.min(max, bestDistance - 1));
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      if (distance === 1) break;
    }
  }
  return best ?? null;
}

/**
 * Replaces each misspelt query word with the closest vocabulary word (the vocabulary is ordered by
 * frequency, so ties go to the commoner word). Returns null when nothing was corrected.
 */
export function correctQuery(words: readonly string[], vocabulary: Vocabulary): string[] | null {
  let changed = false;
  const corrected = words.map((word) => {
    const correction = correctWord(word, vocabulary);
    if (correction === null) return word;
    changed = true;
    return correction;
  });
  return changed ? corrected : null;
}

/**
 * Words that carry no meaning for the search: dropped from a question ("how do I void a
 * transaction") when all its words together match nothing.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be by can could do does did for from has have how i if in is it its me my no not of on ' +
    'or our should so that the their them then there these this to was we were what when where which who why ' +
    'will with would you your'
  ).split(' '),
);

/**
 * The query words without stop words and single letters ("e" of "e-invoicing": as a prefix it
 * matches most of the index, which makes Pagefind slow and adds nothing); all of them when nothing
 * else is left.
 */
export function contentWords(words: readonly string[]): string[] {
  const kept = words.filter((word) => word.length > 1 && !STOP_WORDS.has(word));
  return kept.length > 0 ? kept : [...words];
}
