import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeMarkdownHeadingIds, unwrapMdxCodeBlocks } from '@docusaurus/utils';
import type { AllContent, LoadContext, Plugin } from '@docusaurus/types';
import { routeSources } from '../route-checks';
import type { LoadedSite, SiteLinks } from './siteLinks';

/**
 * Feeds the link checks of the MDX compiler (./remark.ts) with what only Docusaurus knows: every
 * route with its source file, once all content is loaded (the dev server runs this again after
 * each content change), and the severities of the site config's onBrokenLinks and onBrokenAnchors.
 */

interface SidebarItem {
  type: string;
  link?: { type: string; permalink?: string };
  items?: SidebarItem[];
}

interface LoadedVersion {
  path: string;
  tagsPath: string;
  sidebars?: Record<string, SidebarItem[]>;
}

/** Pages the docs plugins generate for sidebar categories without an index doc. */
function generatedIndexRoutes(items: readonly SidebarItem[]): { permalink: string; source: string }[] {
  return items.flatMap((item) => [
    ...(item.link?.type === 'generated-index' && item.link.permalink
      ? [{ permalink: item.link.permalink, source: 'generated-index' }]
      : []),
    ...generatedIndexRoutes(item.items ?? []),
  ]);
}

/** What the link checks need of the loaded site. */
export function loadedSite(context: LoadContext, allContent: AllContent): LoadedSite {
  const { siteConfig, siteDir } = context;
  const docs = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as {
    loadedVersions?: LoadedVersion[];
  }[];
  const versions = docs.flatMap((plugin) => plugin.loadedVersions ?? []);
  const { markdown } = siteConfig;
  return {
    siteDir,
    routes: [
      ...routeSources(allContent),
      ...versions.flatMap((version) => Object.values(version.sidebars ?? {}).flatMap(generatedIndexRoutes)),
    ],
    areaBases: versions.map((version) => version.path),
    generatedBases: versions.map((version) => version.tagsPath),
    staticDirs: siteConfig.staticDirectories.map((dir) => path.resolve(siteDir, dir)),
    onBrokenLinks: siteConfig.onBrokenLinks,
    onBrokenAnchors: siteConfig.onBrokenAnchors,
    maintainCase: markdown.anchors.maintainCase,
    // The source as the MDX compiler reads it (Docusaurus's own preprocessing steps).
    read: (filePath) => {
      const fileContent = readFileSync(filePath, 'utf8');
      const text = unwrapMdxCodeBlocks(markdown.preprocessor?.({ filePath, fileContent }) ?? fileContent);
      return markdown.mdx1Compat.headingIds ? escapeMarkdownHeadingIds(text) : text;
    },
  };
}

/** The plugin, bound to the one SiteLinks object that the docs areas' remark plugin reads. */
export default function linkChecksPlugin(links: SiteLinks) {
  return function linkChecks(context: LoadContext): Plugin {
    return {
      name: 'link-checks',
      allContentLoaded({ allContent }) {
        links.load(loadedSite(context, allContent));
      },
    };
  };
}
