import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import MiniSearch from 'minisearch';
import {
  INDEX_OPTIONS,
  SECTIONS_PER_PAGE,
  shardFile,
  shardKey,
  type SectionDocument,
} from '../../features/search/engine/indexOptions';
import type { IndexBase, PageDisplay } from '../../features/search/engine/files';
import { compactHeader } from '../../features/search/engine/header';
import { nearForms } from '../../features/search/engine/near';
import { MIN_RESPELL_LENGTH, shardTerms } from '../../features/search/engine/respell';
import { processTerm, termsOf } from '../../features/search/engine/tokenizer';
import { countries } from '../../data/countries';
import { glossary, type GlossaryEntry } from '../../data/search/glossary';
import { glossaryMatcher, type GlossaryMatcher } from './glossary';
import { countryTerms, isHub, pageCountry, pageWeight } from './pageSignals';
import type { SearchRecord } from './records';

/**
 * Text of a section beyond which its content records go on in a further section (under the same
 * heading, which is then context): BM25 discounts long documents, and a field's row in a 40-row
 * table would otherwise weigh less than a passing mention elsewhere.
 */
export const MAX_SECTION_TEXT = 800;

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
/** records.ts joins table cells with " · "; a short first cell names what the row is about. */
const CELL_SEPARATOR = ' · ';
const MAX_ROW_KEY = 40;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Consecutive records with the same URL and hierarchy, split where the text passes `maxText`. */
export function sections(records: readonly SearchRecord[], maxText = MAX_SECTION_TEXT): SearchRecord[][] {
  const groups: { key: string; records: SearchRecord[]; length: number }[] = [];
  for (const record of records) {
    const last = groups.at(-1);
    const key = `${record.url} ${JSON.stringify(record.hierarchy)}`;
    const length = record.type === 'content' ? (record.content?.length ?? 0) : 0;
    if (last && last.key === key && (last.length === 0 || last.length + length <= maxText)) {
      last.records.push(record);
      last.length += length;
    } else {
      groups.push({ key, records: [record], length });
    }
  }
  return groups.map((group) => group.records);
}

/** Paragraphs of a section as one text; each ends as a sentence, so snippets read well across them. */
export function bodyText(contents: readonly string[]): string {
  return contents
    .map(collapse)
    .filter(Boolean)
    .map((text) => (/[.!?:;…]$/.test(text) ? text : `${text}.`))
    .join(' ');
}

export function rowKeys(contents: readonly string[]): string {
  return contents
    .filter((text) => text.includes(CELL_SEPARATOR))
    .map((text) => collapse(text.slice(0, text.indexOf(CELL_SEPARATOR))))
    .filter((key) => key && key.length <= MAX_ROW_KEY)
    .join(' ');
}

/** A section's text shorter than this is not compared: short texts repeat by chance ("See below."). */
export const MIN_COPY_TEXT = 80;

/**
 * The sections whose text other pages also have, but for one: the page that is about it. Docs
 * include shared parts (the Portal set-up of every country overview, a common FAQ answer); a query
 * about such a part would otherwise list every page that includes it, all equally, above the page
 * that answers it. The copy kept whole is on a page that is not a hub (the guide the part belongs
 * to), else the first page that has it. Returns document ids in ascending order.
 */
export function copiedSections(documents: readonly SectionDocument[], pageUrls: readonly string[]): number[] {
  const byText = new Map<string, number[]>();
  for (const document of documents) {
    if (document.body.length < MIN_COPY_TEXT) continue;
    byText.set(document.body, [...(byText.get(document.body) ?? []), document.id]);
  }
  const copies: number[] = [];
  for (const ids of byText.values()) {
    const pages = new Set(ids.map((id) => Math.floor(id / SECTIONS_PER_PAGE)));
    if (pages.size < 2) continue;
    const kept = ids.find((id) => !isHub(pageUrls[Math.floor(id / SECTIONS_PER_PAGE)] ?? '')) ?? ids[0]!;
    const keptPage = Math.floor(kept / SECTIONS_PER_PAGE);
    copies.push(...ids.filter((id) => Math.floor(id / SECTIONS_PER_PAGE) !== keptPage));
  }
  return copies.sort((a, b) => a - b);
}

export interface SectionIndex {
  documents: SectionDocument[];
  base: Omit<IndexBase, 'shards'>;
  pages: PageDisplay[];
}

/** The documents of the index, and what the browser shows of each page's sections. */
export function sectionIndex(
  records: readonly SearchRecord[],
  matchGlossary: GlossaryMatcher,
  countryNames: Record<string, string> = Object.fromEntries(countries.map(({ code, name }) => [code, name])),
): SectionIndex {
  const tags: string[] = [];
  const pages: PageDisplay[] = [];
  const pageTags: number[] = [];
  const pageWeights: number[] = [];
  const pageCountries: (string | null)[] = [];
  const titleTerms: number[] = [];
  const documents: SectionDocument[] = [];
  const pageIndex = new Map<string, number>();
  for (const group of sections(records)) {
    const [first] = group as [SearchRecord, ...SearchRecord[]];
    const { hierarchy } = first;
    let page = pageIndex.get(first.url_without_anchor);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(first.url_without_anchor, page);
      const tag = first.docusaurus_tag[0] ?? 'default';
      if (!tags.includes(tag)) tags.push(tag);
      pages.push({
        url: new URL(first.url_without_anchor).pathname,
        lvl0: hierarchy.lvl0 ?? '',
        lvl1: hierarchy.lvl1 ?? '',
        sections: [],
      });
      pageTags.push(tags.indexOf(tag));
      pageWeights.push(pageWeight(first.url_without_anchor, hierarchy.lvl1 ?? ''));
      pageCountries.push(pageCountry(new URL(first.url_without_anchor).pathname, countryNames));
      titleTerms.push(new Set(termsOf(hierarchy.lvl1 ?? '', { camel: false })).size);
    }
    const display = pages[page]!;
    const heading = first.type === 'content' ? null : first.type;
    const contents = group.filter((record) => record.type === 'content').map((record) => record.content ?? '');
    const body = bodyText(contents);
    const own = heading ? LEVELS.indexOf(heading) : LEVELS.length;
    const above = LEVELS.slice(0, own)
      .map((level) => hierarchy[level])
      .filter(Boolean)
      .join(' ');
    const isPage = heading === 'lvl1';
    const headingText = heading && !isPage ? collapse(hierarchy[heading] ?? '') : '';
    const title = isPage ? collapse(hierarchy.lvl1 ?? '') : '';
    const keywords = isPage ? collapse(`${first.keywords ?? ''} ${first.content ?? ''}`) : '';
    const section = display.sections.length;
    if (section >= SECTIONS_PER_PAGE) throw new Error(`${display.url} has more than ${SECTIONS_PER_PAGE} sections`);
    display.sections.push({
      anchor: first.anchor,
      type: isPage ? 'lvl1' : (heading ?? 'content'),
      levels: LEVELS.slice(1).map((level) => hierarchy[level] ?? null),
      text: body,
    });
    const context = isPage ? (hierarchy.lvl0 ?? '') : above;
    // A page's own section also takes the glossary forms of its area's name: "Öffnungszeiten im
    // digitalen Beleg" asks for a page of the Digital Receipt area that never writes "digital
    // receipt", as the English query finds it through the context field.
    const ownText = `${title} ${headingText} ${body}`;
    const glossaryText = isPage ? `${ownText} ${context}` : ownText;
    const glossaryOf = (text: string) => matchGlossary(new Set(termsOf(text)), text);
    documents.push({
      id: page * SECTIONS_PER_PAGE + section,
      title,
      heading: headingText,
      keywords,
      ids: [rowKeys(contents), ...group.map((record) => record.code ?? '')].filter(Boolean).join(' '),
      // A page's own section holds the text before its first heading.
      body,
      context,
      // The forms of the title's and heading's words once more: what a section is about, as the
      // English words weigh more in a heading than in the body ("Do test organisations cost
      // anything?" for "Testorganisation Kosten", before sections that mention both).
      glossary: [glossaryOf(glossaryText), glossaryOf(`${title} ${headingText}`)].filter(Boolean).join(' '),
    });
  }
  const base = {
    version: 1 as const,
    tags,
    pageTags,
    pageWeights,
    titleTerms,
    countries: countryNames,
    pageCountries,
    countryTerms: countryTerms(countryNames),
    areaNames: areaNames(pages.map((display) => display.lvl0)),
    copies: copiedSections(
      documents,
      pages.map((display) => display.url),
    ).map((id, index, ids) => id - (index > 0 ? ids[index - 1]! : 0)),
  };
  return { documents, base, pages };
}

/**
 * The terms of each area name of two or more words ("Digital Receipt") and of its forms in the
 * glossary ("digitaler Beleg", "E-Bon"), for queryPlan.ts AREA_NAME. A one-word name ("EFR") is
 * left out: the site's product, which nearly every page names, it already weighs little, and
 * damping it further lost queries (see docs-internal/search-engines.md).
 */
export function areaNames(labels: readonly string[], entries: readonly GlossaryEntry[] = glossary): string[][] {
  const names = [...new Set(labels)]
    .filter((label) => /\s/.test(label.trim()))
    .flatMap((label) => {
      const entry = entries.find(({ en }) => en.some((form) => form.toLowerCase() === label.toLowerCase()));
      return [label, ...(entry ? [...entry.en, ...entry.de] : [])];
    });
  const terms = names.map((name) => [...new Set(termsOf(name))]).filter((name) => name.length > 0);
  const unique = new Map<string, string[]>();
  for (const name of terms) {
    const key = [...name].sort().join(' ');
    if (!unique.has(key)) unique.set(key, name);
  }
  return [...unique.values()];
}

/** Serialises the index: a base every query loads, the term shards, one display file per page. */
export function indexFiles(index: SectionIndex): Map<string, string> {
  const mini = new MiniSearch<SectionDocument>(INDEX_OPTIONS);
  mini.addAll(index.documents);
  const { index: terms, ...header } = mini.toJSON();
  const shards = new Map<string, [string, unknown][]>();
  for (const entry of terms) {
    const key = shardKey(entry[0]);
    shards.set(key, [...(shards.get(key) ?? []), entry]);
  }
  const near = nearFiles(terms);
  const files = new Map<string, string>();
  const base: IndexBase = { ...index.base, shards: [...shards.keys()].sort(), near: [...near.keys()].sort() };
  files.set('index.json', JSON.stringify(base));
  // MiniSearch's own serialisation without its term index (compacted): the browser adds the
  // shards it loads as that index.
  files.set('header.json', JSON.stringify(compactHeader(header)));
  for (const [key, entries] of shards) files.set(`terms/${shardFile(key)}`, JSON.stringify(entries));
  for (const [key, forms] of near) files.set(`near/${shardFile(key)}`, JSON.stringify(forms));
  index.pages.forEach((page, number) => {
    const sections = page.sections.map(({ text: _text, ...head }) => head);
    files.set(`pages/${number}.json`, JSON.stringify({ ...page, sections }));
    page.sections.forEach((section, at) => files.set(`pages/${number}/${at}.json`, JSON.stringify(section.text ?? '')));
  });
  return files;
}

/**
 * The near files (respell.ts nearForms()): each word term of MIN_RESPELL_LENGTH letters or more
 * under its forms without one of its first letters, by the form's shard key, with the number of
 * sections it occurs in. Only terms a query word becomes again (processTerm) are listed, since
 * respelling puts the term in the query as a word.
 */
export function nearFiles(
  terms: readonly [string, Record<string, Record<string, number>>][],
): Map<string, Record<string, [string, number][]>> {
  const files = new Map<string, Record<string, [string, number][]>>();
  for (const [term, sections] of shardTerms(terms)) {
    if (term.length < MIN_RESPELL_LENGTH || !/^\p{L}+$/u.test(term) || processTerm(term) !== term) continue;
    for (const form of nearForms(term)) {
      const key = shardKey(form);
      const file = files.get(key) ?? {};
      (file[form] ??= []).push([term, sections]);
      files.set(key, file);
    }
  }
  return files;
}

/** How many index files are written at once. */
const WRITE_BATCH = 256;

export async function writeIndexFiles(targetDir: string, records: readonly SearchRecord[]) {
  const index = sectionIndex(records, glossaryMatcher());
  const files = indexFiles(index);
  const folders = new Set([...files.keys()].map((name) => path.dirname(path.join(targetDir, name))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  // In batches: a large site has tens of thousands of files, more than a process may hold open.
  const entries = [...files];
  for (let start = 0; start < entries.length; start += WRITE_BATCH) {
    await Promise.all(
      entries.slice(start, start + WRITE_BATCH).map(([name, text]) => writeFile(path.join(targetDir, name), text)),
    );
  }
  return { sections: index.documents.length, pages: index.pages.length, files: files.size };
}
