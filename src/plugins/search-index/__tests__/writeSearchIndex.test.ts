import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSearchIndex } from '..';
import { searchRecord } from '../records';

const record = searchRecord('lvl1', 'How to void a receipt.', {
  path: '/efr/api',
  base: 'https://docs.example.com/efr/api',
  anchor: null,
  hierarchy: { lvl0: 'EFR', lvl1: 'EFR API', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  language: 'en',
  tag: 'docs-efr-current',
  position: 0,
});

describe('writeSearchIndex', () => {
  it('publishes the index files only: the records go to the file given, outside the build', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
    const outDir = path.join(dir, 'build');
    const recordsFile = path.join(dir, 'search-records.json');
    const written = await writeSearchIndex(outDir, [record], recordsFile);
    expect(written).toEqual({ records: 1, sections: 1, pages: 1 });
    expect(JSON.parse(readFileSync(recordsFile, 'utf8'))).toEqual([record]);
    const published = readdirSync(path.join(outDir, 'search'), { recursive: true }).map(String);
    expect(published).toEqual(expect.arrayContaining(['index.json']));
    expect(published.some((file) => file.includes('records'))).toBe(false);
    expect(existsSync(path.join(outDir, 'search', 'records.json'))).toBe(false);
  });
});
