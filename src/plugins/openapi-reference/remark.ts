import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { pageImports, setIdentifierAttribute } from '../mdx-source/inject';
import { HTTP_METHODS, type OpenApiDocument } from './operation';

/** The OpenAPI description, relative to the site: the one source of the endpoint sections. */
export const OPENAPI_FILE = 'static/api/efr.openapi.json';

/** "POST /register/void" → "post-register-void": the name of the operation's module. */
export const operationSlug = (call: string) =>
  call
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The module the plugin (./index.ts) writes for an operation. */
export const operationModule = (call: string) => `@generated/openapi-reference/default/${operationSlug(call)}.json`;

/** The calls of the description ("GET /last"), read when a page shows one. */
export function callsOf(siteDir: string): Set<string> {
  const document = JSON.parse(readFileSync(path.join(siteDir, OPENAPI_FILE), 'utf8')) as OpenApiDocument;
  return new Set(
    Object.entries(document.paths).flatMap(([route, item]) =>
      HTTP_METHODS.filter((method) => item[method] !== undefined).map((method) => `${method.toUpperCase()} ${route}`),
    ),
  );
}

/**
 * Gives each `<ApiOperation call="POST /register/void" />` of a page its operation's data,
 * `data={…}`, imported from the module ./index.ts writes for that call (as the receipt-codes remark
 * plugin does for sample receipts): a page loads the operations it shows, not the description. A
 * call that is not a plain string or not in the description stops the build with file and line.
 */
export default function apiOperationData({ siteDir }: { siteDir: string }) {
  return (tree: Root, file: VFile) => {
    let calls: Set<string> | undefined;
    const imports = pageImports();
    visit(tree, 'mdxJsxFlowElement', (element: MdxJsxFlowElement) => {
      if (element.name !== 'ApiOperation') return;
      const attribute = element.attributes.find((entry) => entry.type === 'mdxJsxAttribute' && entry.name === 'call');
      const call = typeof attribute?.value === 'string' ? attribute.value : undefined;
      calls ??= callsOf(siteDir);
      if (call === undefined || !calls.has(call)) {
        file.fail(
          `<ApiOperation> needs \`call="METHOD /path"\` naming an operation of ${OPENAPI_FILE}` +
            (call === undefined ? '.' : `; "${call}" is not one.`),
          element,
          'openapi-reference:call',
        );
      }
      const name = imports.add(`__apiOperation_${operationSlug(call).replaceAll('-', '_')}`, operationModule(call));
      setIdentifierAttribute(element, 'data', name);
    });
    imports.prependTo(tree);
  };
}
