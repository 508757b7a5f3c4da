import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const require = createRequire(import.meta.url);

/** theme-classic's client module, as Docusaurus's generated client-modules.js requires it (no extension). */
export const prismClientModule = require
  .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
  .replace(/\.js$/, '');

/** What that module does, its statements without comments: all of it moves to src/features/code-blocks/highlighter.tsx. */
const expectedStatements = [
  "import { Prism } from 'prism-react-renderer';",
  "import prismIncludeLanguages from '@theme/prism-include-languages';",
  'prismIncludeLanguages(Prism);',
];

/** The browser's loader of Prism, and its twin that the server's bundle has instead. */
const loader = fileURLToPath(new URL('../../features/code-blocks/loadHighlighter', import.meta.url));

export function statementsOf(source: string): string[] {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'));
}

/**
 * Prism is not evaluated when a page starts (see README.md): theme-classic's client module, which
 * imports prism-react-renderer and registers the extra languages on every page at start, is
 * resolved to an empty module; src/features/code-blocks/highlighter.tsx does the same in a chunk
 * the browser loads when a code block is to be highlighted. The server, which highlights every
 * block in a render that must not wait, gets the loader's twin that has Prism at once. There is no
 * option for either. Fails the build when the client module does anything else (a Docusaurus
 * upgrade), rather than drop what it does.
 */
export default function prismOnDemandPlugin(): Plugin {
  const statements = statementsOf(readFileSync(`${prismClientModule}.js`, 'utf8'));
  if (JSON.stringify(statements) !== JSON.stringify(expectedStatements)) {
    throw new Error(
      `prism-on-demand: ${prismClientModule}.js no longer only registers the Prism languages; ` +
        'compare it with src/features/code-blocks/highlighter.tsx and update both.',
    );
  }
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            [`${prismClientModule}$`]: false,
            ...(isServer ? { [`${loader}$`]: `${loader}.server.ts` } : {}),
          },
        },
      };
    },
  };
}
