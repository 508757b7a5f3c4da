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

/**
 * Replaces each unknown query word with the closest vocabulary word (the vocabulary is ordered by
 * frequency, so ties go to the commoner word). Known words and prefixes of known words stay.
 * Returns null when nothing was corrected.
 */
export function correctQuery(
  words: readonly string[],
  vocabulary: readonly string[],
  known: ReadonlySet<string>,
): string[] | null {
  let changed = false;
  const corrected = words.map((word) => {
    const max = allowedEdits(word.length);
    if (max === 0 || known.has(word) || vocabulary.some((v) => v.startsWith(word))) return word;
    let best: string | undefined;
    let bestDistance = max + 1;
    for (const candidate of vocabulary) {
      const distance = editDistance(word, candidate, Math.min(max, bestDistance - 1));
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
        if (distance === 1) break;
      }
    }
    if (!best) return word;
    changed = true;
    return best;
  });
  return changed ? corrected : null;
}
