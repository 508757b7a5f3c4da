import type { Element, ElementContent, Nodes, Root, RootContent } from 'hast';
import { load, type Cheerio, type CheerioAPI, type Element as CheerioElement } from 'cheerio';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toMdast } from 'hast-util-to-mdast';
import { toText } from 'hast-util-to-text';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { replaceBrandTokens } from '../../../config/markdown';

/**
 * A built page as Markdown: the page's own text (`.theme-doc-markdown`, or `main` for a page
 * outside the docs), with Docusaurus's and the site's components reduced to what a reader reads:
 * code blocks with their language and title, admonitions as quotes, every tab with its label,
 * tables as GFM tables (lists in a cell joined with "; "), diagrams as Mermaid source. Controls,
 * decorative images and heading anchors are left out; links become absolute, so a copied page
 * still leads somewhere.
 */
export interface PageInput {
  html: string;
  /** The page's address, e.g. "https://docs.example/efr/DE/fiscal": resolves relative links. */
  url: string;
  /** The page's Mermaid sources in order (the built page has only empty placeholders for them). */
  diagrams?: readonly string[];
}

const el = (tagName: string, children: ElementContent[] = [], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({ type: 'text', value });
const classes = (node: Element): string[] => {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
};

/**
 * Prism code blocks, reduced before the content is parsed into hast: a plain `pre > code` with the
 * block's language and its title above it. A highlighted line is dozens of elements; without this
 * step they make up most of the tree, and most of the conversion's time.
 */
function simplifyCodeBlocks(page: CheerioAPI, content: Cheerio<CheerioElement>): void {
  content.find('.theme-code-block').each((_index, node) => {
    const block = page(node);
    const lines = block.find('.token-line');
    const source =
      lines.length > 0
        ? lines
            .map((_i, line) => page(line).text())
            .get()
            .join('\n')
        : block.find('pre').text();
    const language = (block.attr('class') ?? '').match(/(?:^|\s)language-(\S+)/)?.[1];
    const code = page('<code>').text(source.replace(/\n+$/, ''));
    if (language) code.addClass(`language-${language}`);
    const title = block.find('[class*="codeBlockTitle"]').text().trim();
    if (title) block.before(page('<p>').append(page('<strong>').text(title)));
    block.replaceWith(page('<pre>').append(code));
  });
}

/** An admonition as a quote that starts with its heading. */
function admonition(node: Element): ElementContent[] {
  const heading = select('[class*="admonitionHeading"]', node);
  const content = select('[class*="admonitionContent"]', node);
  return [
    el('blockquote', [
      el('p', [el('strong', [text(heading ? toText(heading).trim() : 'Note')])]),
      ...(content?.children ?? []),
    ]),
  ];
}

/** Tabs: every panel (the hidden ones too) under its tab's label. */
function tabs(node: Element): ElementContent[] {
  const labels = selectAll('[role="tab"]', node).map((tab) => toText(tab).trim());
  const panels = selectAll('[role="tabpanel"]', node);
  return panels.flatMap((panel, index) => [el('p', [el('strong', [text(labels[index] ?? '')])]), ...panel.children]);
}

/** A table cell holds phrasing only in Markdown: lists become "a; b", paragraphs run on. */
function flattenCell(node: Element): void {
  node.children = node.children.flatMap((child): ElementContent[] => {
    if (child.type !== 'element') return [child];
    flattenCell(child);
    if (child.tagName === 'ul' || child.tagName === 'ol') {
      const items = child.children.filter((item): item is Element => item.type === 'element' && item.tagName === 'li');
      return items.flatMap((item, index) => [...(index > 0 ? [text('; ')] : []), ...item.children]);
    }
    if (['p', 'div', 'br'].includes(child.tagName)) return [text(' '), ...child.children, text(' ')];
    return [child];
  });
  // Spans the page sets on lines of their own ("Rolls" above "4 × 0,50") would run together.
  node.children = node.children.flatMap((child, index) => {
    const before = node.children[index - 1];
    const adjacent = child.type === 'element' && child.tagName === 'span' && before?.type === 'element';
    return adjacent ? [text(' '), child] : [child];
  });
}

/** A description list (its groups may sit in `div`s) as a list of "**term**: description" items. */
function descriptionList(node: Element): ElementContent[] {
  const elements = (parent: Element) => parent.children.filter((child): child is Element => child.type === 'element');
  const groups = [node, ...elements(node).filter((child) => child.tagName === 'div')];
  const items: { item: Element; described: boolean }[] = [];
  for (const child of groups.flatMap(elements)) {
    const last = items.at(-1);
    if (child.tagName === 'dt')
      items.push({ item: el('li', [el('strong', child.children), text(':')]), described: false });
    else if (child.tagName === 'dd' && last) {
      last.item.children.push(text(last.described ? '; ' : ' '), ...child.children);
      last.described = true;
    }
  }
  return [
    el(
      'ul',
      items.map(({ item }) => item),
    ),
  ];
}

/** A GFM table needs a header row: a table without `thead` gets an empty one. */
function ensureHeader(table: Element): void {
  if (select('thead', table)) return;
  const firstRow = select('tr', table);
  if (!firstRow) return;
  const width = firstRow.children.filter((cell) => cell.type === 'element').length;
  table.children.unshift(
    el('thead', [
      el(
        'tr',
        Array.from({ length: width }, () => el('th')),
      ),
    ]),
  );
}

/** A table with its caption as a bold line above it and its cells flattened. */
function table(node: Element): ElementContent[] {
  const caption = select('caption', node);
  node.children = node.children.filter((child) => child !== caption);
  ensureHeader(node);
  selectAll('td, th', node).forEach(flattenCell);
  return caption ? [el('p', [el('strong', [text(toText(caption).trim())])]), node] : [node];
}

const dropped = new Set(['button', 'svg', 'script', 'style', 'noscript']);

/**
 * Converts the page's content in place. Each element either stays (and its children are
 * converted) or is replaced by nodes that are converted in turn; `done` keeps an element that a
 * replacement returns unchanged (a table below its caption) from being replaced again.
 */
function convertChildren(parent: Root | Element, page: PageInput, state: { diagram: number; done: WeakSet<Element> }) {
  const convert = (node: ElementContent | RootContent): (ElementContent | RootContent)[] => {
    if (node.type === 'comment') return [];
    if (node.type !== 'element') return [node];
    const names = classes(node);
    const replacement = ((): ElementContent[] | undefined => {
      if (state.done.has(node)) return undefined;
      const ariaHidden = node.properties.ariaHidden;
      if (ariaHidden === 'true' || dropped.has(node.tagName) || names.includes('hash-link')) {
        return [];
      }
      if (names.includes('theme-admonition')) return admonition(node);
      if (names.includes('tabs-container')) return tabs(node);
      if (names.includes('docusaurus-mermaid-container')) {
        const source = page.diagrams?.[state.diagram++];
        return source ? [el('pre', [el('code', [text(source)], { className: ['language-mermaid'] })])] : [];
      }
      if (node.tagName === 'dl') return descriptionList(node);
      if (node.tagName === 'figcaption') return [el('p', [el('strong', node.children)])];
      if (node.tagName === 'summary') return [el('p', [el('strong', node.children)])];
      if (node.tagName === 'table') {
        state.done.add(node);
        return table(node);
      }
      if (node.tagName === 'a' && typeof node.properties.href === 'string') {
        node.properties.href = new URL(node.properties.href, page.url).href;
      }
      if (node.tagName === 'img') {
        if (!node.properties.alt || typeof node.properties.src !== 'string') return [];
        node.properties.src = new URL(node.properties.src, page.url).href;
      }
      return undefined;
    })();
    if (replacement === undefined) {
      convertChildren(node, page, state);
      return [node];
    }
    return replacement.flatMap(convert);
  };
  parent.children = parent.children.flatMap(convert) as typeof parent.children;
}

/** The Markdown of one built page, brand tokens resolved (an unknown token fails, as in the build). */
export function htmlToMarkdown(input: PageInput): string {
  // Cheerio (htmlparser2) finds the content several times faster than a full hast parse of the
  // page; only the content is parsed into hast.
  const page = load(input.html);
  const found = page('.theme-doc-markdown').first();
  const element = found.length > 0 ? found : page('main').first();
  if (element.length === 0) throw new Error(`No page content (.theme-doc-markdown or main) in ${input.url}`);
  simplifyCodeBlocks(page, element);
  const content = el('div', fromHtml(element.html() ?? '', { fragment: true }).children as ElementContent[]);
  convertChildren(content, input, { diagram: 0, done: new WeakSet() });
  // A page whose title sits outside its content (the home page's hero) still starts with it.
  if (element.find('h1').length === 0 && page('h1').length > 0) {
    content.children.unshift(el('h1', [text(page('h1').first().text().trim())]));
  }
  const mdast = toMdast({ type: 'root', children: content.children as RootContent[] } satisfies Nodes);
  const markdown = toMarkdown(mdast, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    emphasis: '_',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  });
  return replaceBrandTokens(markdown.replace(/\n{3,}/g, '\n\n'), input.url);
}
