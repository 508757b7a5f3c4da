#!/usr/bin/env node
// `npm run search:push`: uploads the search records of the last build (.docusaurus/search-records.json,
// DocSearch crawler shape) to Algolia, replacing the index atomically. Needs ALGOLIA_APP_ID,
// ALGOLIA_INDEX_NAME and ALGOLIA_WRITE_API_KEY in the environment; the write key never enters
// the build (the site only ever sees ALGOLIA_SEARCH_API_KEY).
import { readFile } from 'node:fs/promises';
import { algoliasearch } from 'algoliasearch';

const { ALGOLIA_APP_ID: appId, ALGOLIA_WRITE_API_KEY: writeKey, ALGOLIA_INDEX_NAME: indexName } = process.env;
if (!appId || !writeKey || !indexName) {
  console.error('Set ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME and ALGOLIA_WRITE_API_KEY to push the search records.');
  process.exit(1);
}

let records;
try {
  records = JSON.parse(await readFile('.docusaurus/search-records.json', 'utf8'));
} catch {
  console.error('No .docusaurus/search-records.json: run "npm run build" first (it writes the records there).');
  process.exit(1);
}

const client = algoliasearch(appId, writeKey);
await client.replaceAllObjects({ indexName, objects: records, batchSize: 1000 });
await client.setSettings({
  indexName,
  indexSettings: {
    attributesForFaceting: ['language', 'docusaurus_tag'],
    searchableAttributes: [
      'unordered(hierarchy.lvl0)',
      'unordered(hierarchy.lvl1)',
      'unordered(hierarchy.lvl2)',
      'unordered(hierarchy.lvl3)',
      'unordered(hierarchy.lvl4)',
      'unordered(hierarchy.lvl5)',
      'unordered(hierarchy.lvl6)',
      'content',
      'unordered(keywords)',
      'unordered(code)',
    ],
    attributesToSnippet: ['content:10'],
    customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
    distinct: true,
    attributeForDistinct: 'url',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  },
});
console.log(`Pushed ${records.length} records to ${indexName}.`);
