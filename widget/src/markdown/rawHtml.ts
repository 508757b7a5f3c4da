import { escapeText, decodeEntities } from './escape';
import {
  ALLOWED_TAGS,
  imageTag,
  openAnchor,
  openLink,
  safeImageUrl,
  safeLinkUrl,
  type MarkdownOptions,
} from './policy';

/**
 * Raw HTML in a message goes through the allow-list: allowed tags keep no attributes (except a
 * checked `href`/`title` on `a` and `src`/`alt`/`title` on `img`), other tags are escaped and
 * shown as text, comments are removed, and tags without a partner are dropped, so the output is
 * always balanced.
 */

const ALLOWED = new Set(ALLOWED_TAGS);
const VOID = new Set(['br', 'hr']);

const ATTR = `\\s+[^\\s"'>/=]+(?:\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s"'=<>\`]+))?`;
const TAG = `<(/?)([a-zA-Z][a-zA-Z\\d-]*)((?:${ATTR})*)\\s*/?>`;
const TAG_RE = new RegExp(`^${TAG}$`);
const HTML_RE = new RegExp(`<!--[\\s\\S]*?-->|${TAG}`, 'g');
const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** A piece of output: finished HTML, or an opening or closing tag waiting to be paired. */
export interface Part {
  h: string;
  open?: string;
  close?: string;
}

const attrs = (src: string): Record<string, string> => {
  const out = Object.create(null) as Record<string, string>;
  for (const m of src.matchAll(ATTR_RE)) {
    const name = m[1].toLowerCase();
    if (!(name in out)) out[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return out;
};

/** Turns one raw HTML tag (or comment) into a part. */
export function tag(raw: string, o: MarkdownOptions): Part {
  if (raw.startsWith('<!--')) return { h: '' };
  const m = TAG_RE.exec(raw);
  const escaped = { h: escapeText(raw) };
  if (!m) return escaped;
  const name = m[2].toLowerCase();
  const a = attrs(m[3]);
  if (name === 'img' && !m[1]) {
    const src = safeImageUrl(a.src ?? '');
    return src ? { h: imageTag(src, a.alt ?? '', a.title, o) } : escaped;
  }
  if (!ALLOWED.has(name)) return escaped;
  if (VOID.has(name)) return { h: m[1] ? '' : `<${name}>` };
  if (m[1]) return { h: '', close: name };
  let open = `<${name}>`;
  if (name === 'a' && 'href' in a) {
    const href = safeLinkUrl(a.href);
    if (!href) return escaped;
    open = openLink(href, a.title);
  } else if (name === 'a') {
    open = openAnchor(a.title);
  }
  return { h: open, open: name };
}

/** The output of each part: tags are paired, and a tag without a partner becomes ''. */
export function balance(parts: Part[]): string[] {
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
  return parts.map((p, i) => (p.close ? (paired.has(i) ? `</${p.close}>` : '') : p.open && !paired.has(i) ? '' : p.h));
}

/** A raw HTML block: tags go through the allow-list, everything between them is text. */
export function htmlBlock(src: string, o: MarkdownOptions): string {
  const parts: Part[] = [];
  let last = 0;
  for (const m of src.matchAll(HTML_RE)) {
    parts.push({ h: escapeText(src.slice(last, m.index)) }, tag(m[0], o));
    last = m.index + m[0].length;
  }
  parts.push({ h: escapeText(src.slice(last)) });
  return balance(parts).join('');
}
