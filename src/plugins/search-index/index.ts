import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AllContent, LoadContext, Plugin } from '@docusaurus/types';
import { replaceBrandTokens } from '../../../config/markdown';
import { extractMdxRecords } from './mdxRecords';
import { extractRecords, type SearchRecord } from './records';
import { writeIndexFiles } from './sectionIndex';

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

/**
 * Where a build leaves every record in the DocSearch crawler's shape, for `npm run search:push` (and
 * the search benchmark): in the site's generated files (`.docusaurus/`), not in the build, since
 * readers never need the 4 MB file and the site would publish it.
 */
export const RECORDS_FILE = 'search-records.json';

/** Writes the embedded search index (see sectionIndex.ts) after the build, and the records when given a file. */
export async function writeSearchIndex(
  outDir: string,
  records: SearchRecord[],
  recordsFile?: string,
): Promise<{ records: number; sections: number; pages: number }> {
  const target = path.join(outDir, SEARCH_DIR);
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  if (recordsFile) await writeFile(recordsFile, JSON.stringify(records));
  const { sections, pages } = await writeIndexFiles(target, records);
  return { records: records.length, sections, pages };
}

type WebpackResult = Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>;

/** What the plugin needs of a doc of @docusaurus/plugin-content-docs. */
interface LoadedDoc {
  source: string;
  permalink: string;
  title: string;
  description: string;
  unlisted?: boolean;
  frontMatter?: { keywords?: unknown };
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
            keywords: Array.isArray(doc.frontMatter?.keywords) ? doc.frontMatter.keywords.map(String) : undefined,
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
    const { sections } = await writeSearchIndex(staging, records);
    await rm(path.join(devDir, SEARCH_DIR), { recursive: true, force: true });
    await rename(path.join(staging, SEARCH_DIR), path.join(devDir, SEARCH_DIR));
    await rm(staging, { recursive: true, force: true });
    console.log(
      `[search-index] dev index ready: ${records.length} records, ${sections} sections (${Date.now() - started} ms).`,
    );
  }

  return {
    name: 'search-index',
    configureWebpack(_config, isServer) {
      if (!isDev || isServer) return undefined;
      // Docusaurus merges the `devServer` of this configuration into its dev server's options
      // (@docusaurus/core start/webpack.js); webpack's Configuration type does not declare it.
      // Served under the site's base URL, as build/search is: /search/index.json.
      const result: WebpackResult & { devServer: object } = {
        devServer: { static: [{ directory: devDir, publicPath: context.baseUrl, watch: false }] },
      };
      return result;
    },
    allContentLoaded({ allContent }) {
      if (!isDev) return;
      const records = devRecords(allContent, { siteDir: context.siteDir, siteUrl: context.siteConfig.url, areaLabels });
      // In the background, one run at a time (content reloads queue up): the dev server does not
      // wait for the index; until it is written the dialog says it cannot fetch results.
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
      const recordsFile = path.join(context.generatedFilesDir, RECORDS_FILE);
      const { sections, pages } = await writeSearchIndex(outDir, records, recordsFile);
      console.log(`[search-index] ${records.length} records: ${sections} sections of ${pages} pages indexed.`);
    },
  };
}
