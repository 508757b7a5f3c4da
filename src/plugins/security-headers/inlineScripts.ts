import { createHash } from 'node:crypto';

/**
 * Inline scripts of a built HTML page, for the `script-src` hashes of the Content-Security-Policy.
 *
 * Why a regular expression and not an HTML parser: the text of a `<script>` element is raw text.
 * The HTML tokenizer ends it at the first `</script` followed by whitespace, `/` or `>`, decodes
 * nothing inside, and the browser hashes exactly those characters (CSP 3, "script-src" hash
 * matching). The expression below states that rule; a parser would add a dependency and a
 * normalisation step we would then have to undo. Comments are skipped first so a commented-out
 * script is not hashed.
 */
const commentPattern = /<!--[\s\S]*?-->/g;
const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
const typePattern = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const srcPattern = /(?:^|\s)src\s*=/i;

/** Types whose inline content the browser executes (HTML "script block's type string"). */
const javascriptTypes = new Set([
  '',
  'module',
  'importmap',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-javascript',
  'text/ecmascript',
]);

/** True when an inline script with this `type` attribute runs, so it needs a hash in the policy. */
export function isExecutableType(type: string | undefined): boolean {
  return type === undefined || javascriptTypes.has(type.trim().toLowerCase());
}

/** The contents of every executable inline `<script>` of a page, in document order. */
export function extractInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.replace(commentPattern, '').matchAll(scriptPattern)) {
    const attributes = match[1] ?? '';
    const content = match[2] ?? '';
    if (srcPattern.test(attributes)) continue;
    const type = typePattern.exec(attributes);
    if (!isExecutableType(type ? (type[1] ?? type[2] ?? type[3]) : undefined)) continue;
    if (content.length > 0) scripts.push(content);
  }
  return scripts;
}

/** The CSP source expression of a script text: `'sha256-<base64 of SHA-256 of its UTF-8 bytes>'`. */
export function hashSource(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** The distinct hash sources of all inline scripts of the given pages, sorted for stable output. */
export function collectScriptHashes(pages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of pages) for (const script of extractInlineScripts(html)) hashes.add(hashSource(script));
  return [...hashes].sort();
}

/** Inline event handler attributes (`onclick="…"`): a hash-based policy blocks them, so the build must not ship any. */
export function findInlineEventHandlers(html: string): string[] {
  const found: string[] = [];
  const withoutScripts = html.replace(commentPattern, '').replace(scriptPattern, '');
  for (const match of withoutScripts.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)) found.push(match[1]!.toLowerCase());
  return found;
}
