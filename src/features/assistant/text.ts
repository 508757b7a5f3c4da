/** Longest question the assistant reads; longer input is cut (the widget itself has no limit). */
export const MAX_QUESTION_LENGTH = 500;

/**
 * Makes text safe to place in a markdown message: every ASCII punctuation character gets a
 * backslash (CommonMark lets any of them be escaped), so user or index text can neither form
 * markup (emphasis, links, lists, raw HTML, entities) nor be auto-linked. Line breaks become
 * spaces, so the text cannot start a block either.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[!-/:-@[-`{-~]/g, '\\$&');
}

/** The question as the assistant reads it: whitespace collapsed, trimmed, capped in length. */
export function normalizeQuestion(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().slice(0, MAX_QUESTION_LENGTH).trim();
}

/** Cuts text at a word boundary so it is at most `max` characters long, with "…" when cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

// Words that say how a question is asked rather than what it is about. Algolia matches every
// term of a query, so leaving them in would turn "how do I export TSE data" into no result.
const STOP_WORDS = new Set(
  (
    'a about above after again all also am an and any are as at be been before being below between both but by can ' +
    'could did do does doing done during each either else ever for from further get gets getting give go had has have ' +
    'having he her here hers him his how i if in into is it its itself just let me might more most must my need needs ' +
    'no nor not now of off on once only or other our ours out over own please same shall she should show so some such ' +
    'tell than that the their them then there these they this those through to too under until up us use used using ' +
    'very want was we were what when where which while who whom why will with would you your yours'
  ).split(' '),
);

/**
 * The words of a question worth searching for, in order, without duplicates. Words split at
 * anything but letters, digits, "§", "." and "-" (so DSFinV-K, 2.5.0 and §146a stay whole);
 * single characters are dropped, as they match almost every page.
 */
export function keywords(question: string): string[] {
  const words = normalizeQuestion(question)
    .toLowerCase()
    .split(/[^\p{L}\p{N}§.-]+/u)
    .map((word) => word.replace(/^[.-]+|[.-]+$/g, ''))
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
  return [...new Set(words)];
}

/**
 * Up to two sentences of a passage, starting at the first sentence that mentions one of the
 * `terms`, capped at `max` characters.
 */
export function excerpt(passage: string, terms: readonly string[], max = 320): string {
  const text = passage.replace(/\s+/g, ' ').trim();
  // A sentence ends at . ! ? followed by a space and an upper-case letter, digit or quote.
  const sentences = text.split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“„'(])/u);
  const lower = terms.map((term) => term.toLowerCase());
  const first = Math.max(
    0,
    sentences.findIndex((sentence) => lower.some((term) => sentence.toLowerCase().includes(term))),
  );
  return truncate(sentences.slice(first, first + 2).join(' '), max);
}
