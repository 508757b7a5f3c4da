import { escapeMarkdownHeadingIds, parseMarkdownHeadingId } from '@docusaurus/utils';
import type { Link, Nodes, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/**
 * A docs page as the MDX compiler sees it: the syntax tree (mdast) of Docusaurus's parser set-up
 * (MDX, GitHub-flavoured Markdown, `:::` admonitions as directives, front matter), after its one
 * preprocessing step that changes parsing (`{#id}` heading ids escaped, as mdx1Compat does). The
 * content checks read pages through these helpers instead of matching the text with patterns.
 * Line numbers are the file's: front matter is parsed (and skipped), not cut off.
 */
const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm).use(remarkMdx);

const parsed = new Map<string, Root>();

/** The page's tree; a page that is not valid MDX throws the parser's message with its line. */
export function parseMdx(source: string): Root {
  let tree = parsed.get(source);
  if (!tree) {
    tree = parser.parse(escapeMarkdownHeadingIds(source));
    parsed.set(source, tree);
  }
  return tree;
}

/** A page as its MDX source, or its tree already parsed (parse once, at a test file's start, and pass that). */
export type MdxPage = string | Root;
export const treeOf = (page: MdxPage): Root => (typeof page === 'string' ? parseMdx(page) : page);

/** Phrasing containers: their children run on in one line of text. */
const inline = new Set([
  'paragraph',
  'heading',
  'tableCell',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'mdxJsxTextElement',
]);
/** What a reader does not read as prose: code, markup, expressions, front matter, images. */
const unread = new Set([
  'code',
  'html',
  'yaml',
  'toml',
  'definition',
  'image',
  'imageReference',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
]);

/** A link that shows its own address (a bare URL, `[https://x](https://x)`): not prose. */
export function showsAddress(link: Link): boolean {
  const text = toString(link);
  return /^(https?:\/\/|www\.)/i.test(text) || link.url === text || link.url === `mailto:${text}`;
}

/**
 * The text a reader reads: text and inline code, with link texts and table cells; no code blocks,
 * imports, JSX attributes, expressions, link targets, images, bare addresses or heading ids.
 * Blocks are separated by line breaks.
 */
export function readableText(node: Nodes): string {
  if (unread.has(node.type)) return '';
  if (node.type === 'link' && showsAddress(node)) return '';
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'break') return '\n';
  if (!('children' in node)) return '';
  const text = (node.children as Nodes[]).map(readableText).join(inline.has(node.type) ? '' : '\n');
  return node.type === 'heading' ? parseMarkdownHeadingId(text.trim()).text : text;
}

export interface Heading {
  depth: number;
  text: string;
}

/** The headings of a page in order, their text without an explicit `{#id}`. */
export function headingsOf(page: MdxPage): Heading[] {
  const headings: Heading[] = [];
  visit(treeOf(page), 'heading', (node) => {
    headings.push({ depth: node.depth, text: readableText(node) });
  });
  return headings;
}

/**
 * The nodes of the section a heading with this text opens, up to the next heading of the same or
 * a higher level (the heading itself excluded); empty when there is no such heading.
 */
export function sectionOf(page: MdxPage, text: string): RootContent[] {
  const nodes = treeOf(page).children;
  const start = nodes.findIndex((node) => node.type === 'heading' && readableText(node) === text);
  const opener = nodes[start];
  if (!opener || opener.type !== 'heading') return [];
  const rest = nodes.slice(start + 1);
  const end = rest.findIndex((node) => node.type === 'heading' && node.depth <= opener.depth);
  return end === -1 ? rest : rest.slice(0, end);
}

/** Every link of a page or of some of its nodes. */
export function linksOf(page: MdxPage | RootContent[]): Link[] {
  const root: Root = Array.isArray(page) ? { type: 'root', children: page } : treeOf(page);
  const links: Link[] = [];
  visit(root, 'link', (node) => void links.push(node));
  return links;
}

/** remark-mdx adds the JSX node types to mdast's. */
export type JsxElement = Extract<Nodes, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;

/** Every JSX element of a page (`<Receipt … />`, `<div lang="de">`), in document order. */
export function jsxElementsOf(page: MdxPage): JsxElement[] {
  const elements: JsxElement[] = [];
  visit(treeOf(page), (node) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') elements.push(node);
  });
  return elements;
}

/** The page's ESM (import and export statements) as one script. */
export function esmOf(page: MdxPage): string {
  return treeOf(page)
    .children.flatMap((node) => (node.type === 'mdxjsEsm' ? [node.value] : []))
    .join('\n');
}
