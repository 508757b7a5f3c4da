import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The docs pages as the content tests see them: every .md/.mdx file under docs/, its area (the
 * first folder, which is also its URL base) and the route Docusaurus gives it.
 */
export interface DocFile {
  /** Path relative to docs/, with forward slashes, e.g. "efr/AT/index.mdx". */
  relPath: string;
  absPath: string;
  /** "efr", "bill", "faq", "e_invoicing", "enduser". */
  area: string;
  /** Partials (a file or folder name starting with "_") are not pages and have no route. */
  partial: boolean;
}

export function listDocFiles(docsDir: string): DocFile[] {
  if (!existsSync(docsDir)) return [];
  const files: DocFile[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const absPath = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(absPath);
      else if (/\.mdx?$/.test(entry.name)) {
        const relPath = path.relative(docsDir, absPath).split(path.sep).join('/');
        files.push({
          relPath,
          absPath,
          area: relPath.split('/')[0] ?? '',
          partial: relPath.split('/').some((segment) => segment.startsWith('_')),
        });
      }
    }
  };
  visit(docsDir);
  return files.sort((a, b) => a.relPath.localeCompare(b.relPath));
}

/** The files the site's code and data are written in. */
export const CODE_FILE = /\.(ts|tsx|js|mjs|json|css)$/;

/**
 * Every code file under `dir` whose name matches `pattern`, absolute paths, tests and their fixtures
 * left out: they are inputs of their own (a test shows the mistake a check catches).
 */
export function listCodeFiles(dir: string, pattern: RegExp = CODE_FILE): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const absPath = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['__tests__', '__fixtures__', 'node_modules'].includes(entry.name) ? [] : listCodeFiles(absPath, pattern);
    return pattern.test(entry.name) ? [absPath] : [];
  });
}

export function readDoc(file: DocFile): string {
  return readFileSync(file.absPath, 'utf8');
}

/**
 * The route of a page, following Docusaurus: the file path under the area's folder, "index" or
 * "README" (or a file named like its folder) standing for the folder; `id` front matter replaces the
 * file name; an absolute `slug` is relative to the area's URL base, a relative one to the folder.
 */
export function routeOfDoc(file: DocFile, frontMatter: { slug?: unknown; id?: unknown }): string {
  const segments = file.relPath.replace(/\.mdx?$/, '').split('/');
  const area = file.area;
  const folder = segments.slice(0, -1);
  const join = (parts: string[]) => `/${parts.filter(Boolean).join('/')}`.replace(/\/+$/, '') || '/';

  if (typeof frontMatter.slug === 'string') {
    const slug = frontMatter.slug.trim();
    return slug.startsWith('/') ? join([area, ...slug.split('/')]) : join([...folder, ...slug.split('/')]);
  }
  const name = typeof frontMatter.id === 'string' ? frontMatter.id : (segments.at(-1) ?? '');
  const isIndex =
    typeof frontMatter.id !== 'string' &&
    (/^(index|readme)$/i.test(name) || name.toLowerCase() === folder[folder.length - 1]?.toLowerCase());
  return isIndex ? join(folder) : join([...folder, name]);
}
