import { Lexer, getDefaults, type Token, type Tokens } from 'marked';

/**
 * Markdown for chat messages.
 *
 * `marked` only tokenizes; this module renders the tokens itself and is the sanitizer: it emits
 * nothing but the tags below, with attributes it builds itself, and escapes all text. Raw HTML in
 * a message goes through the same allow-list: allowed tags keep no attributes (except a checked
 * `href`/`title` on `a` and `src`/`alt`/`title` on `img`), other tags are escaped and shown as
 * text, comments are removed and tags without a partner are dropped. The result is a plain string,
 * identical on the server and in the browser, so no DOM (and no DOMPurify) is needed.
 */

/** Nesting limit for blocks and inline containers (markdown-it's strict presets use 20). */
export const MAX_NESTING = 20;

export const ALLOWED_TAGS: readonly string[] = [
  'a',
  'b',
  'blockquote',
  'code',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'sub',
  'sup',
  'strong',
  'ul',
  'br',
  'hr',
];
const ALLOWED = new Set(ALLOWED_TAGS);
const VOID = new Set(['br', 'hr']);

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESC[c]);

const ENTITY = '&(?:#\\d{1,7}|#[xX][\\da-fA-F]{1,6}|[a-zA-Z][a-zA-Z\\d]{1,31});';
const TEXT_RE = new RegExp(`${ENTITY}|[&<>"']`, 'g');
/** Escapes text but keeps character references: in text, CommonMark decodes them anyway. */
const escapeText = (s: string): string => s.replace(TEXT_RE, (m) => (m.length > 1 ? m : ESC[m]));

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

// ---------------------------------------------------------------------------------------------
// URLs

const BAD_PROTO = /^(vbscript|javascript|file|data):/;
const GOOD_DATA = /^data:image\/(gif|png|jpeg|webp);/;
/** markdown-it's validateLink: no javascript, vbscript, file or data URLs, except data images. */
export const validateLink = (url: string): boolean => {
  const s = url.trim().toLowerCase();
  return BAD_PROTO.test(s) ? GOOD_DATA.test(s) : true;
};

const LINK_OK = /^(?:(?:https?|ftp):\/\/|\/\/|mailto:|xmpp:)/i;
const IMAGE_OK = /^(?:https?:)?\/\//i;

/**
 * Decodes references and strips what a browser's URL parser strips (C0 controls and spaces at
 * the ends, tabs and line breaks anywhere), so the string we check is the URL the browser uses.
 * The caller escapes it for the attribute, which keeps the browser from decoding anything more.
 */
// eslint-disable-next-line no-control-regex -- C0 controls are exactly what a URL parser strips
const URL_TRIM = /^[\x00-\x20]+|[\x00-\x20]+$/g;
/** What a browser's URL parser strips: C0 controls and spaces at the ends, tabs and newlines. */
export const stripUrl = (url: string): string => url.replace(URL_TRIM, '').replace(/[\t\n\r]/g, '');
const cleanUrl = (url: string): string => stripUrl(decodeEntities(url));

/** The URL a link may point to, or null: http, https, ftp, protocol-relative, mailto, xmpp. */
export function safeLinkUrl(url: string): string | null {
  const u = cleanUrl(url);
  return validateLink(u) && LINK_OK.test(u) ? u : null;
}

/** The URL an image may load, or null: http, https or protocol-relative. */
export function safeImageUrl(url: string): string | null {
  const u = cleanUrl(url);
  return validateLink(u) && IMAGE_OK.test(u) ? u : null;
}

// ---------------------------------------------------------------------------------------------
// Raw HTML

const ATTR = `\\s+[^\\s"'>/=]+(?:\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s"'=<>\`]+))?`;
const TAG = `<(/?)([a-zA-Z][a-zA-Z\\d-]*)((?:${ATTR})*)\\s*/?>`;
const TAG_RE = new RegExp(`^${TAG}$`);
const HTML_RE = new RegExp(`<!--[\\s\\S]*?-->|${TAG}`, 'g');
const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** A piece of output: finished HTML, an opening tag or a closing tag waiting to be paired. */
type Part = { h: string; open?: string; close?: string; raw?: string };

const attrs = (src: string): Record<string, string> => {
  const out: Record<string, string> = Object.create(null);
  for (const m of src.matchAll(ATTR_RE)) {
    const name = m[1].toLowerCase();
    if (!(name in out)) out[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return out;
};

const title = (t?: string | null): string => (t ? ` title="${escapeHtml(decodeEntities(t))}"` : '');
const LINK_ATTRS = ' target="_blank" rel="noopener noreferrer"';

export interface MarkdownOptions {
  /** Make images keyboard-focusable buttons (when the image previewer is on). */
  focusableImages?: boolean;
  /** Skip the plain-text shortcut (tests compare both paths). */
  alwaysParse?: boolean;
}

const image = (src: string, alt: string, t: string | null | undefined, o: MarkdownOptions): string =>
  `<img src="${escapeHtml(src)}" alt="${escapeHtml(decodeEntities(alt))}"${title(t)} class="rcw-message-img" loading="lazy" referrerpolicy="no-referrer"${
    o.focusableImages ? ' tabindex="0" role="button"' : ''
  }>`;

/** Turns one raw HTML tag (or comment) into a part. */
function tag(raw: string, o: MarkdownOptions): Part {
  if (raw.startsWith('<!--')) return { h: '' };
  const m = TAG_RE.exec(raw);
  const escaped = { h: escapeText(raw) };
  if (!m) return escaped;
  const name = m[2].toLowerCase();
  const a = attrs(m[3]);
  if (name === 'img' && !m[1]) {
    const src = safeImageUrl(a.src ?? '');
    return src ? { h: image(src, a.alt ?? '', a.title, o) } : escaped;
  }
  if (!ALLOWED.has(name)) return escaped;
  if (VOID.has(name)) return { h: m[1] ? '' : `<${name}>` };
  if (m[1]) return { h: '', close: name, raw };
  let open = `<${name}>`;
  if (name === 'a' && 'href' in a) {
    const href = safeLinkUrl(a.href);
    if (!href) return escaped;
    open = `<a href="${escapeHtml(href)}"${title(a.title)}${LINK_ATTRS}>`;
  } else if (name === 'a') {
    open = `<a${title(a.title)}>`;
  }
  return { h: open, open: name, raw };
}

/** Pairs opening and closing tags; tags without a partner are dropped. */
function balance(parts: Part[]): string {
  const stack: number[] = [];
  const paired = new Set<number>();
  parts.forEach((p, i) => {
    if (p.open) stack.push(i);
    else if (p.close) {
      let j = stack.length - 1;
      while (j >= 0 && parts[stack[j]].open !== p.close) j--;
      if (j >= 0) {
        paired.add(i).add(stack[j]);
        stack.length = j;
      }
    }
  });
  return parts
    .map((p, i) => (p.close ? (paired.has(i) ? `</${p.close}>` : '') : p.open && !paired.has(i) ? '' : p.h))
    .join('');
}

/** Raw HTML block: tags go through the allow-list, everything between them is text. */
function htmlBlock(src: string, o: MarkdownOptions): string {
  const parts: Part[] = [];
  let last = 0;
  for (const m of src.matchAll(HTML_RE)) {
    parts.push({ h: escapeText(src.slice(last, m.index)) }, tag(m[0], o));
    last = m.index + m[0].length;
  }
  parts.push({ h: escapeText(src.slice(last)) });
  return balance(parts);
}

// ---------------------------------------------------------------------------------------------
// Tokens

const raw = (tokens: Token[]): string => tokens.map((t) => t.raw ?? '').join('');

/** Plain text of inline tokens (image alt text, announcements). */
const plain = (tokens: Token[] | undefined, fallback: string): string =>
  tokens
    ? tokens
        .map((t) =>
          'tokens' in t && t.tokens ? plain(t.tokens, '') : t.type === 'html' ? '' : 'text' in t ? String(t.text) : '',
        )
        .join('')
    : fallback;

function inline(tokens: Token[], d: number, o: MarkdownOptions): string {
  if (d > MAX_NESTING) return escapeText(raw(tokens));
  return balance(tokens.map((t) => (t.type === 'html' ? tag(t.text, o) : { h: inlineToken(t, d, o) })));
}

const wrap = (name: string, t: { tokens?: Token[] }, d: number, o: MarkdownOptions) =>
  `<${name}>${inline(t.tokens ?? [], d + 1, o)}</${name}>`;

function inlineToken(t: Token, d: number, o: MarkdownOptions): string {
  switch (t.type) {
    case 'escape':
      return escapeHtml(t.text);
    case 'text':
      // marked marks text after a raw <script> as "escaped" (pass-through); we escape it anyway.
      return t.tokens ? inline(t.tokens, d, o) : escapeText(t.text);
    case 'strong':
      return wrap('strong', t, d, o);
    case 'em':
      return wrap('em', t, d, o);
    case 'del':
      return wrap('s', t, d, o);
    case 'codespan':
      return `<code>${escapeHtml(t.text)}</code>`;
    case 'br':
      return '<br>';
    case 'link': {
      const link = t as Tokens.Link;
      const body = inline(link.tokens, d + 1, o);
      const href = safeLinkUrl(link.href);
      return href ? `<a href="${escapeHtml(href)}"${title(link.title)}${LINK_ATTRS}>${body}</a>` : body;
    }
    case 'image': {
      const img = t as Tokens.Image;
      const alt = plain(img.tokens, img.text);
      const src = safeImageUrl(img.href);
      return src ? image(src, alt, img.title, o) : escapeText(alt);
    }
    default:
      return escapeText(t.raw ?? '');
  }
}

function blocks(tokens: Token[], d: number, o: MarkdownOptions, tight = false): string {
  if (d > MAX_NESTING) return `<p>${escapeText(raw(tokens))}</p>`;
  return tokens.map((t) => block(t, d, o, tight)).join('');
}

function block(t: Token, d: number, o: MarkdownOptions, tight: boolean): string {
  switch (t.type) {
    case 'space':
    case 'def':
      return '';
    case 'paragraph':
      return `<p>${inline(t.tokens ?? [], d + 1, o)}</p>`;
    case 'text': {
      const body = t.tokens ? inline(t.tokens, d + 1, o) : escapeText(t.text);
      return tight ? body : `<p>${body}</p>`;
    }
    case 'heading': {
      const level = Math.min(6, Math.max(1, Number(t.depth) || 1));
      return `<h${level}>${inline(t.tokens ?? [], d + 1, o)}</h${level}>`;
    }
    case 'code':
      return `<pre><code>${escapeHtml(t.text)}</code></pre>`;
    case 'hr':
      return '<hr>';
    case 'blockquote':
      return `<blockquote>${blocks(t.tokens ?? [], d + 1, o)}</blockquote>`;
    case 'list': {
      const list = t as Tokens.List;
      const name = list.ordered ? 'ol' : 'ul';
      const start = Number.isInteger(list.start) && list.start !== 1 ? ` start="${list.start}"` : '';
      const items = list.items
        .map(
          (item) =>
            `<li>${item.task ? (item.checked ? '\u2611 ' : '\u2610 ') : ''}${blocks(item.tokens, d + 2, o, !item.loose)}</li>`,
        )
        .join('');
      return `<${name}${start}>${items}</${name}>`;
    }
    case 'table': {
      // Tables are not in the allow-list: each row becomes a line, cells separated by " | ".
      const table = t as Tokens.Table;
      const row = (cells: Tokens.TableCell[]) => cells.map((c) => inline(c.tokens, d + 1, o)).join(' | ');
      return `<p><strong>${row(table.header)}</strong>${table.rows.map((r) => `<br>${row(r)}`).join('')}</p>`;
    }
    case 'html':
      return htmlBlock(t.text, o);
    default:
      return t.raw ? `<p>${escapeText(t.raw)}</p>` : '';
  }
}

/**
 * True for text in which markdown cannot change anything: no markup characters, no blank lines,
 * no list or code indentation, nothing an autolink could pick up. Such text is rendered without
 * the parser, to the same HTML the parser would produce (a test checks this), which lets the
 * embed show plain sentences before its parser has loaded.
 */
export const isPlainText = (s: string): boolean =>
  !/[*_`~#>[\]!<&|\\@=+-]|:\/\/|www\.|\d[.)]|^\s|\s$|\n\n|\t|\r/im.test(s);

const plainParagraph = (s: string): string => {
  const text = s.trim();
  return text ? `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>` : '';
};

/** Renders a chat message's markdown to sanitized HTML. Never throws. */
export function renderMarkdown(source: string, options: MarkdownOptions = {}): string {
  const src = String(source ?? '');
  if (!options.alwaysParse && isPlainText(src)) return plainParagraph(src);
  try {
    const tokens = new Lexer({ ...getDefaults(), gfm: true, breaks: true }).lex(src);
    return blocks(tokens, 0, options);
  } catch {
    // No parser yet (embed) or pathological input (thousands of nested quotes): plain text.
    return plainParagraph(src);
  }
}

/** Plain text of rendered message HTML, for the screen-reader announcement. */
export const htmlToText = (html: string): string =>
  decodeEntities(html.replace(/<(?:br|hr|\/(?:p|li|h\d|blockquote|pre))>/g, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
