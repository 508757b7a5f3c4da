import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { extractRecords, type SearchRecord } from './records';
import { buildVocabulary } from './vocabulary';

export interface SearchIndexOptions {
  /** Area label per docs plugin id (lvl0 of the records). */
  areaLabels: Record<string, string>;
}

/** Folder of the build that holds the search files (fetched on first use only). */
export const SEARCH_DIR = 'search';

function htmlFileFor(outDir: string, route: string): string | undefined {
  const candidates = [path.join(outDir, `${route}.html`), path.join(outDir, route, 'index.html')];
  return candidates.find((file) => existsSync(file));
}

const execFileAsync = promisify(execFile);

/** Builds the embedded search index (Pagefind over DocSearch-shaped records) after the build. */
export async function writeSearchIndex(
  outDir: string,
  records: SearchRecord[],
): Promise<{ records: number; words: number }> {
  const target = path.join(outDir, SEARCH_DIR);
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  // Every record in the DocSearch crawler's shape: the Pagefind input, and what `npm run search:push` uploads.
  const recordsFile = path.join(target, 'records.json');
  await writeFile(recordsFile, JSON.stringify(records));
  const pagefindDir = path.join(target, 'pagefind');
  await execFileAsync(process.execPath, [path.join(__dirname, 'pagefind.mjs'), recordsFile, pagefindDir]);
  // Pagefind also writes its own UI bundles; the site uses DocSearch's UI, so they are dropped.
  for (const file of await readdir(pagefindDir)) {
    if (/-ui\.(js|css)$|^pagefind-highlight\.js$/.test(file)) await rm(path.join(pagefindDir, file));
  }

  const vocabulary = buildVocabulary(
    records.flatMap((r) => [r.content ?? '', ...Object.values(r.hierarchy).map((v) => v ?? '')]),
  );
  await writeFile(path.join(target, 'vocabulary.json'), JSON.stringify(vocabulary));
  return { records: records.length, words: vocabulary.length };
}

export default function searchIndexPlugin(context: LoadContext, { areaLabels }: SearchIndexOptions): Plugin {
  return {
    name: 'search-index',
    async postBuild({ outDir, routesPaths }) {
      const records: SearchRecord[] = [];
      for (const route of [...new Set(routesPaths)].sort()) {
        const file = htmlFileFor(outDir, route);
        if (!file) continue;
        records.push(
          ...extractRecords(await readFile(file, 'utf8'), { siteUrl: context.siteConfig.url, path: route, areaLabels }),
        );
      }
      const { words } = await writeSearchIndex(outDir, records);
      console.log(`[search-index] ${records.length} records, ${words} words indexed.`);
    },
  };
}
