/** U+2060 WORD JOINER: no line break on either side, nothing shown. */
const WORD_JOINER = '\u2060';

/**
 * Joins the ellipsis of a shortened token ("4UWIqOKJ…8PJNkg==", a signature cut for display) to
 * what follows it: browsers may end a line after an ellipsis, which would split that word in two
 * in a narrow table column. An ellipsis at the end of a word or between words stays as it is.
 */
export function keepShortenedWhole(text: string): string {
  return text.replace(/(?<=\S)…(?=\S)/g, `…${WORD_JOINER}`);
}
