import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { tokenColourCss } from './tokenCss';

/**
 * The code blocks' token colours of both colour modes in the site's stylesheet, from
 * themeConfig.prism (theme, darkTheme): see ./README.md. Written into the generated files at start
 * and bundled as a client module.
 */
export default function codeTokenColoursPlugin(context: LoadContext): Plugin {
  const prism = (context.siteConfig.themeConfig as { prism?: { theme?: PrismTheme; darkTheme?: PrismTheme } }).prism;
  if (!prism?.theme || !prism.darkTheme) {
    throw new Error('code-token-colours: themeConfig.prism needs a theme and a darkTheme.');
  }
  const file = path.join(context.generatedFilesDir, 'code-token-colours', 'tokens.css');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, tokenColourCss({ light: prism.theme, dark: prism.darkTheme }));
  return { name: 'code-token-colours', getClientModules: () => [file] };
}
