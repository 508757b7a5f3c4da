import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { moduleImports, moduleStrings, pageImports, reachableModules, resolveLocal } from '../moduleImports';

describe('moduleImports', () => {
  it('lists run-time imports and re-exports with their default name, skipping type-only ones', () => {
    const source = [
      "import Receipt from '@site/src/components/Receipt';",
      "import Tabs, { useTabs } from '@theme/Tabs';",
      "import { a,\n  b } from './ab';",
      "import type { ReceiptSample } from '@site/src/data/receipts';",
      "import { type Country } from '@site/src/data/countries';",
      "import styles from './styles.module.css';",
      "export { default as Matrix } from './Matrix';",
      "export type { Mechanism } from './types';",
      "export const label = 'not an import';",
    ].join('\n');
    expect(moduleImports(source)).toEqual([
      { name: 'Receipt', specifier: '@site/src/components/Receipt' },
      { name: 'Tabs', specifier: '@theme/Tabs' },
      { name: undefined, specifier: './ab' },
      { name: 'styles', specifier: './styles.module.css' },
      { name: undefined, specifier: './Matrix' },
    ]);
  });

  it('reads the statements of an MDX page, not the imports its code blocks show', () => {
    const page = [
      '---',
      'title: T',
      '---',
      '',
      "import sample from '@site/src/data/receipts/at';",
      '',
      '```js',
      "import fetch from 'node-fetch';",
      '```',
    ].join('\n');
    expect(pageImports(page).map((entry) => entry.specifier)).toEqual(['@site/src/data/receipts/at']);
  });
});

describe('moduleStrings', () => {
  it('lists the string literals of a module with their lines, not the module names it imports', () => {
    expect(moduleStrings("import a from './a';\nconst b = {\n  c: 'in the press',\n};")).toEqual([
      { line: 3, text: 'in the press' },
    ]);
  });
});

describe('resolveLocal and reachableModules', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'module-imports-'));
  mkdirSync(path.join(site, 'src/data'), { recursive: true });
  mkdirSync(path.join(site, 'src/Card'), { recursive: true });
  writeFileSync(path.join(site, 'src/data/index.ts'), "import one from './one';\nexport const all = [one];\n");
  writeFileSync(path.join(site, 'src/data/one.ts'), 'export default 1;\n');
  writeFileSync(path.join(site, 'src/Card/index.tsx'), "import { all } from '../data';\nimport 'react';\n");
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  it('resolves @site and relative specifiers to files, and leaves packages alone', () => {
    const card = path.join(site, 'src/Card/index.tsx');
    expect(resolveLocal('@site/src/Card', '/elsewhere.mdx', site)).toBe(card);
    expect(resolveLocal('../data/one', card, site)).toBe(path.join(site, 'src/data/one.ts'));
    expect(resolveLocal('react', card, site)).toBeUndefined();
    expect(resolveLocal('./missing', card, site)).toBeUndefined();
  });

  it('follows imports through index modules', () => {
    const reached = [...reachableModules(path.join(site, 'src/Card/index.tsx'), site)];
    expect(reached.map((file) => path.relative(site, file)).sort()).toEqual([
      'src/Card/index.tsx',
      'src/data/index.ts',
      'src/data/one.ts',
    ]);
  });
});
