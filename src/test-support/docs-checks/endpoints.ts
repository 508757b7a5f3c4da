/**
 * The EFR calls a page names, as "METHOD /path", for the OpenAPI test (src/data/__tests__/openapi.test.ts)
 * that holds them against static/api/efr.openapi.json. Two forms count:
 *
 * - a method and a path, the path possibly written as a full URL: "POST /register",
 *   "GET http://localhost:5618/control/export?from=…", "GET http://[LAN IP]:5618/tra";
 * - a full URL of the EFR without a method in front, as a request example gives it to a browser
 *   or a tool: "open `http://localhost:5618/control/export?from=…`",
 *   `curl -o audit.csv "http://localhost:5618/control/audit"`. Its method is the tool's
 *   (`-X`/`--request`/`-Method`, POST when it sends a body), else GET.
 *
 * An address is the EFR's when it is on the EFR's port 5618, whatever the host (`localhost`,
 * `[LAN IP]`, `192.168.10.20`), or on the local machine (a reader's own EFR at
 * `http://localhost:<port>`). Pages also give full URLs of public web sites (tax authorities, the
 * receipt domain) and of devices in the shop (a fiscal printer's web service): no EFR calls. The
 * EFR's user interface is no call either: its bare address (`http://localhost:5618`) and the
 * addresses of its pages (`http://localhost:5618/control`), which the API reference lists in its
 * "Local user interface" table (interfacePagesIn).
 */

const methods = 'GET|PUT|POST|DELETE|PATCH';
/** Scheme and authority; a bracketed placeholder may hold spaces ("[LAN IP]"). */
const origin = String.raw`https?:\/\/((?:\[[^\]\n]*\]|<[^>\n]*>|[^\s/"'\x60()<>[\]])+)`;
const path = String.raw`(\/[\w./-]*)`;

/** "POST /register", "GET http://localhost:5618/control/export?…": method, path. */
const namedCall = new RegExp(String.raw`\b(${methods})\s+(?:${origin})?${path}`, 'g');
/** A full URL: authority, path. */
const fullUrl = new RegExp(`${origin}${path}?`, 'g');

const efrPort = /:5618$/;
const localMachine = /^(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])(?::\d+)?$/;

function isEfrAddress(authority: string): boolean {
  return efrPort.test(authority) || localMachine.test(authority);
}

/** The method a tool on this line sends: curl's `-X`/`--request`, PowerShell's `-Method`, else POST with a body, else GET. */
function toolMethod(line: string): string {
  const named = new RegExp(String.raw`(?:-X\s*|--request[\s=]+|-Method\s+)["']?(${methods})\b`, 'i').exec(line);
  if (named) return named[1]!.toUpperCase();
  return /(?:^|\s)(?:-d|--data(?:-\w+)?|--json|-F|--form|-Body)(?:\s|=)/.test(line) ? 'POST' : 'GET';
}

/** "/control/export." → "/control/export"; the root ("/") is no call. */
function cleanPath(raw: string): string {
  return raw.replace(/[./]+$/, '');
}

function callsOnLine(line: string, interfacePages: ReadonlySet<string>): string[] {
  const calls: string[] = [];
  const named: [number, number][] = [];
  for (const match of line.matchAll(namedCall)) {
    const [text, method, , rawPath = ''] = match;
    named.push([match.index, match.index + text.length]);
    const clean = cleanPath(rawPath);
    if (clean) calls.push(`${method} ${clean}`);
  }
  for (const match of line.matchAll(fullUrl)) {
    const [, authority = '', rawPath = ''] = match;
    if (named.some(([start, end]) => match.index >= start && match.index < end)) continue;
    const clean = cleanPath(rawPath);
    if (clean && isEfrAddress(authority) && !interfacePages.has(clean)) calls.push(`${toolMethod(line)} ${clean}`);
  }
  return calls;
}

/**
 * Every EFR call the text names, in order, repeats included. A full URL of one of
 * `interfacePages` ("/control") opens that page of the user interface: no call.
 */
export function endpointsIn(text: string, interfacePages: ReadonlySet<string> = new Set()): string[] {
  return text.split('\n').flatMap((line) => callsOnLine(line, interfacePages));
}

/**
 * The addresses of the user interface's pages: the backticked paths of the Address column in the
 * table under the heading "Local user interface" (docs/efr/api/additional-functions.mdx).
 */
export function interfacePagesIn(text: string): Set<string> {
  const section = /^##+ Local user interface\n([\s\S]*?)(?=^##+ |(?![\s\S]))/m.exec(text)?.[1] ?? '';
  const pages = section
    .split('\n')
    .map((line) => /^\|[^|]*\|\s*`(\/[\w./-]*)`\s*\|/.exec(line)?.[1])
    .filter((page): page is string => page !== undefined && page !== '/');
  return new Set(pages);
}
