import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import prismOnDemandPlugin, { prismClientModule, statementsOf } from '../index';

describe('prism-on-demand', () => {
  it("reads theme-classic's client module as registering the Prism languages only", () => {
    expect(statementsOf(readFileSync(`${prismClientModule}.js`, 'utf8'))).toEqual([
      "import { Prism } from 'prism-react-renderer';",
      "import prismIncludeLanguages from '@theme/prism-include-languages';",
      'prismIncludeLanguages(Prism);',
    ]);
  });

  it('takes that module out of both bundles and gives the server the loader that has Prism at once', () => {
    const plugin = prismOnDemandPlugin();
    const aliases = (isServer: boolean) =>
      (
        plugin.configureWebpack?.({}, isServer, {} as never, {} as never) as {
          resolve: { alias: Record<string, unknown> };
        }
      ).resolve.alias;
    expect(aliases(false)).toEqual({ [`${prismClientModule}$`]: false });
    const server = aliases(true);
    expect(server[`${prismClientModule}$`]).toBe(false);
    const twin = Object.entries(server).find(([key]) => key.endsWith('/src/features/code-blocks/loadHighlighter$'));
    expect(twin?.[1]).toMatch(/\/src\/features\/code-blocks\/loadHighlighter\.server\.ts$/);
  });

  it('comments and blank lines are not statements', () => {
    expect(statementsOf('/**\n * licence\n */\n\n// a note\nrun();\n')).toEqual(['run();']);
  });
});
