import { searchThemeConfig } from '../../../config/search';
import { callbackPath, userStoragePrefix } from '../../features/auth/client';
import { openSearchKeys } from '../../features/search/shortcuts';
import { ssrTemplate as template, type StartOptions } from './ssrTemplate';

/**
 * What the start script depends on, taken from the modules that own it. The colour-mode key is
 * Docusaurus's (ColorModeStorageKey in @docusaurus/theme-common/lib/contexts/colorMode.js, not
 * exported; the site sets no siteStorage namespace).
 */
export const startOptions: StartOptions = {
  startNowPaths: [callbackPath, `/${searchThemeConfig.searchPagePath}`],
  sessionPrefix: userStoragePrefix,
  themeKey: 'theme',
  searchKeys: openSearchKeys,
};

/** The site's HTML template: Docusaurus's, with the start script instead of its <script> tags. */
export function ssrTemplate(): string {
  return template(startOptions);
}
