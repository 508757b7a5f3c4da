import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkAddress,
  checkPhone,
  checkTaxId,
  fictionalStreets,
  reservedPhoneRanges,
  taxIdChecks,
  type TaxIdCountry,
} from '@site/src/data/fictional';
import { receiptSamples } from '@site/src/data/receipts';
import { demoReceipt } from '@site/src/data/bill/demoReceipt';
import { extractCodeBlocks } from '@site/src/plugins/mdx-source/codeBlocks';
import { listDocFiles, readDoc } from '@site/src/test-support/docs-checks/docsFiles';

/**
 * Sample addresses, telephone numbers and company identifiers are visibly fictional (WRITING_GUIDE.md, "Add a country";
 * the list is src/data/fictional.ts), wherever a reader meets them:
 *
 * - every `Adr` (the street line; `Adr2` is free text) and `Tel`/`phone` value in the receipt samples, the Digital Receipt demo, the
 *   OpenAPI document and the JSON and XML examples of the docs is checked against the list, with the
 *   country of the `Ctry` beside it;
 * - every text of the docs, the data modules and the OpenAPI document (prose, printed receipts in
 *   `text` blocks, C#) is searched for anything shaped like a street and a house number, which must
 *   be one of the invented streets too. This is what catches a real street in a printed receipt;
 * - every company identifier of a country with a check digit (`TaxId` values, and in any text the
 *   prefixed VAT numbers and the labelled ones: "Org.nr", "CVR", "OIB", "NIP", "P.IVA") must fail
 *   that check, so that it cannot be a real firm's.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const openapiPath = path.join(root, 'static/api/efr.openapi.json');

interface Finding {
  where: string;
  kind: 'address' | 'phone' | 'taxId';
  country?: string;
  value: string;
}

/** Configuration fields that hold a national company number, with its country. */
const idFields: Readonly<Record<string, string>> = { FR_SIRET: 'FR', FR_SIREN: 'FR', SK_DIC: 'SK', SK_ICO: 'SK' };

/** Addresses and numbers in a JSON value, each with the `Ctry` of the object that holds it. */
function findingsInJson(value: unknown, where: string, found: Finding[] = []): Finding[] {
  if (Array.isArray(value)) value.forEach((item) => findingsInJson(item, where, found));
  else if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const country = typeof object.Ctry === 'string' ? object.Ctry : undefined;
    for (const [key, item] of Object.entries(object)) {
      if (typeof item === 'string' && key === 'Adr') found.push({ where, kind: 'address', country, value: item });
      else if (typeof item === 'string' && key === 'TaxId') {
        found.push({ where, kind: 'taxId', country: taxIdCountry(item, country), value: item });
      } else if (typeof item === 'string' && key in idFields) {
        found.push({ where, kind: 'taxId', country: idFields[key], value: item });
      } else if (typeof item === 'string' && /^(Tel|phone)$/.test(key))
        found.push({ where, kind: 'phone', value: item });
      else findingsInJson(item, where, found);
    }
  }
  return found;
}

/** Addresses and numbers in the attributes of an XML example, with the element's `Ctry`. */
function findingsInXml(xml: string, where: string): Finding[] {
  const found: Finding[] = [];
  for (const [, attributes = ''] of xml.matchAll(/<[\w:]+\s([^>]*)>/g)) {
    const attrs = new Map<string, string>();
    for (const [, key = '', value = ''] of attributes.matchAll(/([\w:]+)="([^"]*)"/g)) attrs.set(key, value);
    for (const [key, item] of attrs) {
      if (key === 'Adr') found.push({ where, kind: 'address', country: attrs.get('Ctry'), value: item });
      if (key === 'Tel') found.push({ where, kind: 'phone', value: item });
      if (key === 'TaxId')
        found.push({ where, kind: 'taxId', country: taxIdCountry(item, attrs.get('Ctry')), value: item });
    }
  }
  return found;
}

/** The country of a `TaxId`: its prefix ("DK12345678"), else the `Ctry` beside it. */
function taxIdCountry(value: string, ctry: string | undefined): string | undefined {
  return /^[A-Z]{2}/.exec(value)?.[0] ?? ctry;
}

function problem(finding: Finding): string | undefined {
  if (finding.kind === 'taxId') {
    const verdict = finding.country === undefined ? { ok: true as const } : checkTaxId(finding.country, finding.value);
    return verdict.ok ? undefined : `${finding.where}: tax ID "${finding.value}": ${verdict.reason}`;
  }
  const verdict =
    finding.kind === 'phone'
      ? checkPhone(finding.value)
      : finding.country === undefined
        ? { ok: false as const, reason: 'no Ctry beside the address' }
        : checkAddress(finding.country, finding.value);
  return verdict.ok ? undefined : `${finding.where}: ${finding.kind} "${finding.value}": ${verdict.reason}`;
}

const docs = listDocFiles(path.join(root, 'docs')).map((file) => ({ file, source: readDoc(file) }));

function structuredFindings(): Finding[] {
  const found: Finding[] = [];
  for (const sample of receiptSamples) {
    findingsInJson(sample, `src/data/receipts (${sample.id})`, found);
  }
  findingsInJson(demoReceipt, 'src/data/bill/demoReceipt.ts', found);
  findingsInJson(JSON.parse(readFileSync(openapiPath, 'utf8')), 'static/api/efr.openapi.json', found);
  for (const { file, source } of docs) {
    for (const block of extractCodeBlocks(source)) {
      const where = `docs/${file.relPath}:${block.line}`;
      if (block.lang === 'json') findingsInJson(JSON.parse(block.code), where, found);
      if (block.lang === 'xml') found.push(...findingsInXml(block.code, where));
    }
  }
  return found;
}

/** Street words of the 17 countries before or after a house number; multiword names end in one of them. */
const streetShapes = [
  /[\p{L}-]*(?:straße|strasse|gasse|weg|allee|platz|kai|ulica|ulice|utca|gatan|gata|vej|laan|straat|kaai|cesta|náměstí|námestie|trg|tér|gatvė)\s+\d+/giu,
  /\b(?:Via|Viale|Corso|Piazza|Largo|Calle|Avenida|Plaza|Paseo|Rua|Cais|Praça|Travessa|Rue|Avenue|Boulevard|ul\.|al\.)\s+[\p{L}' .-]{2,40}?\s\d+/gu,
  /\b\p{Lu}[\p{L}]+\s(?:g\.|pr\.)\s+\d+/gu,
  /\b\d+,?\s+(?:rue|avenue|boulevard|place|quai|cours|Grande Rue)\s[\p{L}' -]{2,40}/giu,
];

const allStreets = Object.values(fictionalStreets).flat();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A match is fine when the text around it is an invented street with its number, in either order. */
const fictionalInContext = new RegExp(
  `(?:${allStreets.map(escape).join('|')})\\s+\\d+|\\d+,?\\s+(?:${allStreets.map(escape).join('|')})`,
  'u',
);

function streetProblems(text: string, where: string): string[] {
  const problems: string[] = [];
  for (const shape of streetShapes) {
    for (const match of text.matchAll(shape)) {
      const start = match.index;
      const context = text.slice(Math.max(0, start - 40), start + match[0].length + 40);
      if (!fictionalInContext.test(context)) {
        const line = text.slice(0, start).split('\n').length;
        problems.push(`${where}:${line}: "${match[0].trim()}" looks like a real street`);
      }
    }
  }
  return problems;
}

/** The national part of a VAT number written after its country prefix ("DK12345678"). */
const prefixedDigits = {
  DK: '\\d{8}',
  SE: '\\d{12}',
  HR: '\\d{11}',
  PL: '\\d{10}',
  IT: '\\d{11}',
  DE: '\\d{9}',
  BE: '[01]\\d{9}',
  FR: '\\d{11}',
  LT: '\\d{12}|\\d{9}',
  SK: '\\d{10}',
  CZ: '\\d{8}',
  SI: '\\d{8}',
} as const;

/** Company identifiers in running text, printed receipts and code: prefixed VAT numbers and labelled numbers. */
const taxIdShapes: readonly { country: TaxIdCountry; pattern: RegExp }[] = [
  { country: 'NO', pattern: /(?<![\w.])(?:NO)?\d{9}\s?MVA\b/g },
  { country: 'NO', pattern: /Org\.?\s?nr\.?:?\s*(\d{3} \d{3} \d{3})(?!\d)/g },
  { country: 'SE', pattern: /Org\.?\s?nr[^\d\n]{0,20}(\d{6}-\d{4})(?!\d)/g },
  { country: 'DK', pattern: /CVR:?\s*(\d{8})(?!\d)/g },
  { country: 'HR', pattern: /OIB:?\s*(\d{11})(?!\d)/g },
  { country: 'PL', pattern: /NIP:?\s*(\d{3}-?\d{3}-?\d{2}-?\d{2})(?!\d)/g },
  { country: 'IT', pattern: /(?:P\.\s?IVA|[Pp]artita IVA):?\s*(?:IT)?(\d{11})(?!\d)/g },
  { country: 'HU', pattern: /(?<![\d-])\d{8}-\d-\d{2}(?![\d-])/g },
  { country: 'PT', pattern: /(?:NIF:?\s*|\bA:)(\d{9})(?!\d)/g },
  { country: 'AT', pattern: /(?:St\.?-?Nr\.?|Steuernummer):?\s*(\d{2}[ -]?\d{3}\/\d{4})(?!\d)/g },
  {
    country: 'BE',
    pattern: /(?:BTW|TVA|KBO|BCE|[Oo]ndernemingsnummer):?\s*(?:BE)?\s*([01]\d{3}\.?\d{3}\.?\d{3})(?!\d)/g,
  },
  { country: 'ES', pattern: /(?:NIF|CIF|nif=)[:`|\s]*(?:ES)?([A-Z]\d{7}[A-Z\d]|\d{8}[A-Z])(?![\dA-Z])/g },
  { country: 'FR', pattern: /(?:SIRE[NT]|_SIRE[NT]"?):?[\s"]*(\d{3} ?\d{3} ?\d{3}(?: ?\d{5})?)(?!\d)/g },
  { country: 'SK', pattern: /(?:DIČ|IČO|_DIC|_ICO)"?:?[\s"]*(\d{8}|\d{10})(?!\d)/g },
  ...(['DK', 'SE', 'HR', 'PL', 'IT', 'DE', 'BE', 'FR', 'LT', 'SK', 'CZ', 'SI'] as const).map((country) => ({
    country,
    pattern: new RegExp(`(?<![A-Za-z0-9])${country}(${prefixedDigits[country]})(?!\\d)`, 'g'),
  })),
  { country: 'AT', pattern: /(?<![A-Za-z0-9])ATU\d{8}(?!\d)/g },
  { country: 'ES', pattern: /(?<![A-Za-z0-9])ES([A-Z\d]\d{7}[A-Z\d])(?![\dA-Z])/g },
];

function taxIdProblems(text: string, where: string): string[] {
  return taxIdShapes.flatMap(({ country, pattern }) =>
    [...text.matchAll(pattern)].flatMap((match) => {
      const verdict = checkTaxId(country, match[1] ?? match[0]);
      const line = text.slice(0, match.index).split('\n').length;
      return verdict.ok ? [] : [`${where}:${line}: "${match[0]}": ${verdict.reason}`];
    }),
  );
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : filesUnder(abs, pattern);
    return pattern.test(entry.name) ? [abs] : [];
  });
}

describe('fictional sample addresses, telephone numbers and company identifiers', () => {
  const findings = structuredFindings();

  it('finds the addresses and numbers it checks (receipts, demo, OpenAPI, docs)', () => {
    expect(findings.filter((f) => f.kind === 'address').length).toBeGreaterThan(30);
    expect(findings.filter((f) => f.kind === 'phone').length).toBeGreaterThan(20);
    expect(findings.some((f) => f.where.startsWith('static/api'))).toBe(true);
    expect(findings.some((f) => f.where.startsWith('src/data/bill'))).toBe(true);
  });

  it('every Adr is an invented street of its Ctry and every Tel a fictional number', () => {
    expect(
      findings
        .filter((f) => f.kind !== 'taxId')
        .map(problem)
        .filter(Boolean),
    ).toEqual([]);
  });

  const texts = [
    ...docs.map(({ file, source }) => ({ where: `docs/${file.relPath}`, text: source })),
    ...filesUnder(path.join(root, 'src/data'), /\.ts$/).map((abs) => ({
      where: path.relative(root, abs),
      text: readFileSync(abs, 'utf8'),
    })),
    { where: 'static/api/efr.openapi.json', text: readFileSync(openapiPath, 'utf8') },
  ];

  it('no text of the docs, the data or the OpenAPI document names a real-looking street', () => {
    expect(texts.flatMap(({ text, where }) => streetProblems(text, where))).toEqual([]);
  });

  it('the checks reject real streets and realistic numbers, and accept the invented ones', () => {
    expect(checkAddress('AT', 'Kärntner Straße 12').ok).toBe(false);
    expect(checkAddress('DE', 'Musterstraße').ok).toBe(false);
    expect(checkAddress('XX', 'Musterstraße 1').ok).toBe(false);
    expect(checkAddress('DE', 'Musterstraße 1').ok).toBe(true);
    expect(checkAddress('FR', "14 rue de l'Exemple").ok).toBe(true);
    expect(checkAddress('HU', 'Minta utca 12.').ok).toBe(true);
    expect(checkPhone('+43 1 234 5678').ok).toBe(false);
    expect(checkPhone('+1 555 0100').ok).toBe(false);
    expect(checkPhone('+43 1 000 0000').ok).toBe(true);
    expect(checkPhone('+46 70 174 06 17').ok).toBe(true);
    expect(checkPhone('+46 70 174 07 00').ok).toBe(false);
    expect(streetProblems('Kaffeehaus, Linzer Gasse 17, 5020 Salzburg', 'x')).toHaveLength(1);
    expect(streetProblems('Caffè, Via Roma 3', 'x')).toHaveLength(1);
    expect(streetProblems('14 Grande Rue de la Croix-Rousse', 'x')).toHaveLength(1);
    expect(streetProblems('Pilies g. 14', 'x')).toHaveLength(1);
    expect(streetProblems('Minta utca 12., 1067 Budapest', 'x')).toEqual([]);
    expect(streetProblems("14 rue de l'Exemple, 69004 Lyon", 'x')).toEqual([]);
  });

  it('every sample company identifier fails its check digit (TaxId values and identifiers in text)', () => {
    const taxIds = findings.filter((f) => f.kind === 'taxId' && f.country !== undefined && f.country in taxIdChecks);
    expect(new Set(taxIds.map((f) => f.country))).toEqual(new Set(Object.keys(taxIdChecks)));
    expect(taxIds.map(problem).filter(Boolean)).toEqual([]);
    expect(texts.flatMap(({ text, where }) => taxIdProblems(text, where))).toEqual([]);
  });

  it('the tax ID check rejects identifiers that pass the official check digit', () => {
    // Formerly in the samples: each passes its country's check and could belong to a real firm.
    const real = [
      ['NO', '923456783MVA'],
      ['DK', 'DK38451278'],
      ['SE', '556712-3459'],
      ['SE', 'SE556712345901'],
      ['HR', 'HR47298153608'],
      ['PL', '6771234561'],
      ['IT', 'IT03456789019'],
      ['DE', 'DE293184750'],
      ['HU', '24613572-2-42'],
      ['PT', '514382767'],
      // Formerly in the samples too, found when the checks below were added.
      ['AT', 'ATU62841937'],
      ['BE', 'BE0765432146'],
      ['ES', 'B95847216'],
      ['ES', 'B86419371'],
      ['FR', 'FR96832417653'],
      ['FR', '83241765300017'],
      ['SK', 'SK2023456787'],
      ['SK', '51234564'],
      ['CZ', 'CZ27182819'],
      ['SI', 'SI58237461'],
      // Realistic shapes of the other identifiers, each computed to pass its check.
      ['AT', 'ATU13585627'],
      ['AT', '59-119/9013'],
      ['BE', '0428.759.497'],
      ['BE', 'BE428759497'],
      ['ES', '54362315K'],
      ['ES', 'X1234567L'],
      ['ES', 'J99216582'],
      ['ES', 'Q2826000H'],
      ['FR', '732829320'],
      ['FR', 'FR40303265045'],
      ['LT', 'LT119511515'],
      ['LT', '100001919017'],
      ['LT', '100004801610'],
      ['SK', 'SK2022749619'],
      ['SK', '31322832'],
    ] as const;
    for (const [country, value] of real) expect(checkTaxId(country, value).ok, value).toBe(false);
    const fictional = [
      ['NO', '912345678MVA'],
      ['DK', 'DK12345678'],
      ['SE', '556000-0000'],
      ['SE', 'SE556000000001'],
      ['HR', 'HR12345678901'],
      ['PL', '1234567890'],
      ['IT', 'IT01234567890'],
      ['AT', 'ATU12345678'],
      ['DE', 'DE987654321'],
      ['HU', '12345678-2-42'],
      ['PT', '501234567'],
      ['PT', '999999990'],
      ['AT', 'ATU98765432'],
      ['AT', '12-345/6789'],
      ['BE', 'BE0123456789'],
      ['ES', 'B12345678'],
      ['ES', '12345678A'],
      ['FR', 'FR32123456789'],
      ['FR', 'FR32123456789'],
      ['FR', '12345678900017'],
      ['LT', 'LT100009876513'],
      ['SK', 'SK2012345678'],
      ['SK', '12345678'],
      ['CZ', 'CZ12345678'],
      ['SI', 'SI12345678'],
    ] as const;
    for (const [country, value] of fictional) expect(checkTaxId(country, value).ok, value).toBe(true);
    expect(checkTaxId('PL', '123456789').ok).toBe(false);
    expect(checkTaxId('ES', 'B1234567').ok).toBe(false);
    expect(checkTaxId('FR', 'FRAB123456789').ok).toBe(false);
    expect(taxIdProblems('NIP 677-123-45-61\nP.IVA 03456789019\nCVR 38451278', 'x')).toHaveLength(3);
    expect(taxIdProblems('"Label": "Org.nr", "Value": "556712-3459"\nOrg.nr. 923 456 783 MVA', 'x')).toHaveLength(2);
    expect(taxIdProblems('OIB: 47298153608, EInvId IT03456789019_01377, rn=DK38451278$NB01_1', 'x')).toHaveLength(3);
    expect(taxIdProblems('rn=DE293184750$LE01_2, 24613572-2-42, A:514382767*B:999999990', 'x')).toHaveLength(3);
    expect(taxIdProblems('UID ATU62841937, St.-Nr. 59-119/9013, BTW BE 0765.432.146', 'x')).toHaveLength(3);
    expect(taxIdProblems('NIF: B95847216, `nif=B86419371`, SIRET 832 417 653 00017', 'x')).toHaveLength(3);
    expect(taxIdProblems('FR96832417653, LT119511515, DIČ: 2023456787, IČO 51234564, SI58237461', 'x')).toHaveLength(5);
    expect(taxIdProblems('NIP 123-456-78-90, IBAN HR1210010051863000160', 'x')).toEqual([]);
    expect(taxIdProblems('IBAN FR7630006000011234567890189, BE68539007547034, NIF 999999990', 'x')).toEqual([]);
  });

  it('every reserved range names its source and lies within one country', () => {
    for (const range of reservedPhoneRanges) {
      expect(range.source).not.toBe('');
      expect(range.from <= range.to).toBe(true);
    }
  });
});

/** Receipt tags that print a device's or certificate's serial number, which identifies a real device. */
const serialTags = new Set(['ZertNr', 'TSE', 'Kontrollenhet', 'RTSerial']);
/** A serial that no device has: a run of zeros, a counting sequence or a well-known made-up word. */
const madeUpSerial = /0{6}|123456|c0ffee|(?:deadbeef){2}/i;

/** The serial-number tags of a receipt sample (`{ Name, Value }` objects anywhere in it). */
function serialsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => serialsIn(item, found));
  else if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (typeof object.Name === 'string' && serialTags.has(object.Name) && typeof object.Value === 'string')
      found.push(`${object.Name}=${object.Value}`);
    Object.values(object).forEach((item) => serialsIn(item, found));
  }
  return found;
}

describe('sample device and certificate serial numbers', () => {
  it('are visibly made up (no real TSE, certificate, control unit or RT printer)', () => {
    const serials = receiptSamples.flatMap((sample) => serialsIn(sample));
    expect(serials.length).toBeGreaterThanOrEqual(4);
    expect(serials.filter((serial) => !madeUpSerial.test(serial.split('=')[1]!))).toEqual([]);
    expect(madeUpSerial.test('8d2adc2f')).toBe(false);
  });
});
