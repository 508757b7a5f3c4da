import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoadContext } from '@docusaurus/types';
import securityHeadersPlugin from '..';
import { hashSource } from '../inlineScripts';

let outDir: string;

beforeEach(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'security-headers-'));
  await mkdir(path.join(outDir, 'efr', 'AT'), { recursive: true });
  await writeFile(
    path.join(outDir, 'index.html'),
    '<head><script>theme()</script><script src="/assets/js/main.js"></script></head>',
  );
  await writeFile(
    path.join(outDir, 'efr', 'AT', 'fiscal.html'),
    '<head><script>theme()</script></head><body><script>banner()</script></body>',
  );
  await writeFile(path.join(outDir, 'efr', 'AT', 'notes.txt'), '<script>ignored()</script>');
});

afterEach(async () => {
  await rm(outDir, { recursive: true, force: true });
});

async function runPostBuild(options = {}): Promise<void> {
  const plugin = securityHeadersPlugin({} as LoadContext, options);
  // Only outDir is read; the other postBuild props are irrelevant here.
  await plugin.postBuild!({ outDir } as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
}

describe('security-headers plugin', () => {
  it('writes _headers with the hashes of the inline scripts of every page, nested ones included', async () => {
    await runPostBuild({ identityProvider: 'https://id.example.com/', algolia: null, webAssembly: false });
    const headers = await readFile(path.join(outDir, '_headers'), 'utf8');
    const csp = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? '';
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${[hashSource('banner()'), hashSource('theme()')].sort().join(' ')}`);
    expect(csp).not.toContain(hashSource('ignored()'));
    // The Try it panels' EFRs on the reader's computer follow the provider (policy.ts, tryItSources).
    expect(csp).toContain("connect-src 'self' https://id.example.com http://localhost:* http://127.0.0.1:*");
    expect(headers).toMatch(/^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  });

  it("adds 'wasm-unsafe-eval' only when a bundle compiles WebAssembly", async () => {
    const scriptSrc = async () => /script-src [^;]*/.exec(await readFile(path.join(outDir, '_headers'), 'utf8'))?.[0];
    await runPostBuild({ identityProvider: null, algolia: null, webAssembly: false });
    expect(await scriptSrc()).not.toContain("'wasm-unsafe-eval'");
    // Without the option: the bundles decide.
    await mkdir(path.join(outDir, 'assets', 'js'), { recursive: true });
    await writeFile(path.join(outDir, 'assets', 'js', 'engine.js'), 'WebAssembly.instantiate(bytes)');
    await runPostBuild({ identityProvider: null, algolia: null });
    expect(await scriptSrc()).toContain("'wasm-unsafe-eval'");
  });

  it('writes the same headers for nginx', async () => {
    await runPostBuild({ identityProvider: null, algolia: null });
    const headersFile = await readFile(path.join(outDir, '_headers'), 'utf8');
    const nginx = await readFile(path.join(outDir, 'nginx-headers.conf'), 'utf8');
    const csp = /Content-Security-Policy: (.*)/.exec(headersFile)?.[1];
    expect(nginx).toContain(`add_header Content-Security-Policy "${csp}" always;`);
    for (const name of [
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]) {
      expect(nginx).toMatch(new RegExp(`^add_header ${name} ".+" always;$`, 'm'));
    }
  });
});
