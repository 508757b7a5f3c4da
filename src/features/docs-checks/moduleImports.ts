import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { withoutCodeBlocks } from './codeBlocks';

/**
 * The static imports of a module or an MDX page, and the local modules they reach. The content
 * tests use them to check that a page imports every component it renders and that what a page
 * imports does not pull in a data index (every sample or country), which would put all of them in
 * the page's JavaScript.
 */
export interface ModuleImport {
  /** The default import's local name ("Receipt"), or undefined for named-only or bare imports. */
  name?: string;
  /** The module specifier as written, e.g. "@site/src/components/Receipt". */
  specifier: string;
}

// An import or re-export statement at the start of a line, possibly over several lines. A clause
// that imports types only is erased by the compiler and loads nothing at run time.
const statement = /^(import|export)\s+(type\s+)?([^'";]*?)\s*(?:from\s+)?['"]([^'"]+)['"]/gm;

function onlyTypes(clause: string): boolean {
  const named = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!named?.[1]) return false;
  const specifiers = named[1].split(',').map((part) => part.trim());
  return specifiers.filter(Boolean).every((part) => part.startsWith('type '));
}

/** The imports that load a module at run time; in MDX, fenced code blocks are ignored. */
export function moduleImports(source: string, { mdx = false } = {}): ModuleImport[] {
  const text = mdx ? withoutCodeBlocks(source) : source;
  const imports: ModuleImport[] = [];
  for (const [, keyword, typeOnly, clause = '', specifier = ''] of text.matchAll(statement)) {
    if (typeOnly || onlyTypes(clause)) continue;
    // "export const x = …" has no specifier; the pattern only matches re-exports with one.
    if (keyword === 'export' && !/^(\*|\{)/.test(clause.trim())) continue;
    const name = keyword === 'import' ? /^([A-Za-z_$][\w$]*)\s*(,|$)/.exec(clause.trim())?.[1] : undefined;
    imports.push({ name, specifier });
  }
  return imports;
}

const extensions = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js'];

/**
 * The file a specifier names: `@site/…` from the site folder, `./` and `../` from the importing
 * file. Packages and theme aliases (`@theme/…`) are not ours: undefined.
 */
export function resolveLocal(specifier: string, importer: string, siteDir: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@site/')) base = path.join(siteDir, specifier.slice('@site/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(importer), specifier);
  else return undefined;
  return extensions.map((ext) => base + ext).find((file) => existsSync(file) && statSync(file).isFile());
}

/** Every local script module reachable from `entry` through run-time imports, `entry` included. */
export function reachableModules(entry: string, siteDir: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    // Styles and MDX partials import nothing this check follows (partials are checked as pages).
    if (!/\.[jt]sx?$/.test(file)) return;
    for (const { specifier } of moduleImports(readFileSync(file, 'utf8'))) {
      const target = resolveLocal(specifier, file, siteDir);
      if (target) visit(target);
    }
  };
  visit(entry);
  return seen;
}
