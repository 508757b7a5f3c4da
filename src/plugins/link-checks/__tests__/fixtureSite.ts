import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A small Docusaurus site in a temporary folder, with this site's markdown hooks (config/markdown.ts)
 * and its content-checks and link-checks plugins wired as config/docs.ts wires them, to run the real
 * `docusaurus build` and `docusaurus start` on authors' mistakes. Its node_modules are symlinks to
 * the repository's (nothing is installed) with its own bundler cache, so every run starts cold.
 */

export const repoDir = fileURLToPath(new URL('../../../../', import.meta.url));

const config = (siteDir: string) => {
  const from = (file: string) => JSON.stringify(path.join(repoDir, file));
  return `import type { Config } from '@docusaurus/types';
import { markdown } from ${from('config/markdown.ts')};
import { codeLanguages } from ${from('config/prism.ts')};
import contentChecks from ${from('src/plugins/content-checks/remark.ts')};
import linkChecksPlugin from ${from('src/plugins/link-checks/index.ts')};
import linkChecks from ${from('src/plugins/link-checks/remark.ts')};
import { SiteLinks } from ${from('src/plugins/link-checks/siteLinks.ts')};

const links = new SiteLinks();
const severity = process.env.STRICT_LINKS === '1' ? 'throw' : 'warn';

export default {
  title: 'Checks fixture',
  url: 'http://localhost',
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: severity,
  onBrokenAnchors: severity,
  markdown,
  // Rspack, as the site builds (its SSG needs the v4 head attribute flag).
  future: { faster: true, v4: { removeLegacyPostBuildHeadAttribute: true } },
  presets: [['classic', { docs: false, blog: false, pages: false }]],
  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'efr',
        path: 'docs/efr',
        routeBasePath: 'efr',
        remarkPlugins: [
          [contentChecks, { languages: codeLanguages, siteDir: ${JSON.stringify(siteDir)} }],
          [linkChecks, { links }],
        ],
      },
    ],
    linkChecksPlugin(links),
  ],
} satisfies Config;
`;
};

/** Writes the site: `files` maps paths inside it (docs/efr/index.mdx) to their text. */
export function createFixtureSite(files: Record<string, string>): string {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'efr-checks-site-'));
  mkdirSync(path.join(siteDir, 'node_modules'));
  for (const entry of readdirSync(path.join(repoDir, 'node_modules'))) {
    if (entry === '.cache' || entry === '.package-lock.json') continue;
    symlinkSync(path.join(repoDir, 'node_modules', entry), path.join(siteDir, 'node_modules', entry));
  }
  writeFileSync(path.join(siteDir, 'docusaurus.config.ts'), config(siteDir));
  for (const [file, text] of Object.entries(files)) writeFile(siteDir, file, text);
  return siteDir;
}

export function writeFile(siteDir: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
  writeFileSync(path.join(siteDir, file), text);
}

export interface Run {
  /** stdout and stderr together, as the author sees them. */
  output: () => string;
  /** Resolves when the output matches, rejects after `timeout` ms with the output so far. */
  waitFor: (pattern: RegExp, timeout?: number) => Promise<void>;
  exited: Promise<number | null>;
  stop: () => void;
}

/** Runs the Docusaurus CLI in the site with `env` added. */
export function docusaurus(siteDir: string, args: string[], env: Record<string, string> = {}): Run {
  const child = spawn(path.join(repoDir, 'node_modules/.bin/docusaurus'), args, {
    cwd: siteDir,
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env },
    detached: true,
  });
  let text = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  let done = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      done = true;
      for (const listener of listeners) listener();
      resolve(code);
    }),
  );
  return {
    output: () => text,
    exited,
    waitFor: (pattern, timeout = 90_000) =>
      new Promise((resolve, reject) => {
        const fail = (why: string) => {
          listeners.delete(check);
          clearTimeout(timer);
          reject(new Error(`No ${pattern}: ${why}. Output:\n${text}`));
        };
        const check = () => {
          if (!pattern.test(text)) {
            if (done) fail('the command ended');
            return;
          }
          listeners.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => fail(`not in ${timeout} ms`), timeout);
        listeners.add(check);
        check();
      }),
    // The CLI's own children (the bundler's workers) go with it: the group is stopped.
    stop: () => {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    },
  };
}
