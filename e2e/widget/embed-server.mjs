#!/usr/bin/env node
// Serves the chat widget's embed example (widget/examples/embed.html) for e2e/widget/embed.spec.ts:
// copies the example and the built embed bundle (widget/dist/embed) into a temporary folder, in
// the layout the example expects (../dist/embed/), adds a wide test image for the previewer and
// serves the folder with scripts/serve.mjs. Usage: node e2e/widget/embed-server.mjs --port 5173
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { port: { type: 'string', default: '5173' } } });

const embed = path.join(repo, 'widget/dist/embed');
if (!existsSync(path.join(embed, 'chat-widget.js'))) {
  console.error('No embed bundle in widget/dist/embed: run "npm run build -w widget" first.');
  process.exit(1);
}

// One folder per port, rebuilt on every start: a run that was killed leaves nothing to pile up.
const root = path.join(tmpdir(), `chat-widget-embed-${values.port}`);
rmSync(root, { recursive: true, force: true });
mkdirSync(path.join(root, 'examples'), { recursive: true });
cpSync(path.join(repo, 'widget/examples/embed.html'), path.join(root, 'examples/embed.html'));
cpSync(embed, path.join(root, 'dist/embed'), { recursive: true });
// serve.mjs needs an index and a not-found page.
writeFileSync(
  path.join(root, 'index.html'),
  '<!doctype html><title>Embed</title><a href="/examples/embed.html">Example</a>\n',
);
writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title><p>Not found</p>\n');
// A 1 × 1 PNG: browsers ask for /favicon.ico, and a 404 would be a console error.
writeFileSync(
  path.join(root, 'favicon.ico'),
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
);
// Test images for the previewer: one wider, relative to its height, than any viewport the tests
// use (1600 × 400), one taller (400 × 800).
for (const [name, width, height] of [
  ['wide', 1600, 400],
  ['tall', 400, 800],
]) {
  writeFileSync(
    path.join(root, `examples/${name}.svg`),
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#1d5fd1"/></svg>\n`,
  );
}

const server = spawn(
  process.execPath,
  [path.join(repo, 'scripts/serve.mjs'), '--dir', root, '--port', values.port, '--no-headers'],
  {
    stdio: 'inherit',
  },
);
const cleanUp = () => rmSync(root, { recursive: true, force: true });
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
