import { Marked } from 'marked';
import { decodeEntities, escapeHtml } from './escape';
import type { MarkdownOptions } from './policy';
import { chatMarkdown } from './renderer';

/**
 * Markdown for chat messages: `marked` parses and renders through the hooks of renderer.ts; what
 * may come out (tags, URLs, raw HTML) is decided by policy.ts and rawHtml.ts, and every piece of
 * text is escaped. The result is a plain string, identical on the server and in the browser, so
 * no DOM (and no DOMPurify) is needed.
 */

export { ALLOWED_TAGS, safeImageUrl, safeLinkUrl, stripUrl, validateLink, type MarkdownOptions } from './policy';
export { MAX_NESTING } from './renderer';

// One marked instance per set of options, never the shared global `marked`: the React package
// shares marked with the host page, whose own settings must neither leak in nor be changed.
const instances = new Map<boolean, Marked>();
const markedFor = (o: MarkdownOptions): Marked => {
  const key = !!o.focusableImages;
  let instance = instances.get(key);
  if (!instance) instances.set(key, (instance = new Marked(chatMarkdown({ focusableImages: key }))));
  return instance;
};

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
    return markedFor(options).parse(src) as string;
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
