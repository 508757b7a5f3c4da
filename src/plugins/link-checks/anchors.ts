import { statSync } from 'node:fs';
import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils';
import type { Heading, Nodes, Root } from 'mdast';
// Adds the MDX JSX nodes to mdast's node types.
import type {} from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { importsOf, resolveImport } from '../content-checks/imports';

/**
 * The anchors a page renders, read from its source: the id of every heading, as Docusaurus's
 * headings plugin makes it (`{#explicit-id}`, a `{/* #id *\/}` comment, else github-slugger over
 * the text, numbered when repeated), every `id="…"` of a JSX element, and the anchors of the MDX
 * files it imports (a partial's headings are part of the page).
 */

/** Reads a page's source as the MDX compiler sees it (the site's preprocessor applied). */
export type ReadSource = (filePath: string) => string;

/** The id Docusaurus gives a heading that its headings plugin has not seen yet. */
function headingId(heading: Heading, slugs: ReturnType<typeof createSlugger>, maintainCase: boolean): string {
  const last = heading.children.at(-1);
  if (last?.type === 'mdxTextExpression') {
    const comment = /^\s*\/\*\s*#(\S+)[\s\S]*\*\/\s*$/.exec(last.value);
    if (comment?.[1]) return comment[1];
  }
  const textNodes = heading.children.filter((child) => child.type !== 'html');
  const text = toString(textNodes.length > 0 ? textNodes : heading);
  return parseMarkdownHeadingId(text, 'classic').id ?? slugs.slug(text, { maintainCase });
}

/** Whether an import names a page source (its headings render where it is used). */
export const isMarkdown = (file: string) => /\.mdx?$/i.test(file);

export interface AnchorReader {
  /** The anchors of a compiled tree (headings carry the ids Docusaurus gave them) and its imports. */
  ofTree(tree: Root, filePath: string): Set<string>;
  /** The anchors of a page source, or undefined when it cannot be parsed (its own compile says why). */
  ofFile(filePath: string): Set<string> | undefined;
}

export function createAnchorReader({
  siteDir,
  read,
  maintainCase = false,
}: {
  siteDir: string;
  read: ReadSource;
  maintainCase?: boolean;
}): AnchorReader {
  // The MDX syntax only (remark-mdx, as @mdx-js/mdx parses): headings, JSX and imports are all it needs.
  const parser = unified().use(remarkParse).use(remarkMdx);
  const cache = new Map<string, { mtime: number; anchors: Set<string> | undefined }>();

  function ofTree(tree: Root, filePath: string, seen = new Set<string>([filePath])): Set<string> {
    const anchors = new Set<string>();
    const slugs = createSlugger();
    visit(tree, (node: Nodes) => {
      if (node.type === 'heading') {
        const id = (node.data as { id?: string } | undefined)?.id ?? headingId(node, slugs, maintainCase);
        anchors.add(id);
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of node.attributes) {
          if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'id' && typeof attribute.value === 'string') {
            anchors.add(attribute.value);
          }
        }
      }
    });
    for (const { source } of importsOf(tree)) {
      const imported = resolveImport(source, filePath, siteDir);
      if (!imported || !isMarkdown(imported) || seen.has(imported)) continue;
      seen.add(imported);
      for (const anchor of parse(imported, seen) ?? []) anchors.add(anchor);
    }
    return anchors;
  }

  function parse(filePath: string, seen: Set<string>): Set<string> | undefined {
    let mtime: number;
    try {
      mtime = statSync(filePath).mtimeMs;
    } catch {
      return undefined;
    }
    const cached = cache.get(filePath);
    if (cached?.mtime === mtime) return cached.anchors;
    let anchors: Set<string> | undefined;
    try {
      // Front matter becomes blank lines: without remark-frontmatter, `title: x` over `---` is a heading.
      const source = read(filePath).replace(/^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/, (block) =>
        block.replace(/[^\n]/g, ''),
      );
      anchors = ofTree(parser.parse(source), filePath, seen);
    } catch {
      anchors = undefined;
    }
    cache.set(filePath, { mtime, anchors });
    return anchors;
  }

  return {
    ofTree: (tree, filePath) => ofTree(tree, filePath),
    ofFile: (filePath) => parse(filePath, new Set([filePath])),
  };
}
