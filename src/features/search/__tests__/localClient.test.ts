import { describe, expect, it } from 'vitest';
import type { SearchResult } from 'minisearch';
import { glossaryMatcher } from '../../../plugins/search-index/glossary';
import {
  searchRecord,
  type Hierarchy,
  type RecordType,
  type SearchRecord,
} from '../../../plugins/search-index/records';
import { indexFiles, sectionIndex } from '../../../plugins/search-index/sectionIndex';
import type { PageDisplay } from '../engine/files';
import { MATCHING, shardFile, shardKey } from '../engine/indexOptions';
import { termsOf } from '../engine/tokenizer';
import {
  byArea,
  hitOrder,
  KEPT_ROWS,
  LEADING_PAGE,
  responses,
  SECTION_SHARE,
  SECTIONS_SHOWN,
  type HitSlot,
} from '../hitOrder';
import { createLocalSearchClient, type LocalHit, type SearchRequest } from '../localClient';
import { createLocalEngine } from '../localEngine';
import type { RankedPage } from '../queryPlan';

const ORIGIN = 'https://docs.example.com';
const BASE_PATH = '/search/';

/** A heading (h2–h6 with its id) or a paragraph / table row (cells joined with " · ") of a page. */
type Block = string | { level: 2 | 3; text: string; id: string };

interface Area {
  lvl0: string;
  tag: string;
}
const EFR: Area = { lvl0: 'EFR', tag: 'docs-efr-current' };
const BILL: Area = { lvl0: 'Digital Receipt', tag: 'docs-bill-current' };
const E_INVOICING: Area = { lvl0: 'E-Invoicing', tag: 'docs-e_invoicing-current' };
const FAQ: Area = { lvl0: 'FAQ', tag: 'docs-faq-current' };

/** The records extractRecords() makes of a rendered page, built with the same searchRecord(). */
function page(
  path: string,
  { lvl0, tag }: Area,
  head: { title: string; description?: string; keywords?: string },
  blocks: Block[],
): SearchRecord[] {
  const base = `${ORIGIN}${path}`;
  const hierarchy: Hierarchy = { lvl0, lvl1: head.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let anchor: string | null = null;
  const records: SearchRecord[] = [];
  const push = (type: RecordType, content: string | null, keywords?: string) =>
    records.push(
      searchRecord(
        type,
        content,
        { path, base, anchor, hierarchy, language: 'en', tag, position: records.length },
        keywords,
      ),
    );
  push('lvl1', head.description ?? null, head.keywords);
  for (const block of blocks) {
    if (typeof block === 'string') {
      push('content', block);
      continue;
    }
    hierarchy[`lvl${block.level}`] = block.text;
    if (block.level === 2) hierarchy.lvl3 = null;
    anchor = block.id;
    push(`lvl${block.level}`, null);
  }
  return records;
}

const reprint: Block[] = [
  { level: 2, text: 'Reprint a receipt', id: 'reprint' },
  'Open the receipt in the journal and choose Reprint. The copy is marked as a duplicate.',
];

/** A small site in the shape of the EFR docs: four areas, ten pages. */
const records: SearchRecord[] = [
  ...page(
    '/efr/DE/receipt-layout',
    EFR,
    {
      title: 'Germany – receipt layout',
      description: 'The elements a German receipt must show under the KassenSichV.',
      keywords: 'Kassenbeleg, Bonpflicht, TSE QR code',
    },
    [
      'A German receipt must let the customer see what was sold and check that the sale went through the TSE.',
      { level: 2, text: 'Mandatory elements', id: 'mandatory-elements' },
      'The table lists every element of the receipt and the field of the response that carries it.',
      { level: 2, text: 'QR code', id: 'qr-code' },
      'The QR code follows the receipt code layout of the DSFinV-K, with fields separated by semicolons.',
      { level: 2, text: 'Sample receipt', id: 'sample-receipt' },
      'A bakery in Leipzig sells four wheat rolls and two cappuccinos. The receipt shows the signature counter.',
      { level: 2, text: 'Printing', id: 'printing' },
      'The print template may contain <br> tags & {{Fis.QR}} placeholders; the receipt follows the template.',
    ],
  ),
  ...page(
    '/efr/api/receipt-fields',
    EFR,
    { title: 'Receipt fields', description: 'Every field of a receipt line in POST /register.' },
    [
      'Each line of a receipt is a Pos object in the PosA array.',
      { level: 2, text: 'Line fields', id: 'line-fields' },
      'Field · Type · Meaning',
      'PN · integer · Position number of the line',
      'Dsc · string · Description of the item',
      'TaxG · string · Tax group of the line: A for the standard rate, B for the reduced rate',
      'Qty · number · Quantity',
      'Amt · number · Gross amount of the line',
      { level: 2, text: 'Tax lines', id: 'tax-lines' },
      'Each Tax object sums the lines of one tax group: its rate, the net amount and the tax amount.',
    ],
  ),
  ...page(
    '/efr/api/business-cases',
    EFR,
    { title: 'Business cases', description: 'Sales, cancellations and trainings as EFR expects them.' },
    [
      { level: 2, text: 'Cancellations', id: 'cancellations' },
      'A void cancels a sale that was already registered. Send the same lines again with negative quantities.',
      { level: 2, text: 'Training', id: 'training' },
      'A transaction sent in training mode is signed as such and does not count in the turnover.',
      { level: 2, text: 'Sale lines', id: 'sale-lines' },
      'Every line names its TaxG, which must be one of the tax groups of the country.',
    ],
  ),
  ...page(
    '/efr/DE/export',
    EFR,
    { title: 'Germany – DSFinV-K export', description: 'Export the cash register data for a tax audit.' },
    [
      'The uniform export format of German cash registers, which tax auditors read with their own tools.',
      { level: 2, text: 'Start an export', id: 'start-export' },
      'Call GET /export with the first and the last day of the period.',
    ],
  ),
  ...page(
    '/efr/AT/closings',
    EFR,
    { title: 'Austria – closings', description: 'Daily, monthly and annual closings of an Austrian till.' },
    [
      { level: 2, text: 'Daily closing', id: 'daily-closing' },
      'Send the daily closing at the end of each business day. EFR signs it and stores it in the journal.',
      { level: 2, text: 'Monthly closing', id: 'monthly-closing' },
      'At the end of every month EFR signs a zero-amount record that the tax office can check.',
    ],
  ),
  ...page(
    '/efr/ES/verifactu',
    EFR,
    { title: 'Spain', description: 'How EFR sends invoice records to the tax agency.' },
    [
      'Under VERI*FACTU every invoice record is chained to the previous one and sent to the AEAT.',
      { level: 2, text: 'Registration', id: 'registration' },
      'Register the taxpayer with its NIF before the first invoice is sent.',
    ],
  ),
  ...page('/bill/Changelog', BILL, { title: 'Changelog' }, [
    { level: 2, text: 'Version 20.11', id: 'version-2011' },
    'New receipt layout options for VERI*FACTU. The TaxG of each line is shown on the digital receipt.',
    'The DSFinV-K export can be started from the portal.',
  ]),
  ...page(
    '/bill/Management/receipts',
    BILL,
    { title: 'Digital receipts', description: 'Find, send and print the digital receipts of your shops.' },
    reprint,
  ),
  ...page(
    '/e_invoicing/quickstart',
    E_INVOICING,
    { title: 'E-invoicing quickstart', description: 'Your first electronic invoice through EFR.' },
    [
      { level: 2, text: 'Send an e-invoice', id: 'send' },
      "Post the invoice as JSON; EFR converts it to the format of the recipient's country.",
    ],
  ),
  ...page('/faq/efr', FAQ, { title: 'EFR FAQ' }, [
    { level: 2, text: 'Why is the TSE missing on my receipt?', id: 'tse-missing' },
    'While the TSE does not work, EFR returns no TSE values. Germany requires a note on the receipt instead.',
    'Transactions sent in training mode carry no TSE values either.',
    // The same words as the Digital receipts page, not the same text (a shared text counts once: copiedSections).
    reprint[0]!,
    'The copy is marked as a duplicate. Open the receipt in the journal and choose Reprint.',
  ]),
];

/** Entries in the shape of src/data/search/glossary.ts. */
const fixtureGlossary: Parameters<typeof glossaryMatcher>[0] = [
  { en: ['void', 'cancellation'], de: ['Storno', 'Stornierung'] },
  { en: ['daily closing'], de: ['Tagesabschluss'] },
  { en: ['tax office'], de: ['Finanzamt'] },
];

const siteFiles = (pages: readonly SearchRecord[]) => indexFiles(sectionIndex(pages, glossaryMatcher(fixtureGlossary)));
const files = siteFiles(records);
const pageNumber = new Map(
  [...files]
    .filter(([name]) => /^pages\/\d+\.json$/.test(name))
    .map(([name, text]) => [(JSON.parse(text) as PageDisplay).url, name] as const),
);

/** A client over the fixture site's files, and the files it fetched, in order. */
function fixtureClient({
  failing = new Set<string>(),
  served = files,
}: { failing?: Set<string>; served?: Map<string, string> } = {}) {
  const requests: string[] = [];
  // eslint-disable-next-line @typescript-eslint/require-await -- async turns the throws below into rejections, as a failed fetch is
  const fetchText = async (url: string) => {
    expect(url.startsWith(BASE_PATH)).toBe(true);
    const file = url.slice(BASE_PATH.length);
    requests.push(file);
    const text = served.get(file);
    if (failing.has(file)) throw new Error(`${url} answered 503`);
    if (text === undefined) throw new Error(`${url} answered 404`);
    return text;
  };
  const client = createLocalSearchClient({ basePath: BASE_PATH, origin: ORIGIN, fetchText });
  const search = async (query: string, request: Partial<SearchRequest> = {}) => {
    const { results } = await client.search({ requests: [{ indexName: 'docs', query, ...request }] });
    return results[0]!;
  };
  return { client, search, requests, fetchText };
}

const pathOf = (hit: LocalHit) => new URL(hit.url_without_anchor).pathname;
/** The pages of the hits, in the order they first appear. */
const pagesOf = (hits: LocalHit[]) => [...new Set(hits.map(pathOf))];

describe('local search client', () => {
  describe('ranking', () => {
    it('finds the page that is about a term before pages that mention it', async () => {
      const { search } = fixtureClient();
      const pages = pagesOf((await search('DSFinV-K')).hits);
      expect(pages[0]).toBe('/efr/DE/export');
      expect(pages).toEqual(expect.arrayContaining(['/efr/DE/receipt-layout', '/bill/Changelog']));
    });

    it('ranks a section whose heading names the term before one that mentions it in passing', async () => {
      const { search } = fixtureClient();
      const [first] = (await search('training')).hits.filter((hit) => hit.type !== 'lvl1');
      expect(first).toMatchObject({ type: 'lvl2', anchor: 'training' });
    });

    it('finds VERI*FACTU when typed as verifactu', async () => {
      const { search } = fixtureClient();
      const pages = pagesOf((await search('verifactu')).hits);
      expect(pages[0]).toBe('/efr/ES/verifactu');
      expect(pages).toContain('/bill/Changelog');
    });

    it('finds e-invoice when typed as einvoice', async () => {
      const { search } = fixtureClient();
      expect(pagesOf((await search('einvoice')).hits)[0]).toBe('/e_invoicing/quickstart');
    });

    it('ranks the table that defines TaxG before pages that mention it', async () => {
      const { search } = fixtureClient();
      const { hits } = await search('TaxG');
      // The pages with TaxG first; pages with the word "tax" follow.
      expect(pagesOf(hits).slice(0, 3)).toEqual([
        '/efr/api/receipt-fields',
        '/efr/api/business-cases',
        '/bill/Changelog',
      ]);
      expect(hits.find((hit) => hit.type !== 'lvl1')).toMatchObject({ anchor: 'line-fields' });
    });

    // A query keeps camel case whole, so "TaxG" is not also "tax", and a section headed "Tax groups"
    // that mentions TaxG once does not outrank the table row that defines it.
    it('ranks the table that defines TaxG before a "Tax groups" section that mentions it', async () => {
      const taxGroups = page('/efr/api/tax-groups', EFR, { title: 'Tax groups' }, [
        { level: 2, text: 'Tax groups', id: 'tax-groups' },
        'Every line names its TaxG, which must be one of the tax groups of the country.',
      ]);
      const { search } = fixtureClient({ served: siteFiles([...records, ...taxGroups]) });
      expect(pagesOf((await search('TaxG')).hits)[0]).toBe('/efr/api/receipt-fields');
    });

    // The last word of a query is also a prefix, as it is being typed; an identifier typed in camel
    // case or with symbols is typed whole, so "TraS" is not also "TraSC" of a table that lists both.
    it('reads an identifier typed in camel case as the whole word, not as a prefix (TraS)', async () => {
      const start = page('/efr/api/transaction-process', EFR, { title: 'Transaction process' }, [
        { level: 2, text: 'Start', id: 'start' },
        'The POS sends TraS when a sale starts.',
      ]);
      const list = page('/efr/api/responses', EFR, { title: 'Responses' }, [
        { level: 2, text: 'Roots', id: 'roots' },
        'TraSC · the confirmation of a start. TraSC · returned once. TraS · the start request.',
      ]);
      const { search } = fixtureClient({ served: siteFiles([...records, ...start, ...list]) });
      expect(pagesOf((await search('TraS')).hits)[0]).toBe('/efr/api/transaction-process');
    });

    it('still finds the page with a typo in the query (recipt, germnay)', async () => {
      const { search } = fixtureClient();
      expect(pagesOf((await search('recipt fields')).hits)[0]).toBe('/efr/api/receipt-fields');
      const germany = pagesOf((await search('germnay')).hits);
      expect(germany.slice(0, 2).sort()).toEqual(['/efr/DE/export', '/efr/DE/receipt-layout']);
    });

    it('cuts a word mistyped beyond respelling to its known start when nothing else is found (Kassensichverordnung)', async () => {
      const { search } = fixtureClient();
      expect(pagesOf((await search('Kassensichverordnung')).hits)[0]).toBe('/efr/DE/receipt-layout');
    });

    it('finds the page with a typo among the first three letters, which select the shard (Gremany, erceipt)', async () => {
      const { search } = fixtureClient();
      const germany = pagesOf((await search('Gremany')).hits);
      expect(germany.slice(0, 2).sort()).toEqual(['/efr/DE/export', '/efr/DE/receipt-layout']);
      expect(pagesOf((await search('erceipt fields')).hits)[0]).toBe('/efr/api/receipt-fields');
    });

    it('ranks the page titled as the query first, before pages with more sections that mention it', async () => {
      const mentions = (id: string) => [
        { level: 2 as const, text: `Question ${id}`, id },
        `In Austria the answer to question ${id} depends on the Austrian cash register rules.`,
      ];
      const served = indexFiles(
        sectionIndex(
          [
            ...page('/efr/AT', EFR, { title: 'Austria' }, ['What EFR does for cash registers in Austria.']),
            ...page(
              '/faq/Countries/AustriaFAQs',
              FAQ,
              { title: 'Austria FAQ' },
              ['a', 'b', 'c', 'd', 'e'].flatMap(mentions),
            ),
            ...page('/efr/AT/fiscal', EFR, { title: 'Austria – fiscal rules' }, ['x', 'y'].flatMap(mentions)),
          ],
          glossaryMatcher(),
        ),
      );
      const { search } = fixtureClient({ served });
      // In the dialog's order: the title page, then the rest of its area, then the FAQ area.
      expect(pagesOf((await search('Austria')).hits)).toEqual([
        '/efr/AT',
        '/efr/AT/fiscal',
        '/faq/Countries/AustriaFAQs',
      ]);
      expect(pagesOf((await search('Austria fiscal rules')).hits)[0]).toBe('/efr/AT/fiscal');
    });

    it('matches a known three-letter word of a question whole, not as the start of longer words', async () => {
      const served = indexFiles(
        sectionIndex(
          [
            ...page('/efr/api/outages', EFR, { title: 'Outages' }, [
              { level: 2, text: 'Offline', id: 'offline' },
              'The POS keeps the receipt when the internet connection is lost.',
            ]),
            ...page('/e_invoicing/api/general', E_INVOICING, { title: 'Invoice fields' }, [
              { level: 2, text: 'Positions, postings and postcodes', id: 'lines' },
              'Each position of the invoice keeps its internet connection when it is lost.',
              'Postal address · Position · Posting date · Postcode',
            ]),
          ],
          glossaryMatcher(),
        ),
      );
      const { search } = fixtureClient({ served });
      expect(pagesOf((await search('what does the pos do when the internet connection is lost')).hits)[0]).toBe(
        '/efr/api/outages',
      );
    });

    it('ranks the pages of the country a query names first, and those of other countries lower', async () => {
      const outage = (country: string) => [
        { level: 2 as const, text: 'When the internet is down', id: 'offline' },
        `A till in ${country} keeps printing receipts while the internet is down.`,
      ];
      const served = indexFiles(
        sectionIndex(
          [
            ...page('/efr/PL/receipt-layout', EFR, { title: 'Poland – receipt layout' }, [
              ...outage('Poland'),
              'Receipts print the seller, the store and every line; a printed receipt shows the printer number.',
            ]),
            ...page('/faq/Countries/SwedenFAQs', FAQ, { title: 'Sweden FAQ' }, outage('a Swedish shop')),
            ...page('/efr/api', EFR, { title: 'EFR API' }, ['The internet connection of the till and the receipts.']),
          ],
          glossaryMatcher(),
        ),
      );
      const { search } = fixtureClient({ served });
      const query = 'internet is down in our swedish store, can we still sell and print receipts';
      expect(pagesOf((await search(query)).hits)[0]).toBe('/faq/Countries/SwedenFAQs');
      // Without the country, the page with more of the words comes first; the German name works as the adjective does.
      expect(pagesOf((await search(query.replace('swedish ', ''))).hits)[0]).toBe('/efr/PL/receipt-layout');
      expect(pagesOf((await search('Schweden internet down')).hits)[0]).toBe('/faq/Countries/SwedenFAQs');
    });

    it('answers a question whose words no single section has all of (how do I void a receipt)', async () => {
      const { search, fetchText } = fixtureClient();
      const query = 'how do I void a receipt';
      // The precondition: no section has both "void" and "receipt", so only the OR fallback answers.
      const { mini } = await createLocalEngine({ basePath: BASE_PATH, fetchText }).indexFor(query);
      expect(mini.search(query, { ...MATCHING, combineWith: 'AND' })).toEqual([]);

      const result = await search(query);
      expect(result.nbHits).toBeGreaterThan(0);
      expect(pagesOf(result.hits)).toContain('/efr/api/business-cases');
      expect(result.hits.some((hit) => hit.anchor === 'cancellations')).toBe(true);
    });

    it('keeps one memory of term rarities for every index over the same base', async () => {
      const { fetchText } = fixtureClient();
      const engine = createLocalEngine({ basePath: BASE_PATH, fetchText });
      const first = await engine.indexFor('void receipt');
      const second = await engine.indexFor('daily closing');
      // Different shards, so different MiniSearch indexes; one base, so one memory.
      expect(second.mini).not.toBe(first.mini);
      expect(second.rarities).toBe(first.rarities);
    });

    it('reaches the English page from a German query through the glossary', async () => {
      const { search } = fixtureClient();
      const closing = await search('Tagesabschluss');
      expect(closing.hits.find((hit) => hit.type !== 'lvl1')).toMatchObject({
        url: `${ORIGIN}/efr/AT/closings#daily-closing`,
      });
      expect(pagesOf((await search('Storno')).hits)).toEqual(['/efr/api/business-cases']);
      expect((await search('Finanzamt')).hits.map((hit) => hit.anchor)).toContain('monthly-closing');
    });
  });

  describe('filters', () => {
    it('keeps only pages with one of the tags named in facetFilters', async () => {
      const { search } = fixtureClient();
      const all = pagesOf((await search('receipt')).hits);
      expect(all.some((path) => path.startsWith('/efr/'))).toBe(true);

      const facetFilters = [['language:en'], ['docusaurus_tag:docs-bill-current', 'docusaurus_tag:docs-faq-current']];
      const filtered = await search('receipt', { facetFilters });
      const pages = pagesOf(filtered.hits);
      expect(pages.sort()).toEqual(['/bill/Changelog', '/bill/Management/receipts', '/faq/efr']);
    });

    it('reads facetFilters from the params string too', async () => {
      const { search } = fixtureClient();
      const params = new URLSearchParams({
        facetFilters: JSON.stringify([['docusaurus_tag:docs-faq-current']]),
        hitsPerPage: '5',
      }).toString();
      const result = await search('receipt', { params });
      expect(pagesOf(result.hits)).toEqual(['/faq/efr']);
      expect(result.hitsPerPage).toBe(5);
    });

    it('moves an equally relevant page of the area named in optionalFilters first', async () => {
      const { search } = fixtureClient();
      const first = async (tag: string) =>
        pagesOf((await search('reprint', { optionalFilters: [`docusaurus_tag:${tag}`] })).hits)[0];
      expect(await first(BILL.tag)).toBe('/bill/Management/receipts');
      expect(await first(FAQ.tag)).toBe('/faq/efr');
    });
  });

  describe('hits', () => {
    it('are in the DocSearch shape: the page hit first, then its sections, with absolute URLs', async () => {
      const { search } = fixtureClient();
      const { hits } = await search('signature counter');
      const [pageHit, sectionHit] = hits as [LocalHit, LocalHit];
      expect(pageHit).toMatchObject({
        type: 'lvl1',
        url: `${ORIGIN}/efr/DE/receipt-layout`,
        url_without_anchor: `${ORIGIN}/efr/DE/receipt-layout`,
        anchor: null,
        content: null,
        hierarchy: { lvl0: 'EFR', lvl1: 'Germany – receipt layout', lvl2: null },
      });
      expect(sectionHit).toMatchObject({
        type: 'content',
        url: `${ORIGIN}/efr/DE/receipt-layout#sample-receipt`,
        anchor: 'sample-receipt',
        hierarchy: { lvl0: 'EFR', lvl1: 'Germany – receipt layout', lvl2: 'Sample receipt', lvl3: null },
      });
      expect(sectionHit._snippetResult.content?.value).toContain('<mark>signature</mark> <mark>counter</mark>');
      expect(sectionHit._highlightResult.hierarchy.lvl1?.value).toBe('Germany – receipt layout');
      expect(new Set(hits.map((hit) => hit.objectID)).size).toBe(hits.length);
    });

    it("gives the page hit the page's opening text when that is what matched best, and only then", async () => {
      const { search } = fixtureClient();
      const { hits } = await search('invoice record chained');
      const own = hits.find((hit) => pathOf(hit) === '/efr/ES/verifactu')!;
      expect(own).toMatchObject({
        type: 'lvl1',
        content: expect.stringContaining('chained to the previous one') as string,
      });
      expect(own._snippetResult.content?.value).toContain('<mark>chained</mark>');
      // A page whose best match is one of its sections keeps the page hit without text (see above).
      const { hits: other } = await search('Register the taxpayer NIF');
      expect(other.find((hit) => pathOf(hit) === '/efr/ES/verifactu' && hit.type === 'lvl1')?.content).toBeNull();
    });

    it('shows a section whose heading matches as a heading hit that keeps its text for the snippet', async () => {
      const { search } = fixtureClient();
      const hit = (await search('mandatory elements')).hits.find((h) => h.anchor === 'mandatory-elements');
      expect(hit).toMatchObject({ type: 'lvl2', content: expect.any(String) as string });
      expect(hit?._snippetResult.content?.value).toBeTruthy();
      expect(hit?._highlightResult.hierarchy.lvl2?.value).toBe('<mark>Mandatory</mark> <mark>elements</mark>');
    });

    it("shows a page by its own hit before its sections' hits, or by its best section alone", async () => {
      const { search } = fixtureClient();
      for (const query of ['receipt', 'tax', 'TSE', 'receipt layout', 'closing']) {
        const { hits } = await search(query);
        for (const path of pagesOf(hits)) {
          const ofPage = hits.filter((hit) => pathOf(hit) === path);
          if (ofPage.length > 1) expect(ofPage[0], `${query}: ${path}`).toMatchObject({ type: 'lvl1' });
        }
      }
    });

    it('escapes HTML of the page text', async () => {
      const { search } = fixtureClient();
      const hit = (await search('template placeholders')).hits.find((h) => h.anchor === 'printing')!;
      expect(hit.content).toContain('<br>');
      expect(hit._snippetResult.content?.value).toContain('&lt;br&gt; tags &amp; {{Fis.QR}}');
      expect(hit._snippetResult.content?.value).not.toContain('<br>');
    });

    it(`shows at most ${SECTIONS_SHOWN} sections of a page`, async () => {
      const { search } = fixtureClient();
      const folder = pageNumber.get('/efr/DE/receipt-layout')!.replace(/\.json$/, '/');
      const texts = [...files]
        .filter(([name]) => name.startsWith(folder))
        .map(([, text]) => JSON.parse(text) as string);
      const mentions = texts.filter((text) => /receipt/i.test(text));
      expect(mentions.length).toBeGreaterThan(SECTIONS_SHOWN);

      const { hits } = await search('receipt', { hitsPerPage: 50 });
      const layout = hits.filter((hit) => pathOf(hit) === '/efr/DE/receipt-layout');
      expect(layout.length).toBeGreaterThan(0);
      expect(layout.filter((hit) => !hit.objectID.endsWith('#page')).length).toBeLessThanOrEqual(SECTIONS_SHOWN);
    });

    it(`shows a section only when it scores ${SECTION_SHARE} of its page's best or more`, () => {
      const section = (id: number, score: number) => ({ id, score }) as SearchResult;
      // Page 1's own section (0) is its page hit; of the others, 3 is too weak to stand between pages.
      const order = hitOrder([
        {
          page: 1,
          score: 10,
          allTerms: true,
          sections: [section(4096, 10), section(4097, 9), section(4098, 8), section(4099, 4)],
        },
        { page: 2, score: 5, allTerms: true, sections: [section(8194, 5)] },
      ]);
      expect(order.map(({ page, result }) => [page, result && (result.id as number) % 4096])).toEqual([
        [1, null],
        [1, 1],
        [1, 2],
        [2, 2],
      ]);
    });
  });

  describe('the order shown', () => {
    const section = (id: number, score: number) => ({ id, score }) as SearchResult;
    const page = (number: number, score: number, sections: number): RankedPage => ({
      page: number,
      score,
      allTerms: true,
      sections: Array.from({ length: sections }, (_, index) => section(number * 4096 + index + 1, score)),
    });
    const rows = (order: HitSlot[]) => order.map(({ page: number, result }) => (result ? `${number}s` : `${number}`));

    it(`lists ${SECTIONS_SHOWN} sections under a first page that leads ${LEADING_PAGE}×, and one row for every other page`, () => {
      expect(rows(hitOrder([page(1, 20, 5), page(2, 10, 5)]))).toEqual(['1', '1s', '1s', '1s', '2s']);
      expect(rows(hitOrder([page(1, 19, 5), page(2, 10, 5), page(3, 9, 5)]))).toEqual(['1s', '2s', '3s']);
      expect(rows(hitOrder([page(1, 1, 5)]))).toEqual(['1', '1s', '1s', '1s']);
    });

    it('shows a page that does not lead by its own hit when its opening matched best, else by its best section', () => {
      const opening = { page: 2, score: 9, allTerms: true, sections: [section(2 * 4096, 9), section(2 * 4096 + 3, 8)] };
      const order = hitOrder([page(1, 10, 2), opening, page(3, 8, 2)]);
      expect(order.map(({ page: number, result }) => [number, result && (result.id as number) % 4096])).toEqual([
        [1, 1],
        [2, null],
        [3, 1],
      ]);
      expect(order[1]).toMatchObject({ ownBest: true });
    });

    it('groups the hits of a response by area, areas in the order of their first hit, as the dialog does', () => {
      const order = hitOrder([page(1, 10, 1), page(2, 9, 1), page(3, 8, 1)]);
      const areaOf = (number: number) => (number === 2 ? 1 : 0);
      expect(rows(byArea(order, areaOf))).toEqual(['1s', '3s', '2s']);
    });

    it(`keeps the first ${KEPT_ROWS} of the ranking in the first ${KEPT_ROWS} rows: weaker hits of an area shown before wait`, () => {
      // Page 2 (area 1) ranks second among eight pages of area 0; grouped as one response it was last.
      const order = hitOrder(Array.from({ length: 9 }, (_, index) => page(index + 1, 20 - index, 1)));
      const areaOf = (number: number) => (number === 2 ? 1 : 0);
      expect(rows(byArea(order, areaOf)).indexOf('2s')).toBe(8);
      const [first, second, third] = responses(order, 20, areaOf);
      expect(rows(first!)).toEqual(['1s', '3s', '4s', '5s', '2s']);
      expect(rows(second!)).toEqual(['6s', '7s', '8s', '9s']);
      expect(third).toBeUndefined();
    });

    it('puts every hit in one response of at most the size asked, in the order of the ranking when one area', () => {
      const order = hitOrder(Array.from({ length: 7 }, (_, index) => page(index + 1, 20 - index, 1)));
      const areaOf = (number: number) => [0, 0, 1, 0, 2, 1, 0][number - 1]!;
      const pages = responses(order, 3, areaOf);
      expect(pages.every((hits) => hits.length > 0 && hits.length <= 3)).toBe(true);
      expect(rows(pages.flat()).sort()).toEqual(rows(order).sort());
      expect(responses(order, 3, () => 0).map(rows)).toEqual([['1s', '2s', '3s'], ['4s', '5s', '6s'], ['7s']]);
      // Page 6 (area 1) would push page 5 to row 6, and page 7 (area 0) pages 3 and 5: both wait.
      expect(responses(order, 20, areaOf).map(rows)).toEqual([
        ['1s', '2s', '4s', '3s', '5s'],
        ['6s', '7s'],
      ]);
      // Hits of the last area shown, or of a new one, stand after the kept rows and join.
      const later = (number: number) => [0, 0, 1, 0, 2, 2, 3][number - 1]!;
      expect(responses(order, 20, later).map(rows)).toEqual([['1s', '2s', '4s', '3s', '5s', '6s', '7s']]);
    });
  });

  describe('pagination', () => {
    it('returns the next hits on page 1, with nbHits and nbPages consistent', async () => {
      const { search } = fixtureClient();
      const first = await search('receipt', { hitsPerPage: 2, page: 0 });
      const second = await search('receipt', { hitsPerPage: 2, page: 1 });
      expect(second).toMatchObject({ page: 1, hitsPerPage: 2, nbHits: first.nbHits, nbPages: first.nbPages });
      // Each response holds at most hitsPerPage hits; a response may hold fewer (responses()).
      expect(first.nbPages).toBeGreaterThanOrEqual(Math.ceil(first.nbHits / 2));
      expect(first.nbPages).toBeGreaterThan(2);
      expect(second.hits.length).toBeGreaterThan(0);
      expect(second.hits.length).toBeLessThanOrEqual(2);
      const ids = (hits: LocalHit[]) => hits.map((hit) => hit.objectID).filter((id) => !id.endsWith('#page'));
      for (const id of ids(second.hits)) expect(ids(first.hits)).not.toContain(id);
      const beyond = await search('receipt', { hitsPerPage: 2, page: first.nbPages });
      expect(beyond.hits).toEqual([]);
    });

    // Page hits count among hitsPerPage (the order is decided before pages are sliced), so no section
    // hit falls between two pages of results.
    it('shows every section hit on one of the pages', async () => {
      const { search } = fixtureClient();
      const all = await search('receipt', { hitsPerPage: 100 });
      const sectionIds = (hits: LocalHit[]) => hits.map((hit) => hit.objectID).filter((id) => !id.endsWith('#page'));
      const paged: string[] = [];
      const { nbPages } = await search('receipt', { hitsPerPage: 2 });
      for (let n = 0; n < nbPages; n++) {
        paged.push(...sectionIds((await search('receipt', { hitsPerPage: 2, page: n })).hits));
      }
      // Each response is grouped by area on its own (byArea), as the dialog groups what it receives.
      expect(paged.sort()).toEqual(sectionIds(all.hits).sort());
    });
  });

  describe('loading', () => {
    it('fetches nothing before the first query, then only the base, the shards of its terms and the pages shown', async () => {
      const { search, requests } = fixtureClient();
      expect(requests).toEqual([]);

      const { hits } = await search('TaxG');
      const shards = [...new Set(termsOf('TaxG', { camel: false }).map(shardKey))].map(
        (key) => `terms/${shardFile(key)}`,
      );
      expect(shards).toEqual([`terms/${shardFile('tax')}`]);
      const pageFiles = pagesOf(hits).map((path) => pageNumber.get(path)!);
      expect(pageFiles.length).toBeLessThan(pageNumber.size);
      // Of each page shown, its file and the texts of the sections shown, no other text.
      const texts = requests.filter((name) => /^pages\/\d+\/\d+\.json$/.test(name));
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.length).toBeLessThanOrEqual(hits.length);
      for (const text of texts) expect(pageFiles).toContain(text.replace(/\/\d+\.json$/, '.json'));
      expect(requests.filter((name) => !texts.includes(name)).sort()).toEqual(
        ['header.json', 'index.json', ...shards, ...pageFiles].sort(),
      );
    });

    it('loads each file once', async () => {
      const { search, requests } = fixtureClient();
      await search('TaxG');
      const count = requests.length;
      await search('TaxG');
      await search('taxg');
      expect(requests).toHaveLength(count);
      await search('receipt');
      expect(requests.filter((file) => file === 'index.json')).toHaveLength(1);
      expect(new Set(requests).size).toBe(requests.length);
    });

    it('fetches nothing and returns no hits for an empty or stop-words-only query', async () => {
      const { search, requests } = fixtureClient();
      for (const query of ['', '   ', 'how do I', 'what is the']) {
        expect(await search(query)).toMatchObject({ hits: [], nbHits: 0, nbPages: 0 });
      }
      expect(requests).toEqual([]);
    });

    it('rejects with a RetryError when a file fails to load, and loads it again on the next query', async () => {
      const shard = `terms/${shardFile('tax')}`;
      const failing = new Set([shard]);
      const { search, requests } = fixtureClient({ failing });
      const error = await search('TaxG').then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).name).toBe('RetryError');

      failing.clear();
      expect(pagesOf((await search('TaxG')).hits)).toContain('/efr/api/receipt-fields');
      expect(requests.filter((file) => file === shard)).toHaveLength(2);
      expect(requests.filter((file) => file === 'index.json')).toHaveLength(1);
    });

    it('rejects with a RetryError when the base fails, and succeeds once it loads', async () => {
      const failing = new Set(['index.json']);
      const { search } = fixtureClient({ failing });
      await expect(search('receipt')).rejects.toMatchObject({ name: 'RetryError' });
      failing.clear();
      expect((await search('receipt')).nbHits).toBeGreaterThan(0);
    });
  });
});
