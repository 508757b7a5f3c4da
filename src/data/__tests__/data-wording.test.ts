import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { researchPhrases } from '@site/src/test-support/docs-checks/wording';

/**
 * The wording rules of WRITING_GUIDE.md ("Facts, dates and sources", "Links") on the prose the data
 * modules give the pages (a country's status, scheme and authority, a receipt's notes): the pages
 * render these strings as text, so the docs wording test (docs-wording.test.ts), which reads the
 * MDX, never sees them. A string is prose when it has a space; an address or a code alone is a
 * value (a source's URL, a field name) and is left alone.
 */
const dataDir = fileURLToPath(new URL('..', import.meta.url));

function dataFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : dataFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every string literal and template text of a module, with its line. */
function stringsOf(file: string, source: string): { line: number; text: string }[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      // Module names of imports and exports are not text.
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent))
        found.push({ line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** The offences of one string of prose: research wording and addresses written out in the text. */
function proseOffences(text: string): string[] {
  if (!/\s/.test(text.trim())) return [];
  const research = researchPhrases(text).map(
    ({ phrase }) => `research wording "${phrase}": state the rule, its status and date`,
  );
  const address = /\b(?:https?:\/\/|www\.)\S+/i.exec(text);
  return address
    ? [...research, `address in the text: ${address[0]} (link it from the page with a text that says where it leads)`]
    : research;
}

describe('data wording', () => {
  const files = dataFiles(dataDir);

  it('finds the data modules and their prose', () => {
    expect(files.length).toBeGreaterThan(30);
    const prose = files
      .flatMap((file) => stringsOf(file, readFileSync(file, 'utf8')))
      .filter(({ text }) => /\s/.test(text));
    expect(prose.length).toBeGreaterThan(500);
  });

  it('flags research notes and written-out addresses in prose, not values', () => {
    expect(proseOffences('Sources differ on the date.')).toHaveLength(1);
    expect(proseOffences('See https://www.bmf.gv.at/x for the rule.')).toHaveLength(1);
    expect(proseOffences('https://www.bmf.gv.at/x')).toEqual([]);
    expect(proseOffences('The cash register duty applies since 1 January 2016.')).toEqual([]);
    expect(stringsOf('x.ts', "import a from './a';\nconst b = {\n  c: 'in the press',\n};")).toEqual([
      { line: 3, text: 'in the press' },
    ]);
  });

  it('state rules, not research notes, in every string a page shows (file:line)', () => {
    const failures = files.flatMap((file) =>
      stringsOf(file, readFileSync(file, 'utf8')).flatMap(({ line, text }) =>
        proseOffences(text).map((message) => `src/data/${path.relative(dataDir, file)}:${line}: ${message}`),
      ),
    );
    expect(failures).toEqual([]);
  });
});
