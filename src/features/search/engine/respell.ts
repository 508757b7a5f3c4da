import { oneEditAway } from './edits';
import { nearCandidates, type NearTerms } from './near';
import { fold, processTerm, STOP_WORDS } from './tokenizer';

export { oneEditAway, type Edit } from './edits';

/**
 * Words the index does not know, replaced before the query runs: respelled, or taken apart as a
 * German compound (splitCompound below).
 *
 * MiniSearch's fuzzy matching covers most typos (indexOptions.ts MATCHING), but not all:
 * - the index is split by the first three letters of its terms, so a typo among them looks in the
 *   wrong shard ("Gremany", "tikcetbai", "Protugal");
 * - its edit distance is Levenshtein's, where two swapped letters cost two edits, so a swap in a
 *   six-letter word is beyond the one edit allowed ("Sewden"), and in longer words it ranks as low
 *   as any two-edit match.
 * So a word that is neither a term of the index nor the start of one is replaced by the most
 * frequent term one edit away (Damerau: a swap of two neighbouring letters is one edit). A letter
 * left out or mistyped among the first three ("tiketbai") leads to a shard the word cannot name;
 * the index lists such terms under the forms a reader would type (nearForms()).
 */

/** Shorter words are codes and names more often than misspellings ("tse", "rksv"). */
export const MIN_RESPELL_LENGTH = 5;
/**
 * A word of this length the index does not know is respelled only by swapping two neighbouring
 * letters ("rskv" → rksv): any other edit of a four-letter code reaches too many other words.
 */
export const SWAP_ONLY_LENGTH = 4;

/** Outweighs any count of sections: candidates that keep the first letter come first. */
const FIRST_LETTER_KEPT = 1e9;

/** The index's terms of one shard with the number of sections each occurs in. */
export type ShardTerms = ReadonlyMap<string, number>;

/** The terms of a shard file (MiniSearch's `[term, { field: { section: count } }]` entries). */
export function shardTerms(entries: readonly [string, Record<string, Record<string, number>>][]): ShardTerms {
  return new Map(
    entries.map(([term, fields]) => [term, new Set(Object.values(fields).flatMap((ids) => Object.keys(ids))).size]),
  );
}

export interface Lookup {
  /** The shard key of a term. */
  keyOf: (term: string) => string;
  /** Whether a shard of that key exists. */
  exists: (key: string) => boolean;
  /** The terms of a shard. */
  terms: (key: string) => Promise<ShardTerms>;
  /**
   * Whether a term names a country or one of its places ("lisbon", "wien"): kept as typed even
   * where no page has it, since it tells the ranking which country the query is about.
   */
  names?: (term: string) => boolean;
  /** The near file of a shard key (nearForms), empty where the index has none. */
  near?: (key: string) => Promise<NearTerms>;
}

/** How often a term occurs, or (as it is being typed) the most frequent term it starts. */
function frequency(terms: ShardTerms, term: string, asPrefix: boolean): number {
  const exact = terms.get(term) ?? 0;
  if (exact > 0 || !asPrefix) return exact;
  let best = 0;
  for (const [candidate, count] of terms) if (candidate.startsWith(term) && count > best) best = count;
  return best;
}

/** Whether the index knows a word, or (as it is being typed) a word it starts. */
async function isKnown(folded: string, lookup: Lookup): Promise<boolean> {
  const term = processTerm(folded);
  if (term === null || lookup.names?.(term)) return true;
  const key = lookup.keyOf(term);
  const own = lookup.exists(key) ? await lookup.terms(key) : new Map<string, number>();
  return frequency(own, term, true) > 0 || frequency(own, folded, true) > 0;
}

/**
 * A word the index does not know, as the index's words: its nearest spelling or its parts as a
 * compound, whichever is the better attested (the rarer part of a split against the respelled
 * word: "Stornobon" is "storno bon", not a rare word one letter away). Null for a known word.
 */
export async function replacement(word: string, lookup: Lookup, last: boolean): Promise<string | null> {
  const folded = fold(word);
  if (!/^\p{L}+$/u.test(folded) || (await isKnown(folded, lookup))) return null;
  const plain = withoutUmlautSpelling(folded);
  if (plain !== folded) {
    if (await isKnown(plain, lookup)) return plain;
    const replaced = await replacement(plain, lookup, last);
    if (replaced) return replaced;
  }
  const noun = await asNoun(folded, lookup);
  if (noun) return noun;
  const respelled = folded.length >= SWAP_ONLY_LENGTH ? await nearest(folded, lookup, last) : null;
  const split = await bestSplit(folded, lookup, last);
  if (split && split.count >= (respelled?.count ?? 0)) return split.parts;
  if (folded.length >= MIN_RESPELL_LENGTH && GERMAN_INFINITIVE.test(folded)) return null;
  return respelled?.word ?? null;
}

/**
 * A German word with its umlauts written out as readers type them without a German keyboard
 * ("oeffnen", "zuruecksetzen", "Aenderung"), as the index folds them (öffnen → offnen): ae, oe
 * and ue become a, o and u. Only tried for words the index does not know as typed, so English
 * words with these letters ("queue", "does", "value") stay as they are.
 */
export function withoutUmlautSpelling(folded: string): string {
  return folded.replace(/([aou])e/g, '$1');
}

/**
 * The ending of a German infinitive ("buchen", "ändern", "sammeln"). Such a word the index does not
 * know, of MIN_RESPELL_LENGTH letters or more, with no noun (asNoun) and no split, stays as typed:
 * one edit away from it is another word more often than the word meant ("buchen" became "buche",
 * which as a prefix matched Buchhaltung and Buchführung, so "Trinkgeld buchen" found the accounting
 * pages before the tips section). Kept, it matches nothing and the query's other words rank the
 * pages. Measured on the sets (top-1 from the home page): tuning 89.1 → 89.3, held out 89.2 → 89.5,
 * blind 87.7 → 88.0; no query lost a place.
 */
const GERMAN_INFINITIVE = /(?:[^e]en|e[rl]n)$/;

/**
 * The noun in -ung of a German infinitive ("buchen" → buchung, "ändern" → anderung), or null for a
 * word without such an ending: -en gives way to -ung, and -ern and -eln keep their e.
 */
export function germanNoun(folded: string): string | null {
  if (!GERMAN_INFINITIVE.test(folded)) return null;
  return `${folded.slice(0, /e[rl]n$/.test(folded) ? -1 : -2)}ung`;
}

/**
 * A German verb the index does not know, as its noun in -ung where the index knows that
 * ("buchen" → buchung, "ändern" → anderung, "verknüpfen" → verknupfung): the glossary gives the
 * pages German nouns far more often than verbs, and respelled the verb became a word one letter
 * away ("buche", "anderu"). Null when the word is no such verb or the noun is unknown too.
 */
async function asNoun(folded: string, lookup: Lookup): Promise<string | null> {
  const noun = germanNoun(folded);
  return noun !== null && noun.length >= 7 && (await occurrences(noun, lookup, false)) > 0 ? noun : null;
}

/** How often a word's term occurs in the index (or, as a prefix, the most frequent term it starts); 0 for none. */
async function occurrences(word: string, lookup: Lookup, asPrefix: boolean): Promise<number> {
  const term = processTerm(word);
  if (term === null || !lookup.exists(lookup.keyOf(term))) return 0;
  return frequency(await lookup.terms(lookup.keyOf(term)), term, asPrefix);
}

/**
 * The respelled form of one word, or null when the index knows it (or nothing one edit away). The
 * last word of a query may be a start of a word still being typed.
 */
export async function respellWord(word: string, lookup: Lookup, last: boolean): Promise<string | null> {
  // Known as written, or the start of a known word (the stem of a partial word may differ from it).
  if (await isKnown(fold(word), lookup)) return null;
  return (await nearest(word, lookup, last))?.word ?? null;
}

/** The most frequent term one edit away from a word the caller found unknown. */

async function nearest(word: string, lookup: Lookup, last: boolean): Promise<{ word: string; count: number } | null> {
  const folded = fold(word);
  if (folded.length < SWAP_ONLY_LENGTH || !/^\p{L}+$/u.test(folded)) return null;
  const swapsOnly = folded.length < MIN_RESPELL_LENGTH;
  const term = processTerm(folded);
  if (term === null) return null;
  const key = lookup.keyOf(term);
  // The most frequent candidate, among those that keep the first letter if any do: a first letter
  // is mistyped less often than the others ("ekassa" is eKasa, not "kassa").
  let best: { word: string; count: number } | null = null;
  for (const edit of oneEditAway(folded)) {
    if (swapsOnly && edit.kind !== 'swap') continue;
    const candidate = processTerm(edit.word);
    if (candidate === null) continue;
    const candidateKey = lookup.keyOf(candidate);
    const far = candidateKey !== key;
    if (!lookup.exists(candidateKey) || (far && (edit.kind === 'insert' || edit.kind === 'change'))) continue;
    const found = frequency(await lookup.terms(candidateKey), candidate, last);
    const count = found > 0 && edit.word[0] === folded[0] ? found + FIRST_LETTER_KEPT : found;
    if (count > (best?.count ?? 0)) best = { word: edit.word, count };
  }
  if (best === null && folded.length >= MIN_RESPELL_LENGTH) {
    for (const [candidate, found] of await nearCandidates(term, lookup)) {
      const count = candidate[0] === term[0] ? found + FIRST_LETTER_KEPT : found;
      if (count > (best?.count ?? 0)) best = { word: candidate, count };
    }
  }
  return best === null ? null : { word: best.word, count: best.count % FIRST_LETTER_KEPT };
}

/** The shortest part of a compound taken apart: shorter ones are endings more often than words. */
export const MIN_PART_LENGTH = 3;
/** Letters that join the parts of a German compound ("Kassen|differenz", "Zahlungs|art"). */
const LINKING = ['', 's', 'n', 'e', 'en', 'es'];
/** Prefixes of German verbs, not words of a compound ("übertragen" is not "über tragen"). */
const VERB_PREFIXES = new Set([
  'uber',
  'unter',
  'vor',
  'nach',
  'durch',
  'gegen',
  'wider',
  'zuruck',
  'weiter',
  'hinter',
]);

/**
 * A German compound the index does not know, as two words it does ("Gutscheinverkauf" →
 * "gutschein verkauf", "Kassendifferenz" → "kasse differenz"): the pages are English, and the
 * glossary gives them the German nouns, rarely their compounds. Of the ways to split it, the one
 * whose rarer part is the most frequent; null when no split gives two known words.
 */
export async function splitCompound(word: string, lookup: Lookup, last: boolean): Promise<string | null> {
  return (await bestSplit(word, lookup, last))?.parts ?? null;
}

async function bestSplit(
  word: string,
  lookup: Lookup,
  last: boolean,
): Promise<{ parts: string; count: number } | null> {
  const folded = fold(word);
  if (folded.length < 2 * MIN_PART_LENGTH || !/^\p{L}+$/u.test(folded)) return null;
  let best: { parts: string; count: number } | null = null;
  for (let at = MIN_PART_LENGTH; at <= folded.length - MIN_PART_LENGTH; at++) {
    const tail = folded.slice(at);
    const tailCount = await occurrences(tail, lookup, last);
    if (tailCount === 0) continue;
    for (const linking of LINKING) {
      const head = folded.slice(0, at);
      if (!head.endsWith(linking) || head.length - linking.length < MIN_PART_LENGTH) continue;
      const stem = head.slice(0, head.length - linking.length);
      if (VERB_PREFIXES.has(stem) || STOP_WORDS.has(stem)) continue;
      const rarer = Math.min(await occurrences(stem, lookup, false), tailCount);
      if (rarer > (best?.count ?? 0)) best = { parts: `${stem} ${tail}`, count: rarer };
    }
  }
  return best;
}

/** The shortest start of a word that knownStart() keeps, in letters and as a share of the word. */
export const MIN_START_LENGTH = 6;
export const MIN_START_SHARE = 0.5;

/**
 * The longest start of a word the index does not know that begins one of its terms: long words
 * are mistyped towards their end beyond the one edit respelling tries ("Kassensichverordnung" for
 * Kassensicherungsverordnung). Null when no start of at least MIN_START_LENGTH letters and
 * MIN_START_SHARE of the word begins a term, or when the index knows the word.
 */
export async function knownStart(word: string, lookup: Lookup): Promise<string | null> {
  const folded = fold(word);
  const shortest = Math.max(MIN_START_LENGTH, Math.ceil(folded.length * MIN_START_SHARE));
  const key = lookup.keyOf(folded);
  if (folded.length <= shortest || !/^\p{L}+$/u.test(folded) || !lookup.exists(key)) return null;
  if (await isKnown(folded, lookup)) return null;
  const terms = await lookup.terms(key);
  for (let length = folded.length - 1; length >= shortest; length--) {
    const start = folded.slice(0, length);
    if (frequency(terms, start, true) > 0) return start;
  }
  return null;
}

const WORDS = /[\p{L}\p{N}]+/gu;

/**
 * A query that found nothing, with each word the index does not know replaced by its longest known
 * start (knownStart): a last resort, tried only then, since a start also matches unrelated longer
 * words ("automat" for the German "automatisch"). The query unchanged when no word has one.
 */
export async function widen(query: string, lookup: Lookup): Promise<string> {
  return replaceWords(query, (word) => knownStart(word, lookup));
}

/** A query with each word the index does not know replaced by its most likely spelling. */
export async function respell(query: string, lookup: Lookup): Promise<string> {
  return replaceWords(query, (word, last) => replacement(word, lookup, last));
}

/** A query with each word replaced by what `replace` gives for it (null keeps the word). */
async function replaceWords(
  query: string,
  replace: (word: string, last: boolean) => Promise<string | null>,
): Promise<string> {
  const words = [...query.matchAll(WORDS)];
  const replaced = await Promise.all(words.map((match, index) => replace(match[0], index === words.length - 1)));
  let result = '';
  let end = 0;
  words.forEach((match, index) => {
    result += query.slice(end, match.index) + (replaced[index] ?? match[0]);
    end = match.index + match[0].length;
  });
  return result + query.slice(end);
}
