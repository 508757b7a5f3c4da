#!/usr/bin/env node
// Writes the Pagefind index of the embedded search from DocSearch-shaped records. A separate
// process because Pagefind is ESM-only and the Docusaurus config is evaluated as CommonJS.
// Usage: node pagefind.mjs <records.json> <output dir>
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { sectionDocument, sections } from './pagefind-document.mjs';

const [recordsFile, outputPath] = process.argv.slice(2);
const records = JSON.parse(await readFile(recordsFile, 'utf8'));
const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);

const documents = sections(records).map((section, id) => sectionDocument(section, id));
const bodies = new Map(documents.map((document) => [document.meta.id, document.body]));
// All at once: the Pagefind service answers requests by id, and one round trip per document
// through its pipe cost most of the indexing time.
const results = await Promise.all(
  documents.map((document) => index.addHTMLFile({ url: document.url, content: document.html })),
);
results.forEach((result, position) => {
  if (result.errors.length > 0) {
    throw new Error(`Pagefind rejected ${documents[position]?.url}: ${result.errors.join('; ')}`);
  }
});
const written = await index.writeFiles({ outputPath });
if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
await pagefind.close();

// The client cuts each section's text out of Pagefind's content by length (meta "n"). Read every
// fragment back, so a Pagefind release that rewrites text differently fails the build, not the UI.
const fragmentDir = path.join(outputPath, 'fragment');
const fragments = await readdir(fragmentDir);
if (fragments.length !== documents.length) {
  throw new Error(`Pagefind wrote ${fragments.length} documents for ${documents.length} sections`);
}
for (const file of fragments) {
  const text = gunzipSync(await readFile(path.join(fragmentDir, file))).toString('utf8');
  const { content, meta } = JSON.parse(text.slice(text.indexOf('{')));
  const body = bodies.get(meta.id);
  if (content.slice(0, Number(meta.n)) !== body) {
    throw new Error(
      `Pagefind changed the text of section ${meta.id}: "${content.slice(0, 80)}" ≠ "${body?.slice(0, 80)}"`,
    );
  }
}
