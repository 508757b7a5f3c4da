import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkAddress, checkPhone, fictionalStreets, reservedPhoneRanges } from '@site/src/data/fictional';
import { receiptSamples } from '@site/src/data/receipts';
import { demoReceipt } from '@site/src/data/bill/demoReceipt';
import { extractCodeBlocks } from '@site/src/plugins/mdx-source/codeBlocks';
import { listDocFiles, readDoc } from '@site/src/test-support/docs-checks/docsFiles';

/**
 * Sample addresses and telephone numbers are visibly fictional (WRITING_GUIDE.md, "Add a country";
 * the list is src/data/fictional.ts), wherever a reader meets them:
 *
 * - every `Adr` (the street line; `Adr2` is free text) and `Tel`/`phone` value in the receipt samples, the Digital Receipt demo, the
 *   OpenAPI document and the JSON and XML examples of the docs is checked against the list, with the
 *   country of the `Ctry` beside it;
 * - every text of the docs, the data modules and the OpenAPI document (prose, printed receipts in
 *   `text` blocks, C#) is searched for anything shaped like a street and a house number, which must
 *   be one of the invented streets too. This is what catches a real street in a printed receipt.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const openapiPath = path.join(root, 'static/api/efr.openapi.json');

interface Finding {
  where: string;
  kind: 'address' | 'phone';
  country?: string;
  value: string;
}

/** Addresses and numbers in a JSON value, each with the `Ctry` of the object that holds it. */
function findingsInJson(value: unknown, where: string, found: Finding[] = []): Finding[] {
  if (Array.isArray(value)) value.forEach((item) => findingsInJson(item, where, found));
  else if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const country = typeof object.Ctry === 'string' ? object.Ctry : undefined;
    for (const [key, item] of Object.entries(object)) {
      if (typeof item === 'string' && key === 'Adr') found.push({ where, kind: 'address', country, value: item });
      else if (typeof item === 'string' && /^(Tel|phone)$/.test(key)) found.push({ where, kind: 'phone', value: item });
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
    }
  }
  return found;
}

function problem(finding: Finding): string | undefined {
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

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : filesUnder(abs, pattern);
    return pattern.test(entry.name) ? [abs] : [];
  });
}

describe('fictional sample addresses and telephone numbers', () => {
  const findings = structuredFindings();

  it('finds the addresses and numbers it checks (receipts, demo, OpenAPI, docs)', () => {
    expect(findings.filter((f) => f.kind === 'address').length).toBeGreaterThan(30);
    expect(findings.filter((f) => f.kind === 'phone').length).toBeGreaterThan(20);
    expect(findings.some((f) => f.where.startsWith('static/api'))).toBe(true);
    expect(findings.some((f) => f.where.startsWith('src/data/bill'))).toBe(true);
  });

  it('every Adr is an invented street of its Ctry and every Tel a fictional number', () => {
    expect(findings.map(problem).filter(Boolean)).toEqual([]);
  });

  it('no text of the docs, the data or the OpenAPI document names a real-looking street', () => {
    const texts = [
      ...docs.map(({ file, source }) => ({ where: `docs/${file.relPath}`, text: source })),
      ...filesUnder(path.join(root, 'src/data'), /\.ts$/).map((abs) => ({
        where: path.relative(root, abs),
        text: readFileSync(abs, 'utf8'),
      })),
      { where: 'static/api/efr.openapi.json', text: readFileSync(openapiPath, 'utf8') },
    ];
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

  it('every reserved range names its source and lies within one country', () => {
    for (const range of reservedPhoneRanges) {
      expect(range.source).not.toBe('');
      expect(range.from <= range.to).toBe(true);
    }
  });
});
