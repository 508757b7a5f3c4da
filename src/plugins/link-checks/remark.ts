import path from 'node:path';
import type { Nodes, Root } from 'mdast';
// Adds the MDX JSX nodes to mdast's node types.
import type {} from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { closest, type Severity, type SiteLinks } from './siteLinks';

/**
 * Broken links and anchors, found by the MDX compiler in the page being compiled and reported at
 * the place the author looks, with file, line and column: as warnings in the terminal of
 * `npm start` (the site's onBrokenLinks/onBrokenAnchors say "warn"), as one error per page that
 * fails `STRICT_LINKS=1 npm run build` ("throw"), links and anchors together. Each is also a vfile
 * message, as remark reports. What this cannot see (links that components or the navbar render,
 * routes of other plugins) stays with Docusaurus's own check after the build, which names pages.
 */
export interface LinkChecksOptions {
  links: SiteLinks;
}

interface Problem {
  kind: 'link' | 'anchor';
  reason: string;
  node: Nodes;
}

/** Link targets written in the page: Markdown links and definitions, `<a href>` and `<Link to>`. */
function linksOf(tree: Root): { url: string; node: Nodes }[] {
  const found: { url: string; node: Nodes }[] = [];
  visit(tree, (node: Nodes) => {
    if (node.type === 'link' || node.type === 'definition') {
      found.push({ url: node.url, node });
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const names = node.name === 'a' ? ['href'] : node.name === 'Link' ? ['to', 'href'] : [];
      for (const attribute of node.attributes) {
        if (
          attribute.type === 'mdxJsxAttribute' &&
          names.includes(attribute.name) &&
          typeof attribute.value === 'string'
        ) {
          found.push({ url: attribute.value, node });
        }
      }
    }
  });
  return found;
}

function decoded(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

export default function linkChecks({ links }: LinkChecksOptions) {
  return (tree: Root, file: VFile) => {
    const site = links.loaded;
    if (!site || !file.path) return;
    const ownRoute = links.routeOf(file.path);
    let ownAnchors: Set<string> | undefined;
    const problems: Problem[] = [];

    for (const { url, node } of linksOf(tree)) {
      // External (a scheme such as https: or pathname:, or protocol-relative), or no target at all.
      if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//') || url === '' || url === '#') continue;
      const [beforeHash = '', hash = ''] = url.split(/#(.*)/s);
      const pathPart = beforeHash.replace(/\?.*$/, '');
      if (!pathPart) {
        if (!hash || !ownRoute) continue;
        ownAnchors ??= links.anchorsOfTree(tree, file.path);
        if (ownAnchors && !ownAnchors.has(hash) && !ownAnchors.has(decoded(hash))) {
          const guess = closest(hash, ownAnchors);
          problems.push({
            kind: 'anchor',
            reason: `Link to #${hash}: this page has no heading or element with that id.${guess ? ` Did you mean #${guess}?` : ''}`,
            node,
          });
        }
        continue;
      }
      if (!pathPart.startsWith('/') && !ownRoute) continue;
      const pathname = new URL(pathPart, `http://site${ownRoute ?? '/'}`).pathname;
      const target = links.resolve(pathname);
      if (target.kind === 'missing') {
        problems.push({
          kind: 'link',
          reason: `Link to ${url}: no page has the URL ${pathname}.${target.suggestion ? ` Did you mean ${target.suggestion}?` : ''}`,
          node,
        });
      } else if (target.kind === 'page' && hash) {
        // This page's own anchors come from the tree being compiled, the others' from their files.
        if (target.route === ownRoute) ownAnchors ??= links.anchorsOfTree(tree, file.path);
        const anchors = target.route === ownRoute ? ownAnchors : target.anchors;
        if (!anchors || anchors.has(hash) || anchors.has(decoded(hash))) continue;
        const guess = closest(hash, anchors);
        const source = path.relative(site.siteDir, target.source);
        problems.push({
          kind: 'anchor',
          reason: `Link to ${url}: ${target.route} (${source}) has no heading or element with the id "${hash}".${guess ? ` Did you mean #${guess}?` : ''}`,
          node,
        });
      }
    }
    report(problems, file, site);
  };
}

function report(problems: Problem[], file: VFile, site: NonNullable<SiteLinks['loaded']>) {
  const relative = path.relative(site.siteDir, file.path);
  const failing: string[] = [];
  for (const { kind, reason, node } of problems) {
    const severity: Severity = kind === 'link' ? site.onBrokenLinks : site.onBrokenAnchors;
    if (severity === 'ignore') continue;
    const message = file.message(reason, { place: node.position, ruleId: `broken-${kind}`, source: 'link-checks' });
    const line = `${relative}:${message.line ?? 1}:${message.column ?? 1} ${reason}`;
    if (severity === 'throw') failing.push(line);
    else if (severity === 'warn') console.warn(`[WARNING] ${line}`);
    else console.log(`[INFO] ${line}`);
  }
  if (failing.length > 0) {
    const first = problems.find(
      ({ kind }) => (kind === 'link' ? site.onBrokenLinks : site.onBrokenAnchors) === 'throw',
    );
    file.fail(
      `${failing.length} broken link${failing.length > 1 ? 's' : ''} in ${relative}:\n- ${failing.join('\n- ')}`,
      { place: first?.node.position, ruleId: 'broken-links', source: 'link-checks' },
    );
  }
}
