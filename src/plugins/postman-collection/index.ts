import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { openApiToPostman } from './convert';

export interface PostmanCollectionOptions {
  /** The OpenAPI document, relative to the site's static/ folder. */
  openApi: string;
  /** Where the collection goes, relative to the build folder (next to the OpenAPI document). */
  output: string;
}

/**
 * Writes the Postman collection of the EFR API (format v2.1) next to its OpenAPI description after
 * every build, so the two downloads always describe the same endpoints. README.md beside this file
 * says why Postman's own converter does the work.
 */
export default function postmanCollectionPlugin(context: LoadContext, options: PostmanCollectionOptions): Plugin {
  const source = path.join(context.siteDir, 'static', options.openApi);
  return {
    name: 'postman-collection',
    getPathsToWatch: () => [source],
    async postBuild({ outDir }) {
      const started = Date.now();
      const collection = await openApiToPostman(source, `${context.siteConfig.url}/${options.openApi}`);
      const target = path.join(outDir, options.output);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, `${JSON.stringify(collection, null, 2)}\n`);
      console.log(`[postman-collection] ${options.output} (${Date.now() - started} ms).`);
    },
  };
}
