/** Highlighting and snippets in Algolia's shape, computed locally. Output is HTML: input is escaped first. */
import { remember } from './engine/remember';
import { termsOf } from './engine/tokenizer';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** White space and the separators the tokenizer does not join across ("Fis_QR=true", "/api/v2"). */
const SEPARATOR = /(\s+|[=/:,;()[\]{}<>"|+&?!]+)/u;
/** A piece between separators: leading punctuation, the word, trailing punctuation. */
const PIECE = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su;

/** The index terms a word of the text gives, as the tokenizer splits and joins it ("VERI*FACTU", "TaxG"). */
const termsOfWord = remember((word: string): readonly string[] => termsOf(word));

/**
 * Wraps every word whose index terms include one of `terms` (the index terms a search matched, so
 * "receipts" is marked for a search of "receipt" and "recipt" alike, and "VERI*FACTU" for
 * "verifactu") in <mark>…</mark>; punctuation around a word stays outside.
 */
export function highlight(text: string, terms: ReadonlySet<string>): HighlightResult {
  const matched = new Set<string>();
  let value = '';
  // The text since the last marked word, escaped in one go when the next mark (or the end) comes.
  let plain = '';
  for (const [index, piece] of text.split(SEPARATOR).entries()) {
    if (index % 2 === 1 || !piece) {
      plain += piece;
      continue;
    }
    const [, before = '', word = '', after = ''] = PIECE.exec(piece) ?? [];
    const hits = word ? termsOfWord(word).filter((term) => terms.has(term)) : [];
    if (hits.length === 0) {
      plain += piece;
      continue;
    }
    for (const term of hits) matched.add(term);
    value += `${escapeHtml(plain + before)}<mark>${escapeHtml(word)}</mark>`;
    plain = after;
  }
  value += escapeHtml(plain);
  const matchLevel = matched.size === 0 ? 'none' : matched.size === terms.size ? 'full' : 'partial';
  return { value, matchLevel, matchedWords: [...matched] };
}

/** A window of `words` words around the first match, with ellipses where text was cut. */
export function snippet(text: string, terms: ReadonlySet<string>, words: number, ellipsis = '…'): HighlightResult {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length <= words) return highlight(tokens.join(' '), terms);
  const first = tokens.findIndex((token) => termsOfWord(token).some((term) => terms.has(term)));
  const start = Math.max(0, Math.min((first < 0 ? 0 : first) - Math.floor(words / 3), tokens.length - words));
  const end = start + words;
  const result = highlight(tokens.slice(start, end).join(' '), terms);
  return {
    ...result,
    value: `${start > 0 ? ellipsis : ''}${result.value}${end < tokens.length ? ellipsis : ''}`,
  };
}
