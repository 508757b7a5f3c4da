/** Highlighting and snippets in Algolia's shape, computed locally. Output is HTML: input is escaped first. */
import { processTerm } from './engine/tokenizer';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

const WORD = /[\p{L}\p{N}_]+|[^\p{L}\p{N}_]+/gu;

/** The index term a word of the text stands for, if the index keeps it. */
const termOf = (word: string) => processTerm(word);

/**
 * Wraps every word whose index term is one of `terms` (the index terms a search matched, so
 * "receipts" is marked for a search of "receipt" and "recipt" alike) in <mark>…</mark>.
 */
export function highlight(text: string, terms: ReadonlySet<string>): HighlightResult {
  const matched = new Set<string>();
  const value = (text.match(WORD) ?? [])
    .map((part) => {
      const term = /[\p{L}\p{N}]/u.test(part) ? termOf(part) : null;
      if (term === null || !terms.has(term)) return escapeHtml(part);
      matched.add(term);
      return `<mark>${escapeHtml(part)}</mark>`;
    })
    .join('');
  const matchLevel = matched.size === 0 ? 'none' : matched.size === terms.size ? 'full' : 'partial';
  return { value, matchLevel, matchedWords: [...matched] };
}

/** A window of `words` words around the first match, with ellipses where text was cut. */
export function snippet(text: string, terms: ReadonlySet<string>, words: number, ellipsis = '…'): HighlightResult {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length <= words) return highlight(tokens.join(' '), terms);
  const first = tokens.findIndex((token) =>
    (token.match(/[\p{L}\p{N}_]+/gu) ?? []).some((word) => terms.has(termOf(word) ?? '')),
  );
  const start = Math.max(0, Math.min((first < 0 ? 0 : first) - Math.floor(words / 3), tokens.length - words));
  const end = start + words;
  const result = highlight(tokens.slice(start, end).join(' '), terms);
  return {
    ...result,
    value: `${start > 0 ? ellipsis : ''}${result.value}${end < tokens.length ? ellipsis : ''}`,
  };
}
