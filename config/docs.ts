import type { PluginConfig } from '@docusaurus/types';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { sidebarItemsGenerator } from './sidebar/generator';
import contentChecks from '../src/plugins/content-checks/remark';
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
    remarkPlugins: [[contentChecks, { languages: codeLanguages }]],
  } satisfies DocsOptions;
  return ['@docusaurus/plugin-content-docs', options];
}

export const docsPlugins: PluginConfig[] = areas.map(docsArea);
