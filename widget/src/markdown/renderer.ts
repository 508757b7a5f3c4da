import type { MarkedExtension, Token, Tokens } from 'marked';
import { escapeHtml, escapeText } from './escape';
import { imageTag, openLink, safeImageUrl, safeLinkUrl, type MarkdownOptions } from './policy';
import { balance, htmlBlock, tag } from './rawHtml';

/**
 * How chat markdown is rendered, as a `marked` extension: marked's lexer makes the tokens and its
 * parser walks them, calling the renderer hooks below, which decide what each token may become.
 *
 * - Leaves (text, code, raw HTML) are escaped with our escaper or go through the raw-HTML
 *   policy; links and images through the URL policy. Wrappers whose default output is allowed
 *   (`strong`, `em`, `br`) keep marked's renderer.
 * - Blocks are written without marked's line breaks between tags (chat bubbles, not documents),
 *   `~~` as `<s>`, task list boxes as ☐/☑, and tables (not in the allow-list) as lines.
 * - Before rendering, `processAllTokens` cuts nesting at MAX_NESTING, pairs the raw tags of each
 *   run of inline tokens (a tag without a partner is dropped) and clears marked's `escaped` flag,
 *   which would let text after a raw `<script>` or `<pre>` through unescaped.
 */

/** Nesting limit for blocks and inline containers (markdown-it's strict presets use 20). */
export const MAX_NESTING = 20;

/** A raw inline tag with the output its pairing decided. */
type PairedTag = Tokens.Tag & { paired?: string };

const textToken = (raw: string): Tokens.Text => ({ type: 'text', raw, text: raw });

/** Image alt text: the plain text of its tokens, without raw HTML (as markdown-it does). */
const plain = (tokens: Token[]): string =>
  tokens
    .map((t) =>
      'tokens' in t && t.tokens ? plain(t.tokens) : t.type === 'html' ? '' : 'text' in t ? String(t.text) : '',
    )
    .join('');

function prepare(tokens: Token[], depth: number, inline: boolean, o: MarkdownOptions): Token[] {
  if (depth > MAX_NESTING) {
    // Deeper content is shown as text.
    const raw = tokens.map((t) => t.raw ?? '').join('');
    return inline ? [textToken(raw)] : [{ type: 'paragraph', raw, text: raw, tokens: [textToken(raw)] }];
  }
  for (const t of tokens as Tokens.Generic[]) {
    const d = depth + 1;
    if (t.type === 'text') {
      t.escaped = false;
      if (t.tokens) t.tokens = prepare(t.tokens, inline ? depth : d, true, o);
    } else if (t.type === 'blockquote') {
      t.tokens = prepare(t.tokens!, d, false, o);
    } else if (t.type === 'list') {
      for (const item of (t as Tokens.List).items) item.tokens = prepare(item.tokens, depth + 2, false, o);
    } else if (t.type === 'table') {
      const table = t as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) cell.tokens = prepare(cell.tokens, d, true, o);
    } else if (t.tokens && t.type !== 'image') {
      t.tokens = prepare(t.tokens, d, true, o);
    }
  }
  if (inline) {
    const out = balance(
      tokens.map((t) => (t.type === 'html' ? tag((t as Tokens.HTML | Tokens.Tag).text, o) : { h: '' })),
    );
    tokens.forEach((t, i) => {
      if (t.type === 'html') (t as PairedTag).paired = out[i];
    });
  }
  return tokens;
}

/** The extension for one set of options (a marked instance is made per set, see index.ts). */
export const chatMarkdown = (o: MarkdownOptions): MarkedExtension => ({
  gfm: true,
  breaks: true,
  hooks: {
    processAllTokens: (tokens) => prepare(tokens, 0, false, o),
  },
  renderer: {
    paragraph({ tokens }) {
      return `<p>${this.parser.parseInline(tokens)}</p>`;
    },
    heading({ tokens, depth }) {
      return `<h${depth}>${this.parser.parseInline(tokens)}</h${depth}>`;
    },
    blockquote({ tokens }) {
      return `<blockquote>${this.parser.parse(tokens)}</blockquote>`;
    },
    list({ ordered, start, items }) {
      const name = ordered ? 'ol' : 'ul';
      const from = ordered && start !== 1 ? ` start="${start}"` : '';
      return `<${name}${from}>${items.map((item) => this.listitem(item)).join('')}</${name}>`;
    },
    listitem({ task, checked, loose, tokens }) {
      return `<li>${task ? (checked ? '\u2611 ' : '\u2610 ') : ''}${this.parser.parse(tokens, loose)}</li>`;
    },
    table({ header, rows }) {
      const row = (cells: Tokens.TableCell[]) => cells.map((c) => this.parser.parseInline(c.tokens)).join(' | ');
      return `<p><strong>${row(header)}</strong>${rows.map((r) => `<br>${row(r)}`).join('')}</p>`;
    },
    hr: () => '<hr>',
    code: ({ text }) => `<pre><code>${escapeHtml(text)}</code></pre>`,
    codespan: ({ text }) => `<code>${escapeHtml(text)}</code>`,
    del({ tokens }) {
      return `<s>${this.parser.parseInline(tokens)}</s>`;
    },
    // prepare() cleared `escaped` on the lexer's tokens: it is only set on text that marked's
    // parser has already rendered (the paragraph it makes of a loose list item's text).
    text(t) {
      if ('tokens' in t && t.tokens) return this.parser.parseInline(t.tokens);
      return 'escaped' in t && t.escaped ? t.text : escapeText(t.text);
    },
    html: (t) => (t.block ? htmlBlock(t.text, o) : ((t as PairedTag).paired ?? '')),
    link({ href, title, tokens }) {
      const body = this.parser.parseInline(tokens);
      const url = safeLinkUrl(href);
      return url ? `${openLink(url, title)}${body}</a>` : body;
    },
    image({ href, title, text, tokens }) {
      const alt = tokens ? plain(tokens) : text;
      const src = safeImageUrl(href);
      return src ? imageTag(src, alt, title, o) : escapeText(alt);
    },
  },
});
