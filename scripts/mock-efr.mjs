#!/usr/bin/env node
// The mock EFR: Prism (@stoplight/prism-cli) serving every call of static/api/efr.openapi.json and
// answering with the document's examples, so the Try it panels of the API pages have an EFR to
// call without a till. `npm start` runs it beside the development identity provider, the browser
// tests beside the served build (playwright.config.ts).
//
// What it answers: the first example of the 200 response; a request that breaks the schema gets
// the 400 example (Prism picks the closest error response); the header `Prefer: code=406,
// example=rc-no-device` asks for a given status and example, as the panels do. Prism reloads the
// document when it changes. CORS is open (Prism's default), so any page origin may call it.
//
// Usage: node scripts/mock-efr.mjs [--port 4020] [--host 127.0.0.1]
// The port must be free: the callers choose it (scripts/lib/ports.mjs), never reusing a server.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.EFR_MOCK_PORT || '4020' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const document = path.join(root, 'static', 'api', 'efr.openapi.json');
// The package's bin, run with this Node: no shell, no npx look-up.
const require = createRequire(import.meta.url);
const prism = require.resolve('@stoplight/prism-cli/dist/index.js');

const args = ['mock', '--host', values.host, '--port', values.port, '--verboseLevel', 'warn', document];
const child = spawn(process.execPath, [prism, ...args], { stdio: 'inherit' });
console.log(
  `[mock-efr] Prism answers the calls of static/api/efr.openapi.json at http://${values.host}:${values.port}`,
);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
