import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AllContent, LoadContext, Plugin } from '@docusaurus/types';
import { areas } from '../../../config/areas';
import { brand } from '../../../config/brand';
import { replaceBrandTokens } from '../../../config/markdown';
import { extractCodeBlocks } from '../mdx-source/codeBlocks';
import { markdownTwinPath } from '../../features/copy-page/twin';
import { htmlToMarkdown } from './htmlToMarkdown';
import { llmsFullTxt, llmsTxt, type LlmsLink, type LlmsPage, type LlmsSite } from './llmsTxt';

/** What the plugin needs of a doc of @docusaurus/plugin-content-docs. */
interface LoadedDoc {
  id: string;
  source: string;
  permalink: string;
  title: string;
  description: string;
  unlisted?: boolean;
}
type SidebarItem = { type: string; id?: string; items?: SidebarItem[]; link?: { type: string; id?: string } };
interface LoadedDocs {
  loadedVersions: { docs: LoadedDoc[]; sidebars: Record<string, SidebarItem[]> }[];
}

export interface DocPage extends LlmsPage {
  /** The MDX file, for the diagrams' sources. */
  file?: string;
}

/** Doc ids in sidebar order: a category's own page first, then its items. */
function sidebarOrder(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 'doc' && item.id ? [item.id] : []),
    ...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []),
    ...sidebarOrder(item.items ?? []),
  ]);
}

/** Each area's listed pages in sidebar order (pages outside the sidebar after them), and the unlisted ones. */
export function docPages(
  allContent: AllContent,
  siteDir: string,
): { areas: Map<string, DocPage[]>; unlisted: DocPage[] } {
  const plugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedDocs>;
  const result = { areas: new Map<string, DocPage[]>(), unlisted: [] as DocPage[] };
  for (const [pluginId, content] of Object.entries(plugins)) {
    const version = content.loadedVersions[0];
    if (!version) continue;
    const order = Object.values(version.sidebars).flatMap(sidebarOrder);
    const rank = (doc: LoadedDoc) => (order.includes(doc.id) ? order.indexOf(doc.id) : order.length);
    const toPage = (doc: LoadedDoc): DocPage => ({
      route: doc.permalink.replace(/(.)\/$/, '$1'),
      title: doc.title,
      description: doc.description,
      file: path.join(siteDir, doc.source.replace(/^@site\//, '')),
    });
    const docs = [...version.docs].sort((a, b) => rank(a) - rank(b) || a.permalink.localeCompare(b.permalink));
    result.areas.set(pluginId, docs.filter((doc) => !doc.unlisted).map(toPage));
    result.unlisted.push(...docs.filter((doc) => doc.unlisted).map(toPage));
  }
  return result;
}

/** The built HTML file of a route (trailingSlash false writes "efr.html", true "efr/index.html"). */
function htmlFileOf(outDir: string, route: string): string | undefined {
  const base = route === '/' ? 'index' : route.slice(1);
  return [`${base}.html`, path.join(base, 'index.html')].map((file) => path.join(outDir, file)).find(existsSync);
}

async function diagramsOf(file: string | undefined): Promise<string[]> {
  if (!file || !existsSync(file)) return [];
  const source = replaceBrandTokens(await readFile(file, 'utf8'), file);
  return extractCodeBlocks(source)
    .filter((block) => block.lang === 'mermaid')
    .map((block) => block.code);
}

/** The machine-readable files the site serves beside its pages. */
const apiFiles: LlmsLink[] = [
  {
    title: 'EFR API: OpenAPI 3.1 description',
    href: '/api/efr.openapi.json',
    description: 'Every EFR endpoint with parameters, bodies, result codes and examples.',
  },
  {
    title: 'EFR API: Postman collection',
    href: '/api/efr.postman_collection.json',
    description: 'The same endpoints as a Postman collection (v2.1), generated from the OpenAPI description.',
  },
  {
    title: 'EFR transaction format: JSON Schema',
    href: '/schemas/efr.schema.json',
    description: 'The JSON Schema (2020-12) of every EFR request and response body.',
  },
];

/**
 * After the build: a Markdown twin next to every doc page and the home page (/efr/DE/fiscal.md
 * beside /efr/DE/fiscal), then /llms.txt and /llms-full.txt. Why from the built HTML and not from
 * the MDX: the pages' components (country matrix, receipts, summaries) exist as text only there.
 */
export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const { siteConfig, siteDir } = context;
  let pages: ReturnType<typeof docPages> | undefined;
  return {
    name: 'llms-txt',
    allContentLoaded({ allContent }) {
      pages = docPages(allContent, siteDir);
    },
    async postBuild({ outDir }) {
      if (!pages) throw new Error('[llms-txt] The docs were not loaded before postBuild.');
      const started = Date.now();
      const home: DocPage = { route: '/', title: siteConfig.title, description: siteConfig.tagline };
      const listed = [home, ...[...pages.areas.values()].flat()];
      const markdown = new Map<string, string>();
      for (const page of [...listed, ...pages.unlisted]) {
        const htmlFile = htmlFileOf(outDir, page.route);
        if (!htmlFile) throw new Error(`[llms-txt] No built page for ${page.route}`);
        const md = htmlToMarkdown({
          html: await readFile(htmlFile, 'utf8'),
          url: `${siteConfig.url}${page.route}`,
          diagrams: await diagramsOf(page.file),
        });
        markdown.set(page.route, md);
        const twin = path.join(outDir, markdownTwinPath(page.route));
        await mkdir(path.dirname(twin), { recursive: true });
        await writeFile(twin, md);
      }
      const site: LlmsSite = {
        siteUrl: siteConfig.url,
        title: siteConfig.title,
        summary: `${siteConfig.tagline}: the documentation of ${brand.company} for point-of-sale integrators, merchants and business owners.`,
        note: 'Every page below is Markdown; the HTML page is at the same address without ".md". The EFR API is also described as OpenAPI and as a Postman collection (see Optional).',
        sections: [
          { title: 'Home', pages: [home] },
          ...areas.map((area) => ({
            title: area.label,
            summary: area.summary,
            pages: pages!.areas.get(area.name) ?? [],
          })),
        ],
        optional: [
          ...apiFiles,
          {
            title: 'Search',
            href: '/search?q=',
            description: 'Full-text search of every page: append the words to look for.',
          },
          ...pages.unlisted.map((page) => ({
            title: page.title,
            href: markdownTwinPath(page.route),
            description: `${page.description} (a fragment other pages include)`,
          })),
        ],
      };
      await writeFile(path.join(outDir, 'llms.txt'), llmsTxt(site));
      await writeFile(
        path.join(outDir, 'llms-full.txt'),
        llmsFullTxt(site, (route) => markdown.get(route) ?? ''),
      );
      console.log(
        `[llms-txt] ${markdown.size} Markdown pages, llms.txt and llms-full.txt (${Date.now() - started} ms).`,
      );
    },
  };
}
