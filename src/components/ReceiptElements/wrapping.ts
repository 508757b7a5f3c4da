/**
 * Where the cells of the receipt-elements table may wrap. The table sizes its columns from their
 * content, so each cell must say which of its words are whole and which may be broken:
 * - a value wraps between words (and after a word's own hyphens, as text does); only a run without
 *   spaces longer than LONG_TOKEN_LENGTH (a signature, a hash, a QR payload, a URL) may break
 *   anywhere, or one token would either force its column wider than the page or, breakable
 *   everywhere, squeeze the column to one letter;
 * - a source wraps at its spaces, and a long path ("TraC.Fis.Tag[Name=Beg]") also after its dots.
 */

/** Longer runs without spaces may break anywhere; shorter ones are words and stay whole. */
export const LONG_TOKEN_LENGTH = 28;

/** Paths up to this length ("Tra.ESR.TN", "Cfg.Nam,") stay whole; longer ones wrap after dots. */
export const LONG_PATH_LENGTH = 12;

export interface ValuePiece {
  text: string;
  /** A run without spaces longer than LONG_TOKEN_LENGTH. */
  long: boolean;
}

/** Splits a value into text and long tokens; joined, the pieces give the value back. */
export function splitLongTokens(value: string): ValuePiece[] {
  const pieces: ValuePiece[] = [];
  for (const part of value.split(/(\s+)/)) {
    if (part === '') continue;
    const long = part.length > LONG_TOKEN_LENGTH && !/\s/.test(part);
    const last = pieces.at(-1);
    if (last && !last.long && !long) last.text += part;
    else pieces.push({ text: part, long });
  }
  return pieces;
}

/**
 * Splits a source after the dots of its long paths:
 * "response TraC.Fis.Tag[Name=Beg]" → "response TraC.", "Fis.", "Tag[Name=Beg]".
 */
export function pathSegments(source: string): string[] {
  const segments = [''];
  for (const part of source.split(/(\s+)/)) {
    const pieces = part.length > LONG_PATH_LENGTH ? part.split(/(?<=\.)(?=\S)/) : [part];
    segments[segments.length - 1] += pieces[0] ?? '';
    segments.push(...pieces.slice(1));
  }
  return segments.filter((segment) => segment !== '');
}
