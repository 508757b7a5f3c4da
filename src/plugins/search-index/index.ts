import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AllContent, LoadContext, Plugin } from '@docusaurus/types';
import { replaceBrandTokens } from '../../../config/markdown';
import { extractMdxRecords } from './mdxRecords';
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

type WebpackResult = Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>;

/** What the plugin needs of a doc of @docusaurus/plugin-content-docs. */
interface LoadedDoc {
  source: string;
  permalink: string;
  title: string;
  description: string;
  unlisted?: boolean;
}
interface LoadedDocs {
  loadedVersions: { versionName: string; docs: LoadedDoc[] }[];
}

/** Records of every listed doc, from the MDX sources (unlisted docs are noindex in a build). */
export function devRecords(
  allContent: AllContent,
  { siteDir, siteUrl, areaLabels }: { siteDir: string; siteUrl: string; areaLabels: Record<string, string> },
): SearchRecord[] {
  const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedDocs>;
  // Doc sources and partial imports are "@site/…" paths or relative to the importing file's folder.
  const resolve = (specifier: string, fromDir: string) =>
    specifier.startsWith('@site/') ? path.join(siteDir, specifier.slice(6)) : path.resolve(fromDir, specifier);
  return Object.entries(docsPlugins).flatMap(([pluginId, content]) => {
    const version = content.loadedVersions[0];
    if (!version) return [];
    return version.docs
      .filter((doc) => !doc.unlisted)
      .flatMap((doc) => {
        const file = resolve(doc.source, siteDir);
        const fileDir = path.dirname(file);
        const read = (target: string) =>
          existsSync(target) ? replaceBrandTokens(readFileSync(target, 'utf8'), target) : undefined;
        return extractMdxRecords(
          read(file) ?? '',
          {
            permalink: doc.permalink,
            title: doc.title,
            description: doc.description,
            area: areaLabels[pluginId] ?? pluginId,
            tag: `docs-${pluginId}-${version.versionName}`,
          },
          { siteUrl, readPartial: (specifier) => read(resolve(specifier, fileDir)) },
        );
      });
  });
}

export default function searchIndexPlugin(context: LoadContext, { areaLabels }: SearchIndexOptions): Plugin {
  // `docusaurus build` sets NODE_ENV to production; `docusaurus start` leaves it at development.
  const isDev = process.env.NODE_ENV !== 'production';
  // The dev server's index lives with Docusaurus's generated files (.docusaurus/, gitignored,
  // removed by `docusaurus clear`): a production build never copies it, and build/search is
  // written by postBuild only.
  const devDir = path.join(context.generatedFilesDir, 'search-dev-index');
  let devIndexing: Promise<void> = Promise.resolve();

  /** Indexes into a fresh folder and swaps it in, so the dev server never serves half an index. */
  async function writeDevIndex(records: SearchRecord[]) {
    const started = Date.now();
    const staging = path.join(devDir, `staging-${process.pid}`);
    await rm(staging, { recursive: true, force: true });
    const { words } = await writeSearchIndex(staging, records);
    await rm(path.join(devDir, SEARCH_DIR), { recursive: true, force: true });
    await rename(path.join(staging, SEARCH_DIR), path.join(devDir, SEARCH_DIR));
    await rm(staging, { recursive: true, force: true });
    console.log(
      `[search-index] dev index ready: ${records.length} records, ${words} words (${Date.now() - started} ms).`,
    );
  }

  return {
    name: 'search-index',
    configureWebpack(_config, isServer) {
      if (!isDev || isServer) return undefined;
      // Docusaurus merges the `devServer` of this configuration into its dev server's options
      // (@docusaurus/core start/webpack.js); webpack's Configuration type does not declare it.
      // Served under the site's base URL, as build/search is: /search/pagefind/pagefind.js.
      const result: WebpackResult & { devServer: object } = {
        devServer: { static: [{ directory: devDir, publicPath: context.baseUrl, watch: false }] },
      };
      return result;
    },
    async allContentLoaded({ allContent }) {
      if (!isDev) return;
      const records = devRecords(allContent, { siteDir: context.siteDir, siteUrl: context.siteConfig.url, areaLabels });
      // In the background, one run at a time (content reloads queue up): the dev server does not
      // wait for Pagefind; until the index is written the dialog says it cannot fetch results.
      devIndexing = devIndexing
        .then(() => writeDevIndex(records))
        .catch((error: unknown) => console.warn(`[search-index] dev index failed: ${String(error)}`));
    },
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
