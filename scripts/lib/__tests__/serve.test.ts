import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** scripts/serve.mjs (`npm run serve`, the browser tests' server) on a small build in a temp folder. */
let server: ChildProcess;
let origin = '';

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'serve-test-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(path.join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
  writeFileSync(path.join(dir, 'nginx-headers.conf'), 'add_header X-Content-Type-Options nosniff always;\n');
  server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir, '--port', '0'], { stdio: 'pipe' });
  origin = await new Promise<string>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      const match = /at (http:\/\/\S+)/.exec(chunk.toString());
      if (match) resolve(match[1]!);
    });
    server.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
});
afterAll(() => server.kill());

describe('serve.mjs', () => {
  it('serves pages with the headers of _headers', async () => {
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("does not serve the host's header files, as the nginx recipe does not", async () => {
    expect((await fetch(`${origin}/_headers`)).status).toBe(404);
    expect((await fetch(`${origin}/nginx-headers.conf`)).status).toBe(404);
  });

  it('answers 405 with Allow to methods other than GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await fetch(`${origin}/`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
    expect((await fetch(`${origin}/`, { method: 'HEAD' })).status).toBe(200);
  });
});
