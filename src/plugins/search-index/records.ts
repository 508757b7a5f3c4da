import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
export type Hierarchy = Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;

/** A search record in the DocSearch crawler's shape (the same records go to Algolia). */
export interface SearchRecord {
  objectID: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: string;
  docusaurus_tag: string[];
  weight: { pageRank: number; level: number; position: number };
  /** The page's `keywords` front matter, on its page (lvl1) record only: words readers type that the page may not use. */
  keywords?: string;
  /**
   * Codes that only the code block after this record shows (an error code in a response example),
   * space-separated: code is not indexed as text, but a reader who saw `CU_TIMEOUT` in a log
   * searches for it. See codeIdentifiers.
   */
  code?: string;
}

export interface ExtractOptions {
  /** Absolute origin of the site, e.g. https://docs.example.com (hit URLs must be absolute). */
  siteUrl: string;
  /** Route path of the page, e.g. /efr/api. */
  path: string;
  /** Area label per docs plugin id: lvl0 of every record. */
  areaLabels: Readonly<Record<string, string>>;
}

const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};
/** What one record needs to know of its page and its place in it. */
export interface RecordPlace {
  /** Route path of the page, e.g. /efr/api. */
  path: string;
  /** Absolute URL of the page, without anchor. */
  base: string;
  anchor: string | null;
  hierarchy: Hierarchy;
  language: string;
  tag: string;
  /** Index of the record within its page. */
  position: number;
}

/** One record in the DocSearch crawler's shape; the built pages and the MDX sources both make them here. */
export function searchRecord(
  type: RecordType,
  content: string | null,
  place: RecordPlace,
  keywords?: string,
): SearchRecord {
  const { path, base, anchor, hierarchy, language, tag, position } = place;
  return {
    ...(keywords ? { keywords } : {}),
    objectID: `${path}#${anchor ?? ''}:${position}`,
    type,
    hierarchy: { ...hierarchy },
    content,
    url: anchor ? `${base}#${anchor}` : base,
    url_without_anchor: base,
    anchor,
    language,
    docusaurus_tag: [tag],
    weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position },
  };
}

const BLOCKS = 'h2, h3, h4, h5, h6, p, li, tr, dt, dd, blockquote > p';
const IGNORED =
  'figure, nav, .table-of-contents, .docusaurus-mermaid-container, pre, [data-search-ignore], .theme-admonition-heading';
const MAX_CONTENT = 600;
/** Code that is not a program: diagrams (their labels are not identifiers). */
const CODE_IGNORED = 'figure, nav, .docusaurus-mermaid-container, [data-search-ignore]';
/** Longer "identifiers" are encoded data in an example (a signature, a token). */
const MAX_IDENTIFIER = 40;

/**
 * The codes in a code block that a reader may search for: upper-case words joined by underscores
 * as a JSON key or string value (`"ErrorCode": "CU_TIMEOUT"`, `"FR_SIRET": …`): the error code a
 * log showed, the key a country requires. Not column names of a sample file (they would take
 * "Bon…" and "Z…" searches) or sample values (`POS02_10452_2026`). In order of first appearance, each once.
 */
export function codeIdentifiers(code: string): string[] {
  const found = [...code.matchAll(/"([A-Z][A-Z0-9]*(?:_[A-Z][A-Z0-9]*)+)"/g)].map((match) => match[1]!);
  return [...new Set(found.filter((word) => word.length <= MAX_IDENTIFIER))];
}

/**
 * Hands each record the identifiers of the code blocks after it (`blocks`: the record's position
 * and the block's text) that the page's indexed text never writes: those that it does are found there.
 */
export function withCodeIdentifiers(records: SearchRecord[], blocks: readonly { after: number; code: string }[]): void {
  const text = records
    .map((record) => `${record.content ?? ''} ${Object.values(record.hierarchy).join(' ')}`)
    .join(' ');
  const written = new Set(text.match(/[A-Za-z0-9_]+/g) ?? []);
  for (const { after, code } of blocks) {
    const record = records[after];
    if (!record) continue;
    const identifiers = codeIdentifiers(code).filter((word) => !written.has(word));
    if (identifiers.length === 0) continue;
    record.code = [...new Set([...(record.code?.split(' ') ?? []), ...identifiers])].join(' ');
  }
}

function clean(text: string): string {
  return text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function ownText($: CheerioAPI, element: Element): string {
  const copy = $(element).clone();
  copy.find('ul, ol, .hash-link, button, svg').remove();
  if (element.tagName === 'tr') {
    return clean(
      copy
        .children('td, th')
        .map((_, cell) => clean($(cell).text()))
        .get()
        .filter(Boolean)
        .join(' · '),
    );
  }
  return clean(copy.text());
}

function hasSelectedAncestor(element: AnyNode, root: AnyNode): boolean {
  for (let node = element.parent; node && node !== root; node = node.parent) {
    if ('tagName' in node && ['li', 'tr', 'dd', 'dt', 'td', 'th'].includes(node.tagName)) return true;
  }
  return false;
}

/** Cuts at a word boundary so records stay small (Algolia's limit and the local index's size). */
function clip(text: string): string {
  if (text.length <= MAX_CONTENT) return text;
  const cut = text.slice(0, MAX_CONTENT);
  return `${cut.slice(0, cut.lastIndexOf(' '))} …`;
}

/** Turns one rendered doc page into DocSearch records. Pages marked noindex yield none. */
export function extractRecords(html: string, { siteUrl, path, areaLabels }: ExtractOptions): SearchRecord[] {
  const $ = load(html);
  if (/noindex/i.test($('meta[name="robots"]').attr('content') ?? '')) return [];
  const tag = $('meta[name="docusaurus_tag"]').attr('content');
  const pluginId = /plugin-id-([\w-]+)/.exec($('html').attr('class') ?? '')?.[1];
  const article = $('article .theme-doc-markdown').first();
  if (!tag || !pluginId || article.length === 0) return [];

  const language = $('html').attr('lang') ?? 'en';
  const lvl0 = areaLabels[pluginId] ?? pluginId;
  const title = clean($('article h1').first().text()) || clean($('title').text().split('|')[0] ?? '');
  const base = `${siteUrl.replace(/\/$/, '')}${path}`;
  const hierarchy: Hierarchy = { lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const records: SearchRecord[] = [];
  let anchor: string | null = null;

  const push = (type: RecordType, content: string | null, keywords?: string) => {
    records.push(
      searchRecord(type, content, { path, base, anchor, hierarchy, language, tag, position: records.length }, keywords),
    );
  };

  // The page record carries the page's description and keywords (front matter): Algolia and the
  // embedded index both search them; they say what the page answers in the words readers use.
  push(
    'lvl1',
    clean($('meta[name="description"]').attr('content') ?? '') || null,
    clean($('meta[name="keywords"]').attr('content') ?? '') || undefined,
  );
  const root = article.get(0)!;
  // Collected once, rather than asking every block whether it sits inside an ignored element.
  const ignored = new Set<AnyNode>(article.find(IGNORED).find('*').addBack().get());
  const codeBlocks: { after: number; code: string }[] = [];
  article.find(`${BLOCKS}, pre`).each((_, element) => {
    if (element.tagName === 'pre') {
      if ($(element).closest(CODE_IGNORED).length === 0)
        codeBlocks.push({ after: records.length - 1, code: $(element).text() });
      return;
    }
    if (ignored.has(element) || hasSelectedAncestor(element, root)) return;
    const text = ownText($, element);
    if (!text) return;
    const heading = /^h([2-6])$/.exec(element.tagName);
    if (heading) {
      const level = Number(heading[1]);
      hierarchy[`lvl${level}` as keyof Hierarchy] = text;
      for (let deeper = level + 1; deeper <= 6; deeper++) hierarchy[`lvl${deeper}` as keyof Hierarchy] = null;
      anchor = $(element).attr('id') ?? anchor;
      push(`lvl${level}` as RecordType, null);
      return;
    }
    push('content', clip(text));
  });
  withCodeIdentifiers(records, codeBlocks);
  return records;
}
