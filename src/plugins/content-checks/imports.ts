import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** The `import … from '…'` sources of a tree's ESM blocks, with the node that holds each. */
export function importsOf(tree: Root): { source: string; node: MdxjsEsm }[] {
  const found: { source: string; node: MdxjsEsm }[] = [];
  visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration' && typeof statement.source.value === 'string') {
        found.push({ source: statement.source.value, node });
      }
    }
  });
  return found;
}

const extensions = ['.ts', '.tsx', '.js', '.jsx', '.mdx', '.md', '.json'];

/** The path an `@site/…` or relative import names (extension left out), or undefined for a package. */
function importBase(source: string, fromFile: string, siteDir: string): string | undefined {
  const bare = source.replace(/[?#].*$/, '');
  if (bare.startsWith('@site/')) return path.join(siteDir, bare.slice('@site/'.length));
  if (bare.startsWith('./') || bare.startsWith('../')) return path.resolve(path.dirname(fromFile), bare);
  return undefined;
}

/** The file an `@site/…` or relative import names, when it exists (as the bundler resolves it). */
export function resolveImport(source: string, fromFile: string, siteDir: string): string | undefined {
  const base = importBase(source, fromFile, siteDir);
  if (!base) return undefined;
  const candidates = [base, ...extensions.map((ext) => base + ext), ...extensions.map((ext) => `${base}/index${ext}`)];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** What to add when a page imports data that does not exist yet (WRITING_GUIDE.md, "Add a country"). */
const recipes: Record<string, string> = {
  'src/data/countries':
    'A new country needs src/data/countries/<code>.ts, listed in src/data/countries/index.ts and in countryCodes of src/data/countries/types.ts (WRITING_GUIDE.md, "Add a country", step 1).',
  'src/data/receipts':
    'A new country\'s sample receipt is src/data/receipts/<code>.ts (WRITING_GUIDE.md, "Add a country", step 2).',
};

/** The message for an import that names no file: the modules that folder has, and what to add. */
export function missingImportMessage(source: string, fromFile: string, siteDir: string): string {
  const base = importBase(source, fromFile, siteDir)!;
  const folder = path.dirname(base);
  const relativeFolder = path.relative(siteDir, folder).split(path.sep).join('/');
  const wanted = `${path.relative(siteDir, base).split(path.sep).join('/')}.ts`;
  // Its modules: files of code or content (not the folder's index or types), and folders (components).
  const modules = existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((entry) =>
          entry.isDirectory()
            ? !entry.name.startsWith('_')
            : extensions.includes(path.extname(entry.name)) && !/^(index|types)\./.test(entry.name),
        )
        .map((entry) => entry.name.replace(/\.[^.]+$/, ''))
    : undefined;
  const known = modules
    ? ` ${relativeFolder}/ has: ${modules.join(', ') || 'nothing yet'}.`
    : ` There is no folder ${relativeFolder}/.`;
  const recipe = recipes[relativeFolder] ?? `Add ${wanted}, or import a module that exists.`;
  return `imports "${source}", which names no file (no ${wanted}, nor another extension).${known} ${recipe}`;
}

/** Fails the compile at the first `@site/…` or relative import that names no file, with its line. */
export function checkImports(tree: Root, file: VFile, siteDir: string) {
  for (const { source, node } of importsOf(tree)) {
    if (!importBase(source, file.path, siteDir) || resolveImport(source, file.path, siteDir)) continue;
    const start = node.position?.start;
    const where = `${path.relative(siteDir, file.path)}:${start?.line ?? 1}:${start?.column ?? 1}`;
    // The place, not the node: the node would put its whole syntax tree into the printed error.
    file.fail(`${where} ${missingImportMessage(source, file.path, siteDir)}`, {
      place: node.position,
      ruleId: 'import',
      source: 'content-checks',
    });
  }
}
