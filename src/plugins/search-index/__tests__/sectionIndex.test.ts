import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import type { CompactHeader, IndexBase, PageDisplay } from '../../../features/search/engine/files';
import { compactHeader, headerOf } from '../../../features/search/engine/header';
import {
  INDEX_OPTIONS,
  pageOf,
  sectionOf,
  SECTIONS_PER_PAGE,
  shardFile,
  shardKey,
  type SectionDocument,
} from '../../../features/search/engine/indexOptions';
import { glossaryMatcher } from '../glossary';
import { searchRecord, type Hierarchy, type RecordType, type SearchRecord } from '../records';
import {
  areaNames,
  bodyText,
  indexFiles,
  MAX_SECTION_TEXT,
  nearFiles,
  copiedSections,
  rowKeys,
  sectionIndex,
  sections,
  writeIndexFiles,
} from '../sectionIndex';
import { pageWeight } from '../pageSignals';

const SITE = 'https://docs.example.com';

/** A heading (h2–h6 with its id) or a paragraph / table row of a page. */
type Block = string | { level: 2 | 3 | 4 | 5 | 6; text: string; id: string };

interface PageSpec {
  path: string;
  lvl0: string;
  tag: string;
  title: string;
  description?: string;
  keywords?: string;
  blocks: Block[];
}

/** The records extractRecords() makes of a page, built with the same searchRecord(). */
function pageRecords({ path, lvl0, tag, title, description, keywords, blocks }: PageSpec): SearchRecord[] {
  const base = `${SITE}${path}`;
  const hierarchy: Hierarchy = { lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let anchor: string | null = null;
  const records: SearchRecord[] = [];
  const push = (type: RecordType, content: string | null, words?: string) =>
    records.push(
      searchRecord(
        type,
        content,
        { path, base, anchor, hierarchy, language: 'en', tag, position: records.length },
        words,
      ),
    );
  push('lvl1', description ?? null, keywords);
  for (const block of blocks) {
    if (typeof block === 'string') {
      push('content', block);
      continue;
    }
    hierarchy[`lvl${block.level}`] = block.text;
    for (let deeper = block.level + 1; deeper <= 6; deeper++) hierarchy[`lvl${deeper}` as keyof Hierarchy] = null;
    anchor = block.id;
    push(`lvl${block.level}`, null);
  }
  return records;
}

const receiptLayout = pageRecords({
  path: '/efr/DE/receipt-layout',
  lvl0: 'EFR',
  tag: 'docs-efr-current',
  title: 'Germany – receipt layout',
  description: 'The elements a German receipt must show under the KassenSichV.',
  keywords: 'Kassenbeleg, Bonpflicht, TSE QR code',
  blocks: [
    'A German receipt must let the customer see what was sold.',
    { level: 2, text: 'Mandatory elements', id: 'mandatory-elements' },
    'The table lists every element and the field that carries it.',
    'Element · Field · Source',
    'Tax group · TaxG · request',
    'Transaction number · Fis.TID · response',
    { level: 3, text: 'TSE failure', id: 'tse-failure' },
    'While the TSE does not work, EFR returns no TSE values and adds a note in Fis.Text.',
    { level: 2, text: 'QR code', id: 'qr-code' },
    'The QR code follows the receipt code layout of the DSFinV-K.',
  ],
});

const billChangelog = pageRecords({
  path: '/bill/Changelog',
  lvl0: 'Digital Receipt',
  tag: 'docs-bill-current',
  title: 'Changelog',
  blocks: [
    { level: 2, text: 'Version 20.11', id: 'version-2011' },
    'Receipt layout: new QR code options for the digital receipt.',
  ],
});

const records = [...receiptLayout, ...billChangelog];
const noGlossary = () => '';

describe('sections', () => {
  it('groups a heading with the paragraphs under it, and starts a new group at the next heading', () => {
    const groups = sections(receiptLayout);
    expect(groups.map((group) => group.map((record) => record.type))).toEqual([
      ['lvl1', 'content'],
      ['lvl2', 'content', 'content', 'content', 'content'],
      ['lvl3', 'content'],
      ['lvl2', 'content'],
    ]);
  });

  it('never merges records of different pages', () => {
    const groups = sections(records);
    for (const group of groups) expect(new Set(group.map((record) => record.url_without_anchor)).size).toBe(1);
    expect(groups.at(-1)![0]!.url_without_anchor).toBe(`${SITE}/bill/Changelog`);
  });

  it('goes on in a further section under the same heading when the text passes maxText', () => {
    const paragraph = 'Each row of the table names one field of the request. '.repeat(2); // 110 characters
    const long = pageRecords({
      path: '/efr/api/fields',
      lvl0: 'EFR',
      tag: 'docs-efr-current',
      title: 'Fields',
      blocks: [{ level: 2, text: 'Request fields', id: 'request-fields' }, paragraph, paragraph, paragraph],
    });
    const groups = sections(long, 250);
    expect(groups.map((group) => group.map((record) => record.type))).toEqual([
      ['lvl1'],
      ['lvl2', 'content', 'content'],
      ['content'],
    ]);
    expect(groups[2]![0]!.hierarchy.lvl2).toBe('Request fields');
  });

  it('keeps a first paragraph longer than maxText with its heading', () => {
    const long = 'x'.repeat(MAX_SECTION_TEXT + 100);
    const page = pageRecords({
      path: '/faq/efr',
      lvl0: 'FAQ',
      tag: 'docs-faq-current',
      title: 'FAQ',
      blocks: [{ level: 2, text: 'Long answer', id: 'long' }, long],
    });
    expect(sections(page).map((group) => group.length)).toEqual([1, 2]);
  });
});

describe('bodyText', () => {
  it('collapses white space and ends every paragraph as a sentence', () => {
    expect(bodyText(['First  line\n of text', 'Done.', '   ', 'Why?', 'Tax group · TaxG'])).toBe(
      'First line of text. Done. Why? Tax group · TaxG.',
    );
  });
});

describe('rowKeys', () => {
  it('takes the first cell of each table row and ignores running text', () => {
    expect(
      rowKeys([
        'Tax group · TaxG · request',
        'The table lists every element.',
        'Fis_QR · boolean · Print the QR code',
        `${'A first cell far too long to name a single field'} · value`,
      ]),
    ).toBe('Tax group Fis_QR');
  });

  it('returns nothing for a section without table rows', () => {
    expect(rowKeys(['Plain text.', 'More text.'])).toBe('');
  });
});

describe('sectionIndex', () => {
  const index = sectionIndex(records, noGlossary);
  const documentAt = (url: string, anchor: string | null) => {
    const page = index.pages.findIndex((display) => display.url === url);
    const section = index.pages[page]!.sections.findIndex((display) => display.anchor === anchor);
    return index.documents.find((document) => document.id === page * SECTIONS_PER_PAGE + section)!;
  };

  it("puts the page's title, keywords and description on its own (lvl1) section", () => {
    const document = documentAt('/efr/DE/receipt-layout', null);
    expect(document).toMatchObject({
      title: 'Germany – receipt layout',
      heading: '',
      keywords: 'Kassenbeleg, Bonpflicht, TSE QR code The elements a German receipt must show under the KassenSichV.',
      context: 'EFR',
      body: 'A German receipt must let the customer see what was sold.',
    });
  });

  it('gives other sections their heading and the headings above as context, but no title or keywords', () => {
    expect(documentAt('/efr/DE/receipt-layout', 'tse-failure')).toMatchObject({
      title: '',
      keywords: '',
      heading: 'TSE failure',
      context: 'Germany – receipt layout Mandatory elements',
    });
    expect(documentAt('/efr/DE/receipt-layout', 'mandatory-elements')).toMatchObject({
      heading: 'Mandatory elements',
      context: 'Germany – receipt layout',
      ids: 'Element Tax group Transaction number',
    });
  });

  it('lists the terms of the area names of two or more words and of their glossary forms, each once', () => {
    const entries = [
      { en: ['digital receipt', 'digital receipts', 'e-receipt'], de: ['digitaler Beleg', 'E-Bon', 'eBon'] },
    ];
    expect(areaNames(['EFR', 'Digital Receipt', 'Digital Receipt', 'End-user guides'], entries)).toEqual([
      ['digit', 'receipt'],
      ['receipt', 'ereceipt'],
      ['digital', 'beleg'],
      ['bon', 'ebon'],
      ['end', 'user', 'endus', 'guid'],
    ]);
  });

  it("adds the codes of a section's code blocks to its ids", () => {
    const records = pageRecords({
      path: '/efr/SE/fiscal',
      lvl0: 'EFR',
      tag: 'docs-efr-current',
      title: 'Sweden',
      blocks: [{ level: 2, text: 'Answer', id: 'answer' }, 'The answer when the control unit is silent:'],
    });
    records.at(-1)!.code = 'CU_TIMEOUT';
    const { documents } = sectionIndex(records, noGlossary);
    expect(documents.at(-1)).toMatchObject({ heading: 'Answer', ids: 'CU_TIMEOUT' });
  });

  it('makes the heading context of a section split at maxText', () => {
    const paragraph = 'A row of the table that describes a field. '.repeat(7); // 301 characters: two fit in 800
    const long = pageRecords({
      path: '/efr/api/fields',
      lvl0: 'EFR',
      tag: 'docs-efr-current',
      title: 'Fields',
      blocks: [{ level: 2, text: 'Request fields', id: 'request-fields' }, paragraph, paragraph, paragraph],
    });
    const { documents, pages } = sectionIndex(long, noGlossary);
    expect(pages[0]!.sections.map((section) => section.type)).toEqual(['lvl1', 'lvl2', 'content']);
    expect(documents.at(-1)).toMatchObject({ heading: '', context: 'Fields Request fields' });
  });

  it('encodes page and section in document ids', () => {
    for (const document of index.documents) {
      const display = index.pages[pageOf(document.id)]!.sections[sectionOf(document.id)]!;
      expect(display.text).toBe(document.body);
    }
    expect(index.documents.map((document) => [pageOf(document.id), sectionOf(document.id)])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 0],
      [1, 1],
    ]);
  });

  it('describes each page for display: path, area, title, and each section with anchor, type and levels', () => {
    const [layout, changelog] = index.pages as [PageDisplay, PageDisplay];
    expect(layout).toMatchObject({ url: '/efr/DE/receipt-layout', lvl0: 'EFR', lvl1: 'Germany – receipt layout' });
    expect(layout.sections[2]).toEqual({
      anchor: 'tse-failure',
      type: 'lvl3',
      levels: ['Mandatory elements', 'TSE failure', null, null, null],
      text: 'While the TSE does not work, EFR returns no TSE values and adds a note in Fis.Text.',
    });
    expect(changelog.url).toBe('/bill/Changelog');
  });

  it("records each page's tag, weight and number of title terms in the base", () => {
    expect(index.base.pageWeights[1]).toBeLessThan(1);
    expect(index.base).toEqual({
      version: 1,
      tags: ['docs-efr-current', 'docs-bill-current'],
      pageTags: [0, 1],
      pageWeights: [1, pageWeight(`${SITE}/bill/Changelog`, 'Changelog')],
      // "Germany – receipt layout": germany, receipt, layout; "Changelog": changelog.
      titleTerms: [3, 1],
      countries: expect.objectContaining({ AT: 'Austria', IT: 'Italy', NO: 'Norway' }) as Record<string, string>,
      pageCountries: ['DE', null],
      countryTerms: expect.objectContaining({
        germani: 'DE',
        german: 'DE',
        deutschland: 'DE',
        osterreich: 'AT',
      }) as Record<string, string>,
      // "Digital Receipt" and its glossary forms (the one-word "EFR" is no area name the query plan weighs).
      areaNames: expect.arrayContaining([
        ['digit', 'receipt'],
        ['digital', 'beleg'],
      ]) as string[][],
      copies: [],
    });
  });

  it("fills a section's glossary field from the terms of its title, heading and text, the heading's twice", () => {
    const withGlossary = sectionIndex(
      records,
      glossaryMatcher([
        { en: ['transaction number'], de: ['Transaktionsnummer'] },
        { en: ['mandatory elements'], de: ['Pflichtangaben'] },
      ]),
    );
    const glossaryOf = (anchor: string) =>
      withGlossary.documents[index.pages[0]!.sections.findIndex((section) => section.anchor === anchor)]!.glossary;
    // "Mandatory elements" is the section's heading, "transaction number" is in its text.
    expect(glossaryOf('mandatory-elements')).toBe('Transaktionsnummer Pflichtangaben Pflichtangaben');
    expect(glossaryOf('qr-code')).toBe('');
  });

  it("gives a page's own section, and no other, the glossary forms of its area's name", () => {
    const withGlossary = sectionIndex(records, glossaryMatcher([{ en: ['digital receipt'], de: ['digitaler Beleg'] }]));
    const changelog = index.pages.findIndex((page) => page.url.endsWith('/bill/Changelog'));
    const glossaries = withGlossary.documents
      .filter((document) => pageOf(document.id) === changelog)
      .map((document) => document.glossary);
    // The changelog's own section is in the Digital Receipt area; its version section mentions
    // "digital receipt" itself.
    expect(glossaries).toEqual(['digitaler Beleg', 'digitaler Beleg']);
    const layout = withGlossary.documents.filter((document) => pageOf(document.id) !== changelog);
    expect(layout.every((document) => document.glossary === '')).toBe(true);
  });

  it(`throws for a page with more than SECTIONS_PER_PAGE (${SECTIONS_PER_PAGE}) sections`, () => {
    const headings = (count: number) =>
      pageRecords({
        path: '/efr/huge',
        lvl0: 'EFR',
        tag: 'docs-efr-current',
        title: 'Huge',
        blocks: Array.from({ length: count }, (_, n) => ({ level: 2 as const, text: `Heading ${n}`, id: `h${n}` })),
      });
    // The page's own section and SECTIONS_PER_PAGE - 1 headings fit, one more does not.
    expect(sectionIndex(headings(SECTIONS_PER_PAGE - 1), noGlossary).documents).toHaveLength(SECTIONS_PER_PAGE);
    expect(() => sectionIndex(headings(SECTIONS_PER_PAGE), noGlossary)).toThrow(/\/efr\/huge has more than 4096/);
  });
});

describe('indexFiles', () => {
  const index = sectionIndex(records, noGlossary);
  const files = indexFiles(index);
  const base = JSON.parse(files.get('index.json')!) as IndexBase;
  type Entry = [string, unknown];

  it('writes the base, the header, one shard per key, one file per page and one per section text', () => {
    const names = [...files.keys()].sort();
    const sectionFiles = index.pages.flatMap((page, number) =>
      page.sections.map((_, section) => `pages/${number}/${section}.json`),
    );
    expect(names).toEqual(
      [
        'header.json',
        'index.json',
        'pages/0.json',
        'pages/1.json',
        ...sectionFiles,
        ...base.shards.map((key) => `terms/${shardFile(key)}`),
        ...base.near!.map((key) => `near/${shardFile(key)}`),
      ].sort(),
    );
    expect(base).toEqual({ ...index.base, shards: [...base.shards].sort(), near: [...base.near!].sort() });
    // A page's file holds all but its sections' texts, each of which has its own file.
    const page = index.pages[1]!;
    expect(JSON.parse(files.get('pages/1.json')!)).toEqual({
      ...page,
      sections: page.sections.map(({ anchor, type, levels }) => ({ anchor, type, levels })),
    });
    page.sections.forEach((section, at) => expect(JSON.parse(files.get(`pages/1/${at}.json`)!)).toBe(section.text));
  });

  it("keeps the term index out of the header and splits it into shards whose union is MiniSearch's index", () => {
    const mini = new MiniSearch<SectionDocument>(INDEX_OPTIONS);
    mini.addAll(index.documents);
    const full: Entry[] = mini.toJSON().index;

    const header = JSON.parse(files.get('header.json')!) as Record<string, unknown>;
    expect(header).not.toHaveProperty('index');
    expect(header).toHaveProperty('idDeltas');

    const union: Entry[] = [];
    for (const key of base.shards) {
      const entries = JSON.parse(files.get(`terms/${shardFile(key)}`)!) as Entry[];
      expect(entries.length).toBeGreaterThan(0);
      for (const [term] of entries) expect(shardKey(term)).toBe(key);
      union.push(...entries);
    }
    const byTerm = (a: Entry, b: Entry) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
    expect(union.sort(byTerm)).toEqual([...full].sort(byTerm));
    expect(union.map(([term]) => term)).toEqual(expect.arrayContaining(['taxg', 'dsfinvk', 'kassenbeleg']));
  });

  it('lists each word term of five letters or more under its forms without one of its first letters, by their shard', () => {
    const near = nearFiles([
      ['ticketbai', { body: { 1: 2, 4: 1 }, title: { 4: 1 } }],
      ['tse', { body: { 1: 1 } }],
      ['dsfinvk2', { body: { 1: 1 } }],
    ]);
    expect(Object.fromEntries(near)).toEqual({
      ick: { icketbai: [['ticketbai', 2]] },
      tck: { tcketbai: [['ticketbai', 2]] },
      tik: { tiketbai: [['ticketbai', 2]] },
    });
    // The site's near files hold only forms of their own key.
    for (const key of base.near!) {
      const forms = JSON.parse(files.get(`near/${shardFile(key)}`)!) as Record<string, unknown>;
      for (const form of Object.keys(forms)) expect(shardKey(form)).toBe(key);
    }
  });

  it('loads back, from the header and the shards, into an index that answers like the original', () => {
    const shards = base.shards.map((key) => files.get(`terms/${shardFile(key)}`)!.slice(1, -1));
    const header = JSON.stringify(headerOf(JSON.parse(files.get('header.json')!) as CompactHeader));
    const loaded = MiniSearch.loadJSON<SectionDocument>(
      `${header.slice(0, -1)},"index":[${shards.join(',')}]}`,
      INDEX_OPTIONS,
    );
    const mini = new MiniSearch<SectionDocument>(INDEX_OPTIONS);
    mini.addAll(index.documents);
    for (const query of ['TSE failure', 'TaxG', 'qr code', 'changelog']) {
      expect(loaded.search(query)).toEqual(mini.search(query));
    }
  });

  it("writes MiniSearch's header compacted, and reads it back to exactly MiniSearch's own", () => {
    const mini = new MiniSearch<SectionDocument>(INDEX_OPTIONS);
    mini.addAll(index.documents);
    const { index: _terms, ...original } = mini.toJSON();
    const compact = JSON.parse(files.get('header.json')!) as CompactHeader;
    expect(headerOf(compact)).toEqual(original);
    expect(() => compactHeader({ ...original, serializationVersion: 3 })).toThrow(/serialisation 3/);
    expect(() => compactHeader({ ...original, documentIds: { 1: 0 } })).toThrow(/did not number/);
  });

  it('names shard files by code points, so any character makes a safe file name', () => {
    expect(shardFile('ta')).toBe(`${'t'.codePointAt(0)!.toString(36)}-${'a'.codePointAt(0)!.toString(36)}.json`);
    expect(shardFile('ü/')).toMatch(/^[0-9a-z-]+\.json$/);
    expect(shardFile('ab')).not.toBe(shardFile('ba'));
  });
});

describe('writeIndexFiles', () => {
  it('writes the files of indexFiles() with the site glossary to the target folder', async () => {
    const target = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    try {
      const summary = await writeIndexFiles(target, records);
      const expected = indexFiles(sectionIndex(records, glossaryMatcher()));
      expect(summary).toEqual({ sections: 6, pages: 2, files: expected.size });
      const written = [
        ...(await readdir(target)).filter((name) => name.endsWith('.json')),
        ...(await readdir(path.join(target, 'terms'))).map((name) => `terms/${name}`),
        ...(await readdir(path.join(target, 'near'))).map((name) => `near/${name}`),
        ...(await readdir(path.join(target, 'pages'), { recursive: true }))
          .filter((name) => name.endsWith('.json'))
          .map((name) => `pages/${name}`),
      ];
      expect(written.sort()).toEqual([...expected.keys()].sort());
      expect(await readFile(path.join(target, 'header.json'), 'utf8')).toBe(expected.get('header.json'));
    } finally {
      await rm(target, { recursive: true, force: true });
    }
  });
});

describe('copiedSections', () => {
  const shared = 'Sign in to the Portal, create the location and the till, then copy the EFR credentials into the POS.';
  const setUp = (path: string, title: string) =>
    pageRecords({
      path,
      lvl0: 'EFR',
      tag: 'docs-efr-current',
      title,
      blocks: [
        { level: 2, text: 'Set up the Portal', id: 'portal' },
        shared,
        { level: 2, text: 'Own', id: 'own' },
        `${title} only.`,
      ],
    });
  const { documents, pages } = sectionIndex(
    [
      ...setUp('/efr/AT', 'Austria'),
      ...setUp('/efr/getting-started', 'Getting started'),
      ...setUp('/efr/DE', 'Germany'),
    ],
    noGlossary,
  );
  const urlOf = (id: number) => pages[pageOf(id)]!.url;

  it('marks the copies of a text on several pages, keeping it whole on the guide it belongs to', () => {
    const copies = copiedSections(
      documents,
      pages.map((page) => page.url),
    );
    expect(copies.map(urlOf).sort()).toEqual(['/efr/AT', '/efr/DE']);
    expect(copies.every((id) => documents.find((document) => document.id === id)?.body.startsWith('Sign in'))).toBe(
      true,
    );
  });

  it('keeps text that only one page has, and short text', () => {
    const copies = new Set(
      copiedSections(
        documents,
        pages.map((page) => page.url),
      ),
    );
    const own = documents.filter((document) => document.body.endsWith('only.'));
    expect(own).toHaveLength(3);
    expect(own.some((document) => copies.has(document.id))).toBe(false);
  });
});
