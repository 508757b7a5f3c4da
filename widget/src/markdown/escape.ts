/**
 * The widget's one HTML escaper, and the reference decoder the URL checks use. Pure string
 * functions: the same on the server and in the browser.
 */

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text or an attribute value completely. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESC[c]);

const ENTITY = '&(?:#\\d{1,7}|#[xX][\\da-fA-F]{1,6}|[a-zA-Z][a-zA-Z\\d]{1,31});';
const TEXT_RE = new RegExp(`${ENTITY}|[&<>"']`, 'g');
/** Escapes text but keeps character references: in text, CommonMark decodes them anyway. */
export const escapeText = (s: string): string => s.replace(TEXT_RE, (m) => (m.length > 1 ? m : ESC[m]));

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  period: '.',
  num: '#',
  quest: '?',
  equals: '=',
  commat: '@',
  percnt: '%',
  excl: '!',
};
const ENTITY_RE = new RegExp(ENTITY, 'g');
/** Decodes numeric references and a few named ones; unknown names stay as written. */
export const decodeEntities = (s: string): string =>
  s.replace(ENTITY_RE, (m) => {
    if (m[1] !== '#') return NAMED[m.slice(1, -1)] ?? m;
    const hex = m[2] === 'x' || m[2] === 'X';
    const cp = parseInt(m.slice(hex ? 3 : 2, -1), hex ? 16 : 10);
    return cp > 0 && cp < 0x110000 && (cp < 0xd800 || cp > 0xdfff) ? String.fromCodePoint(cp) : '\ufffd';
  });
