import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { esmOf, type MdxPage } from '../../plugins/mdx-source/mdx';

/**
 * The static imports of a module or an MDX page, and the local modules they reach. The content
 * tests use them to check that a page imports every component it renders and that what a page
 * imports does not pull in a data index (every sample or country), which would put all of them in
 * the page's JavaScript. Modules are read with the TypeScript parser, pages with the MDX parser
 * (their import/export statements, then the same way).
 */
export interface ModuleImport {
  /** The default import's local name ("Receipt"), or undefined for named-only or bare imports. */
  name?: string;
  /** The module specifier as written, e.g. "@site/src/components/Receipt". */
  specifier: string;
}

/** A clause or an export list that names types only is erased by the compiler: it loads nothing. */
function typesOnly(elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier> | undefined): boolean {
  return elements !== undefined && elements.length > 0 && elements.every((element) => element.isTypeOnly);
}

/**
 * The imports and re-exports that load a module at run time, in order. `fileName` chooses the
 * syntax (.ts, .tsx, .js...); an MDX page's statements are JavaScript.
 */
export function moduleImports(source: string, fileName = 'module.tsx'): ModuleImport[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest);
  const imports: ModuleImport[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      if (clause?.isTypeOnly || (!clause?.name && named && ts.isNamedImports(named) && typesOnly(named.elements))) {
        continue;
      }
      imports.push({ name: clause?.name?.text, specifier: statement.moduleSpecifier.text });
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      !statement.isTypeOnly &&
      !(
        statement.exportClause &&
        ts.isNamedExports(statement.exportClause) &&
        typesOnly(statement.exportClause.elements)
      )
    ) {
      imports.push({ name: undefined, specifier: statement.moduleSpecifier.text });
    }
  }
  return imports;
}

/**
 * Every string literal and template text of a module, with its line: the text a data module gives
 * the pages. The module names of imports and exports are not text.
 */
export function moduleStrings(source: string, fileName = 'module.ts'): { line: number; text: string }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    const literal =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node);
    if (literal && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent))
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The imports of an MDX page (code blocks that show imports are code, not statements). */
export function pageImports(page: MdxPage): ModuleImport[] {
  return moduleImports(esmOf(page), 'page.jsx');
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
    for (const { specifier } of moduleImports(readFileSync(file, 'utf8'), file)) {
      const target = resolveLocal(specifier, file, siteDir);
      if (target) visit(target);
    }
  };
  visit(entry);
  return seen;
}
