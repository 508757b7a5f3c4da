import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listCodeFiles } from '@site/src/test-support/docs-checks/docsFiles';
import { moduleStrings } from '@site/src/test-support/docs-checks/moduleImports';
import { proseOffences } from '@site/src/test-support/docs-checks/wording';

/**
 * The wording rules of WRITING_GUIDE.md ("Facts, dates and sources", "Links") on the prose the data
 * modules give the pages (a country's status, scheme and authority, a receipt's notes): the pages
 * render these strings as text, so the docs wording test (docs-wording.test.ts), which reads the
 * MDX, never sees them. proseOffences() in src/test-support/docs-checks/wording.ts has the rules.
 */
const dataDir = fileURLToPath(new URL('..', import.meta.url));

// Each module is read once, here.
const strings = listCodeFiles(dataDir, /\.tsx?$/).flatMap((file) =>
  moduleStrings(readFileSync(file, 'utf8'), file).map((string) => ({
    ...string,
    file: path.relative(dataDir, file).split(path.sep).join('/'),
  })),
);

describe('data wording', () => {
  it('finds the data modules and their prose', () => {
    expect(new Set(strings.map(({ file }) => file)).size).toBeGreaterThan(30);
    expect(strings.filter(({ text }) => /\s/.test(text)).length).toBeGreaterThan(500);
  });

  it('state rules, not research notes, in every string a page shows (file:line)', () => {
    const failures = strings.flatMap(({ file, line, text }) =>
      proseOffences(text).map((message) => `src/data/${file}:${line}: ${message}`),
    );
    expect(failures).toEqual([]);
  });
});
