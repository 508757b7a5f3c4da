/** Highlighting and snippets in Algolia's shape, computed locally. Output is HTML: input is escaped first. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a text in order, folded as the highlighter matches them. */
export function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}_]+/gu) ?? [];
}

/** Query words as the highlighter matches them: folded, at least one character, each once. */
export function queryTerms(query: string): string[] {
  return [...new Set(words(query))];
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

const WORD = /[\p{L}\p{N}_]+|[^\p{L}\p{N}_]+/gu;

/** Wraps every word that starts with a query term in <mark>…</mark>. */
export function highlight(text: string, terms: readonly string[]): HighlightResult {
  const matched = new Set<string>();
  const value = (text.match(WORD) ?? [])
    .map((part) => {
      const folded = fold(part);
      const term = terms.find((t) => folded.startsWith(t));
      if (!term || !/[\p{L}\p{N}]/u.test(part)) return escapeHtml(part);
      matched.add(term);
      return `<mark>${escapeHtml(part)}</mark>`;
    })
    .join('');
  const matchLevel = matched.size === 0 ? 'none' : matched.size === terms.length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords: [...matched] };
}

/** A window of `words` words around the first match, with ellipses where text was cut. */
export function snippet(text: string, terms: readonly string[], words: number, ellipsis = '…'): HighlightResult {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length <= words) return highlight(tokens.join(' '), terms);
  const first = tokens.findIndex((token) =>
    terms.some((t) =>
      fold(token)
        .replace(/^[^\p{L}\p{N}]+/u, '')
        .startsWith(t),
    ),
  );
  const start = Math.max(0, Math.min((first < 0 ? 0 : first) - Math.floor(words / 3), tokens.length - words));
  const end = start + words;
  const result = highlight(tokens.slice(start, end).join(' '), terms);
  return {
    ...result,
    value: `${start > 0 ? ellipsis : ''}${result.value}${end < tokens.length ? ellipsis : ''}`,
  };
}
