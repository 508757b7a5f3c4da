import type { PluginConfig } from '@docusaurus/types';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { sidebarItemsGenerator } from '../src/features/sidebar/generator';
import contentChecks from '../src/plugins/content-checks/remark';
import { codeLanguages } from './prism';

/**
 * The five documentation areas. One name each is used for the folder under docs/, the URL base,
 * the sidebar and the plugin id (docs-internal/requirements.md#documentation-areas).
 */
export const areas = [
  { name: 'efr', label: 'EFR', sidebarCollapsible: false },
  { name: 'bill', label: 'Digital Receipt', sidebarCollapsible: true },
  { name: 'faq', label: 'FAQs', sidebarCollapsible: true },
  { name: 'e_invoicing', label: 'E-Invoicing', sidebarCollapsible: true },
  { name: 'enduser', label: 'End-user guides', sidebarCollapsible: true },
] as const;

export type AreaName = (typeof areas)[number]['name'];

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
