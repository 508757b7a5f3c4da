#!/usr/bin/env node
// Serves the production build the way a static host does: clean URLs without trailing slashes,
// the not-found page with status 404 for unknown or malformed paths, and the response headers of
// build/_headers (the same file static hosts read), so the browser tests run under the real CSP, and
// gzip for text types as deploy/nginx.conf configures it, so byte counts and Lighthouse's simulated
// network see what a reader's browser receives.
// Usage: node scripts/serve.mjs [--port 4173] [--host 127.0.0.1] [--dir build] [--no-headers]
import { readFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import handler from 'serve-handler';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'build' },
    'no-headers': { type: 'boolean', default: false },
  },
});

const root = path.resolve(values.dir);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No build in ${root}: run "npm run build" first.`);
  process.exit(1);
}

/** Parses the `_headers` format: a path pattern line, then indented "Name: value" lines. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
    } else if (rules.length > 0) {
      const index = line.indexOf(':');
      rules.at(-1).headers[line.slice(0, index).trim()] = line.slice(index + 1).trim();
    }
  }
  return rules;
}

function matches(pattern, pathname) {
  const regex = new RegExp(
    `^${pattern
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return regex.test(pathname);
}

const headersFile = path.join(root, '_headers');
const rules =
  !values['no-headers'] && existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
const notFound = readFileSync(path.join(root, '404.html'));

function sendNotFound(res) {
  res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
  res.end(notFound);
}

/** The types deploy/nginx.conf compresses (`gzip_types`, plus text/html, which nginx always gzips). */
const compressible = /^(text\/(html|css|xml|plain|markdown)|application\/(javascript|json|xml)|image\/svg\+xml)\b/;
const gzip = compression({
  level: 6,
  filter: (_req, res) => compressible.test(String(res.getHeader('content-type') ?? '')),
});

const server = createServer((req, res) => gzip(req, res, () => serve(req, res)));

/** Files of the build for the host, not for readers (deploy/nginx.conf does not serve them either). */
const hostFiles = new Set(['/_headers', '/nginx-headers.conf']);

function serve(req, res) {
  const url = req.url ?? '/';
  const pathname = url.split('?')[0];
  // A static site answers reads only, as deploy/nginx.conf does.
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    res.end('Method Not Allowed\n');
    return;
  }
  for (const rule of rules) {
    if (matches(rule.pattern, pathname)) {
      for (const [name, value] of Object.entries(rule.headers)) res.setHeader(name, value);
    }
  }
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    sendNotFound(res);
    return;
  }
  if (
    decoded.length > 2048 ||
    decoded.includes('\0') ||
    decoded.split('/').includes('..') ||
    hostFiles.has(decoded.replace(/\/+$/, ''))
  ) {
    sendNotFound(res);
    return;
  }
  handler(req, res, {
    public: root,
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: [
      { source: 'assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ],
  }).catch(() => sendNotFound(res));
}

// --port 0 takes a free port; the line printed names the one taken.
server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${server.address().port}`);
});
