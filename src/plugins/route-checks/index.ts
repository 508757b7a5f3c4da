import type { AllContent, LoadContext, Plugin } from '@docusaurus/types';

/**
 * Two sources on one route: Docusaurus reports "Duplicate routes found!" with the route only, so
 * an author has to hunt for the files. This plugin names them (a `slug` in front matter, an
 * `index.mdx` beside a file of the folder's name, a page in src/pages on a docs route), with the
 * same severity as the site's `onDuplicateRoutes`, once every plugin's content is loaded.
 */

export interface RouteSource {
  permalink: string;
  /** The file, relative to the site (`@site/docs/efr/AT/index.mdx` or `docs/efr/AT/index.mdx`). */
  source: string;
}

/**
 * The route a permalink becomes under the site's `trailingSlash` ("/efr/AT/" of docs/efr/AT/index.mdx
 * is /efr/AT when it is false), as Docusaurus compares routes.
 */
export function routeOf(permalink: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || permalink === '/') return permalink;
  const bare = permalink.replace(/\/+$/, '');
  return trailingSlash ? `${bare}/` : bare;
}

/** One line per route that more than one source claims, naming every source. */
export function duplicateRoutes(sources: readonly RouteSource[], trailingSlash?: boolean): string[] {
  const byRoute = new Map<string, string[]>();
  for (const { permalink, source } of sources) {
    const route = routeOf(permalink, trailingSlash);
    byRoute.set(route, [...(byRoute.get(route) ?? []), source.replace(/^@site\//, '')]);
  }
  return [...byRoute]
    .filter(([, files]) => files.length > 1)
    .map(
      ([route, files]) =>
        `${route} is the route of ${files.join(' and ')}: give one of them another file name or \`slug\` in its front matter.`,
    );
}

interface LoadedDocs {
  loadedVersions?: { docs: { permalink: string; source: string }[] }[];
}

/** The routes of every docs version and of src/pages, from Docusaurus's loaded content. */
export function routeSources(allContent: AllContent): RouteSource[] {
  const docs = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as LoadedDocs[];
  const pages = Object.values(allContent['docusaurus-plugin-content-pages'] ?? {}) as RouteSource[][];
  return [
    ...docs.flatMap((plugin) => (plugin.loadedVersions ?? []).flatMap((version) => version.docs)),
    ...pages.flat(),
  ].map(({ permalink, source }) => ({ permalink, source }));
}

export default function routeChecksPlugin(context: LoadContext): Plugin {
  const { onDuplicateRoutes: severity, trailingSlash } = context.siteConfig;
  return {
    name: 'route-checks',
    allContentLoaded({ allContent }) {
      if (severity === 'ignore') return;
      const problems = duplicateRoutes(routeSources(allContent), trailingSlash);
      if (problems.length === 0) return;
      const message = `Duplicate routes:\n- ${problems.join('\n- ')}`;
      if (severity === 'throw') throw new Error(message);
      // Docusaurus's logger would do as well; console keeps this module free of its internals.
      console.warn(`[WARNING] ${message}`);
    },
  };
}
