import type { PluginConfig } from '@docusaurus/types';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { sidebarItemsGenerator } from '../src/features/sidebar/generator';
import contentChecks from '../src/plugins/content-checks/remark';
import jsonFormat from '../src/plugins/json-format/remark';
import shortenedTokens from '../src/plugins/shortened-tokens/remark';
import { areas } from './areas';
import { codeLanguages } from './prism';

// The areas themselves (name, label, landing page): ./areas.ts, which pages may import.
export { areas, type AreaName } from './areas';

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
    // examples formatted, shortened tokens in inline code kept on one line.
    remarkPlugins: [[contentChecks, { languages: codeLanguages }], jsonFormat, shortenedTokens],
  } satisfies DocsOptions;
  return ['@docusaurus/plugin-content-docs', options];
}

export const docsPlugins: PluginConfig[] = areas.map(docsArea);
