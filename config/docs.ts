import { fileURLToPath } from 'node:url';
import type { PluginConfig } from '@docusaurus/types';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { sidebarItemsGenerator } from './sidebar/generator';
import contentChecks from '../src/plugins/content-checks/remark';
import jsonFormat from '../src/plugins/json-format/remark';
import linkChecksPlugin from '../src/plugins/link-checks';
import linkChecks from '../src/plugins/link-checks/remark';
import apiOperationData from '../src/plugins/openapi-reference/remark';
import codeTokens from '../src/plugins/code-tokens/remark';
import receiptData from '../src/plugins/receipt-codes/remark';
import { SiteLinks } from '../src/plugins/link-checks/siteLinks';
import shortenedTokens from '../src/plugins/shortened-tokens/remark';
import { areas } from './areas';
import { codeLanguages } from './prism';

// The areas themselves (name, label, landing page): ./areas.ts, which pages may import.
export { areas, type AreaName } from './areas';

// Broken links and anchors in MDX, with file and line: the remark plugin of every area reads the
// routes that the link-checks plugin records once Docusaurus has loaded all content.
const siteLinks = new SiteLinks();
const siteDir = fileURLToPath(new URL('..', import.meta.url));

function docsArea({ name, sidebarCollapsible }: (typeof areas)[number]): PluginConfig {
  const options = {
    id: name,
    path: `docs/${name}`,
    routeBasePath: name,
    sidebarPath: `./sidebars/${name}.ts`,
    sidebarCollapsible,
    breadcrumbs: false,
    showLastUpdateTime: false,
    sidebarItemsGenerator,
    // Checks first, on the source as written; then what only changes the page: one-line JSON
    // examples formatted, shortened tokens in inline code kept on one line, each sample receipt's
    // build-time data handed to its <Receipt>, each endpoint section's operation to its <ApiOperation>;
    // last, each code block's Prism tokens, so the browser draws them without Prism.
    remarkPlugins: [
      [contentChecks, { languages: codeLanguages, siteDir }],
      [linkChecks, { links: siteLinks }],
      jsonFormat,
      shortenedTokens,
      receiptData,
      [apiOperationData, { siteDir }],
      codeTokens,
    ],
  } satisfies DocsOptions;
  return ['@docusaurus/plugin-content-docs', options];
}

export const docsPlugins: PluginConfig[] = [...areas.map(docsArea), linkChecksPlugin(siteLinks)];
