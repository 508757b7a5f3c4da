import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils';
import { searchRecord, withCodeIdentifiers, type Hierarchy, type RecordType, type SearchRecord } from './records';

/**
 * Search records from a doc's MDX source, for the dev server, which renders no HTML to extract them
 * from (records.ts does that after a production build). The same shape and rules, approximately:
 * prose, list items and table rows become content records under their headings; code blocks give
 * only their identifiers (withCodeIdentifiers; diagrams nothing); imports, exports, JSX expressions
 * and data components are left out; the MDX partials a page imports are read in place of their
 * tags, as the page renders them.
 */

export interface MdxDoc {
  /** Route path of the page, e.g. /efr/AT/fiscal. */
  permalink: string;
  title: string;
  description: string;
  /** lvl0 of the records: the area label. */
  area: string;
  /** docusaurus_tag of the page, e.g. docs-efr-current. */
  tag: string;
  /** The page's `keywords` front matter, as Docusaurus renders it into <meta name="keywords">. */
  keywords?: readonly string[];
}

export interface MdxRecordOptions {
  siteUrl: string;
  language?: string;
  /** The source of an imported partial (an import of a .md or .mdx file), or undefined. */
  readPartial?: (specifier: string) => string | undefined;
}

const MAX_CONTENT = 600;

/** The front matter block, which Docusaurus has parsed already (title, description). */
function withoutFrontMatter(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
}

/** Markdown and JSX inline syntax reduced to the text a reader sees. */
export function inlineText(markdown: string): string {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\{[^{}]*\}/g, '')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_](\S(?:.*?\S)?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>])/g, '$1')
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function clip(text: string): string {
  if (text.length <= MAX_CONTENT) return text;
  const cut = text.slice(0, MAX_CONTENT);
  return `${cut.slice(0, cut.lastIndexOf(' '))} …`;
}

/** The lines of the page with imported partials read in place of their self-closing tags. */
function expandPartials(source: string, readPartial: MdxRecordOptions['readPartial'], depth = 0): string[] {
  const partials = new Map<string, string>();
  const lines = withoutFrontMatter(source).split(/\r?\n/);
  for (const line of lines) {
    const match = /^import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx?)['"];?\s*$/.exec(line);
    if (match) partials.set(match[1]!, match[2]!);
  }
  return lines.flatMap((line) => {
    const tag = /^\s*<(\w+)\s*\/>\s*$/.exec(line)?.[1];
    const specifier = tag ? partials.get(tag) : undefined;
    const partial = specifier && depth < 3 ? readPartial?.(specifier) : undefined;
    return partial === undefined ? [line] : expandPartials(partial, readPartial, depth + 1);
  });
}

/** Turns one doc's MDX source into DocSearch records, as records.ts does from the rendered page. */
export function extractMdxRecords(source: string, doc: MdxDoc, options: MdxRecordOptions): SearchRecord[] {
  const base = `${options.siteUrl.replace(/\/$/, '')}${doc.permalink}`;
  const hierarchy: Hierarchy = {
    lvl0: doc.area,
    lvl1: doc.title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const slugger = createSlugger();
  const records: SearchRecord[] = [];
  let anchor: string | null = null;
  const push = (type: RecordType, content: string | null, keywords?: string) => {
    records.push(
      searchRecord(
        type,
        content,
        {
          path: doc.permalink,
          base,
          anchor,
          hierarchy,
          language: options.language ?? 'en',
          tag: doc.tag,
          position: records.length,
        },
        keywords,
      ),
    );
  };
  push('lvl1', doc.description || null, doc.keywords?.join(', ') || undefined);

  let paragraph: string[] = [];
  const flush = () => {
    const text = inlineText(paragraph.join(' '));
    paragraph = [];
    if (text) push('content', clip(text));
  };
  let fence: { marker: string; lines: string[] | null } | null = null;
  const codeBlocks: { after: number; code: string }[] = [];
  let inExpression = 0;
  for (const line of expandPartials(source, options.readPartial)) {
    const trimmed = line.trim();
    if (fence) {
      if (!trimmed.startsWith(fence.marker)) fence.lines?.push(line);
      else {
        if (fence.lines) codeBlocks.push({ after: records.length - 1, code: fence.lines.join('\n') });
        fence = null;
      }
      continue;
    }
    const fenceOpen = /^(`{3,}|~{3,})\s*(\w*)/.exec(trimmed);
    if (fenceOpen) {
      flush();
      fence = { marker: fenceOpen[1]!, lines: fenceOpen[2] === 'mermaid' ? null : [] };
      continue;
    }
    // Multi-line JSX expressions and ESM (export const sample = { ... }) are code, not prose.
    if (inExpression > 0 || /^(import|export)\s/.test(trimmed) || /^\{/.test(trimmed)) {
      flush();
      inExpression = Math.max(
        0,
        inExpression + (trimmed.match(/[{[(]/g)?.length ?? 0) - (trimmed.match(/[}\])]/g)?.length ?? 0),
      );
      continue;
    }
    const heading = /^(#{2,6})\s+(.*)$/.exec(trimmed);
    if (heading) {
      flush();
      const level = heading[1]!.length;
      const { text, id } = parseMarkdownHeadingId(heading[2]!);
      const title = inlineText(text);
      hierarchy[`lvl${level}` as keyof Hierarchy] = title;
      for (let deeper = level + 1; deeper <= 6; deeper++) hierarchy[`lvl${deeper}` as keyof Hierarchy] = null;
      anchor = id ?? slugger.slug(title);
      push(`lvl${level}` as RecordType, null);
      continue;
    }
    // Blank lines, admonition fences (their title is not indexed either), headings of level 1 and
    // tags alone on their line end a paragraph.
    if (!trimmed || trimmed.startsWith(':::') || /^#\s/.test(trimmed) || /^<\/?[A-Za-z][^>]*>$/.test(trimmed)) {
      flush();
      continue;
    }
    if (/^\|(\s*:?-{3,}:?\s*\|)+\s*$/.test(trimmed)) continue;
    if (trimmed.startsWith('|')) {
      flush();
      const cells = trimmed
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/)
        .map((cell) => inlineText(cell))
        .filter(Boolean);
      if (cells.length > 0) push('content', clip(cells.join(' · ')));
      continue;
    }
    const item = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(trimmed);
    if (item) {
      flush();
      paragraph.push(item[1]!);
      continue;
    }
    paragraph.push(trimmed.replace(/^>\s?/, ''));
  }
  flush();
  withCodeIdentifiers(records, codeBlocks);
  return records;
}
