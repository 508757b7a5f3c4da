import type { Token } from 'prism-react-renderer';

/**
 * A code block's Prism tokens as text, made at build time (src/plugins/code-tokens) and read in the
 * browser, so that a block React renders there (after a client-side navigation) is highlighted
 * without Prism. Only types are imported from prism-react-renderer, so none of it is bundled here.
 *
 * The text holds the tokens' types and lengths, never their characters, which the block's code
 * already has: `types|line;line;…`, where `types` lists each distinct list of types once
 * (`punctuation,string+property,…`, `+` between a list's types) and a line is its tokens, separated
 * by spaces, each `index.length` (`index` into `types`, base 36; `length` in characters, base 36, or
 * `_` for the marker prism-react-renderer puts on an empty line). Lines are those of the code split
 * at line breaks, as prism-react-renderer's normalizeTokens splits them.
 */

/** Line breaks, as prism-react-renderer's normalizeTokens splits code at them. */
export const newline = /\r\n|\r|\n/;

/** The text of `lines`, prism-react-renderer's normalizeTokens output for `code`. */
export function encodeTokens(lines: Token[][]): string {
  const typeLists: string[] = [];
  const indexOf = new Map<string, number>();
  const encoded = lines.map((line) =>
    line
      .map((token) => {
        const key = token.types.join('+');
        let index = indexOf.get(key);
        if (index === undefined) {
          index = typeLists.push(key) - 1;
          indexOf.set(key, index);
        }
        return `${index.toString(36)}.${token.empty ? '_' : token.content.length.toString(36)}`;
      })
      .join(' '),
  );
  return `${typeLists.join(',')}|${encoded.join(';')}`;
}

/**
 * The tokens of `code` from `text` (encodeTokens), or undefined when the text does not fit the code
 * (another code than the one it was made for, say with a line taken out): a block is then drawn as
 * if there were no text.
 */
export function decodeTokens(code: string, text: string): Token[][] | undefined {
  const bar = text.indexOf('|');
  if (bar < 0) return undefined;
  const typeLists = text
    .slice(0, bar)
    .split(',')
    .map((key) => key.split('+'));
  const encodedLines = text.slice(bar + 1).split(';');
  const codeLines = code.split(newline);
  if (encodedLines.length !== codeLines.length) return undefined;
  const lines: Token[][] = [];
  for (const [lineIndex, encodedLine] of encodedLines.entries()) {
    const content = codeLines[lineIndex]!;
    const line: Token[] = [];
    let at = 0;
    for (const encodedToken of encodedLine === '' ? [] : encodedLine.split(' ')) {
      const dot = encodedToken.indexOf('.');
      const types = typeLists[parseInt(encodedToken.slice(0, dot), 36)];
      const size = encodedToken.slice(dot + 1);
      if (dot < 0 || types === undefined) return undefined;
      if (size === '_') {
        if (content !== '') return undefined;
        line.push({ types, content: '\n', empty: true });
        continue;
      }
      const length = parseInt(size, 36);
      if (!Number.isInteger(length) || length < 0) return undefined;
      line.push({ types, content: content.slice(at, at + length) });
      at += length;
    }
    if (at !== content.length) return undefined;
    lines.push(line);
  }
  return lines;
}
