import { existsSync } from 'node:fs';
import path from 'node:path';
import leven from 'leven';
import { createAnchorReader, isMarkdown, type AnchorReader, type ReadSource } from './anchors';

/**
 * What the link checks of the MDX compiler know of the site: its routes with their source files,
 * the route bases the docs plugins own, and the anchors of each page. One object, created with the
 * config (config/docs.ts), handed to the remark plugin of every docs area and filled by the
 * link-checks plugin once Docusaurus has loaded all content (before any page is compiled, and again
 * after every content reload of the dev server).
 */

export type Severity = 'ignore' | 'log' | 'warn' | 'throw';

export interface LoadedSite {
  siteDir: string;
  /** Every route of docs and src/pages with its source (`@site/…` or absolute). */
  routes: { permalink: string; source: string }[];
  /** Bases of the docs versions ('/efr'): a link under one must be a route of the list. */
  areaBases: string[];
  /** Routes under an area base that Docusaurus generates (tags pages), left unchecked. */
  generatedBases: string[];
  staticDirs: string[];
  onBrokenLinks: Severity;
  onBrokenAnchors: Severity;
  read: ReadSource;
  maintainCase?: boolean;
}

/** The route as compared: decoded, without trailing slash (Docusaurus ignores it for links). */
export function routeKey(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape is compared as written.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

export type Target =
  | { kind: 'page'; route: string; source: string; anchors: Set<string> | undefined }
  | { kind: 'unknown' }
  | { kind: 'missing'; suggestion: string | undefined };

/** The closest of a list by edit distance, when it is close enough to be a likely typo. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = leven(word, candidate);
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(word.length / 4)) ? best.candidate : undefined;
}

export class SiteLinks {
  /**
   * Docusaurus writes the site config, the remark plugins' options included, into every page's
   * script as JSON (.docusaurus/docusaurus.config.mjs): the filled routes and anchors, five times,
   * were 120 kB of it (3.4 kB gzipped on every page). They are build-time state; the JSON names them.
   */
  toJSON(): string {
    return 'SiteLinks (build-time state of src/plugins/link-checks)';
  }

  private site: LoadedSite | undefined;
  private routes = new Map<string, string>();
  private anchors: AnchorReader | undefined;

  /** Called by the plugin with the loaded site; until then (e.g. a unit test) no link is checked. */
  load(site: LoadedSite) {
    this.site = site;
    this.routes = new Map(
      site.routes.map(({ permalink, source }) => [
        routeKey(permalink),
        source.startsWith('@site/') ? path.join(site.siteDir, source.slice('@site/'.length)) : source,
      ]),
    );
    this.anchors = createAnchorReader({ siteDir: site.siteDir, read: site.read, maintainCase: site.maintainCase });
  }

  get loaded(): LoadedSite | undefined {
    return this.site;
  }

  /** The route of a source file (absolute path), if it has one. */
  routeOf(filePath: string): string | undefined {
    for (const [route, source] of this.routes) if (source === filePath) return route;
    return undefined;
  }

  anchorsOfTree(...args: Parameters<AnchorReader['ofTree']>) {
    return this.anchors?.ofTree(...args);
  }

  /** What a link's pathname leads to: a page (with its anchors when it is MDX), nothing, or unknown. */
  resolve(pathname: string): Target {
    const site = this.site;
    if (!site) return { kind: 'unknown' };
    const route = routeKey(pathname);
    const source = this.routes.get(route);
    if (source) {
      return { kind: 'page', route, source, anchors: isMarkdown(source) ? this.anchors?.ofFile(source) : undefined };
    }
    const under = (base: string) => route === routeKey(base) || route.startsWith(`${routeKey(base)}/`);
    const isStatic = site.staticDirs.some((dir) => existsSync(path.join(dir, route)));
    // Routes outside the docs areas (plugin pages such as /search) are Docusaurus's own check's to judge.
    if (isStatic || !site.areaBases.some(under) || site.generatedBases.some(under)) return { kind: 'unknown' };
    return { kind: 'missing', suggestion: closest(route, this.routes.keys()) };
  }
}
