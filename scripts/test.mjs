#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { choosePort } from './lib/ports.mjs';

// The browser tests serve the build and start the development identity provider, the widget's embed
// example and the mock EFR themselves, on free ports (the usual ones, 4173, 4010, 5173 and 4020,
// when free): the provider's origin is built into the site (DEV_AUTH_ISSUER), so it is chosen
// before the build. Set E2E_PORT, DEV_AUTH_PORT, E2E_EMBED_PORT or E2E_MOCK_PORT to choose.
const ports = {
  site: await choosePort({ variable: 'E2E_PORT', value: process.env.E2E_PORT, preferred: 4173 }),
  provider: await choosePort({ variable: 'DEV_AUTH_PORT', value: process.env.DEV_AUTH_PORT, preferred: 4010 }),
  embed: await choosePort({ variable: 'E2E_EMBED_PORT', value: process.env.E2E_EMBED_PORT, preferred: 5173 }),
  mock: await choosePort({ variable: 'E2E_MOCK_PORT', value: process.env.E2E_MOCK_PORT, preferred: 4020 }),
};
const servers = {
  E2E_PORT: String(ports.site.port),
  E2E_EMBED_PORT: String(ports.embed.port),
  E2E_MOCK_PORT: String(ports.mock.port),
  DEV_AUTH_ISSUER: `http://127.0.0.1:${ports.provider.port}`,
};
if (Object.values(ports).some((chosen) => chosen.moved)) {
  console.log(`Ports in use elsewhere; the browser tests use ${JSON.stringify(servers)}.`);
}

const steps = [
  // The site imports the widget's built package (types included), so it is built first.
  ['widget build', 'npm', ['run', 'build', '-w', 'widget']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['format', 'npm', ['run', 'format:check']],
  ['unit tests', 'npx', ['vitest', 'run']],
  [
    'production build (strict links)',
    'npx',
    ['docusaurus', 'build'],
    { STRICT_LINKS: '1', DEV_AUTH: '1', DEV_AUTH_ISSUER: servers.DEV_AUTH_ISSUER },
  ],
  ['browser tests', 'npx', ['playwright', 'test'], servers],
  // The reader's main paths on the same build in Debian's Firefox ESR (a second real browser).
  ['Firefox smoke', 'node', ['scripts/firefox-smoke.mjs', '--dir', 'build']],
  // A smoke run of the search benchmark on the build just made (300 synthetic pages, one warm run):
  // it fails when the benchmark cannot run, never on its figures, which depend on the machine.
  ['search benchmark (smoke)', 'node', ['scripts/bench-search.mjs', '--smoke', '--dir', 'bench-results/smoke']],
  // The same for the web benchmark: this build beside a vanilla site (Rspack), one page, two phone
  // tap scenarios and one Lighthouse run each.
  // Its work folder is outside the repository: the vanilla site's MDX must not see this one's config.
  [
    'web benchmark (smoke)',
    'node',
    ['scripts/bench-web.mjs', '--smoke', '--dir', path.join(tmpdir(), 'efr-bench-web-smoke')],
  ],
];

for (const [name, command, args, env] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
