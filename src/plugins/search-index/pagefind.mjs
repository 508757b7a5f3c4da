#!/usr/bin/env node
// Writes the Pagefind index of the embedded search from DocSearch-shaped records. A separate
// process because Pagefind is ESM-only and the Docusaurus config is evaluated as CommonJS.
// Usage: node pagefind.mjs <records.json> <output dir>
import { readFile } from 'node:fs/promises';
import * as pagefind from 'pagefind';

const [recordsFile, outputPath] = process.argv.slice(2);
const records = JSON.parse(await readFile(recordsFile, 'utf8'));
const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);

for (const [id, record] of records.entries()) {
  const url = new URL(record.url);
  const heading = record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
  const meta = { id: String(id), type: record.type };
  for (const [level, value] of Object.entries(record.hierarchy)) if (value) meta[level] = value;
  const result = await index.addCustomRecord({
    url: `${url.pathname}${url.hash}`,
    content: record.content ?? heading,
    language: record.language,
    meta,
    filters: { tag: record.docusaurus_tag },
  });
  if (result.errors.length > 0) throw new Error(`Pagefind rejected ${record.url}: ${result.errors.join('; ')}`);
}
const written = await index.writeFiles({ outputPath });
if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
await pagefind.close();
