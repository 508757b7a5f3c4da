import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { authSettings } from '../../../config/auth';
import { algolia, cspReportUri, tryIt } from '../../../config/env';
import { searchClientSettings } from '../../../config/search';
import { toHeadersFile, toNginxHeaders } from './formats';
import { collectScriptHashes, findInlineEventHandlers } from './inlineScripts';
import { immutableAssets, securityHeaders, tryItSources, type PolicyInput } from './policy';

/** File names written next to the pages; deploy/nginx.conf includes the second one. */
export const headersFileName = '_headers';
export const nginxFileName = 'nginx-headers.conf';

export type SecurityHeadersOptions = Partial<Omit<PolicyInput, 'scriptHashes'>>;

/** Scripts that compile WebAssembly (none of the site's own do; a dependency's bundle might). */
const webAssemblyUse = /WebAssembly\.(?:instantiate|compile)/;

/**
 * What the configuration allows beyond the site itself (config/auth.ts, config/search.ts): the
 * identity provider, the Algolia hosts and the EFRs the Try it panels call. The embedded search
 * engine (MiniSearch) is plain JavaScript, so WebAssembly is allowed only when a bundle compiles it.
 */
export function configuredSources(): Omit<PolicyInput, 'scriptHashes'> {
  const algoliaSearch = searchClientSettings.mode === 'algolia';
  return {
    identityProvider: authSettings?.authority ?? null,
    algolia: algoliaSearch && algolia.appId ? { appId: algolia.appId, insights: algolia.insights } : null,
    webAssembly: false,
    reportUri: cspReportUri ?? null,
    tryIt: tryItSources(tryIt.target),
  };
}

interface BuildOutput {
  pages: Map<string, string>;
  /** True when the bundles under assets/ compile WebAssembly. */
  webAssembly: boolean;
}

/**
 * Reads the pages and the bundles. Only files the bundler wrote: other plugins' postBuild hooks
 * run at the same time and may still be writing (or replacing) their own folders.
 */
async function readBuild(outDir: string): Promise<BuildOutput> {
  const entries = (await readdir(outDir, { recursive: true })).sort();
  const pages = new Map<string, string>();
  let webAssembly = false;
  for (const file of entries) {
    const inAssets = file.startsWith(`assets${path.sep}`);
    if (file.endsWith('.html')) pages.set(file, await readFile(path.join(outDir, file), 'utf8'));
    else if (inAssets && file.endsWith('.wasm')) webAssembly = true;
    else if (inAssets && !webAssembly && /\.m?js$/.test(file)) {
      webAssembly = webAssemblyUse.test(await readFile(path.join(outDir, file), 'utf8'));
    }
  }
  return { pages, webAssembly };
}

/**
 * After the build, hashes every inline `<script>` of every page and writes the response headers
 * (strict Content-Security-Policy and friends) for static hosts: `_headers` for Netlify,
 * Cloudflare Pages and scripts/serve.mjs, `nginx-headers.conf` for deploy/nginx.conf.
 */
export default function securityHeadersPlugin(_context: LoadContext, options: SecurityHeadersOptions = {}): Plugin {
  return {
    name: 'security-headers',
    async postBuild({ outDir }) {
      const { pages, webAssembly } = await readBuild(outDir);
      for (const [file, html] of pages) {
        const handlers = findInlineEventHandlers(html);
        if (handlers.length > 0) {
          console.warn(
            `[security-headers] ${file} has inline event handlers (${handlers.join(', ')}): the CSP blocks them.`,
          );
        }
      }
      const configured = configuredSources();
      const headers = securityHeaders({
        ...configured,
        ...options,
        webAssembly: options.webAssembly ?? (configured.webAssembly || webAssembly),
        scriptHashes: collectScriptHashes(pages.values()),
      });
      await writeFile(
        path.join(outDir, headersFileName),
        toHeadersFile([
          { path: '/*', headers },
          { path: '/assets/*', headers: immutableAssets },
        ]),
      );
      await writeFile(path.join(outDir, nginxFileName), toNginxHeaders(headers));
    },
  };
}
