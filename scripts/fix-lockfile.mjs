#!/usr/bin/env node
// Records the optional platform packages (@swc/*, @rollup/*, @pagefind/* for other operating
// systems) that `npm install` leaves out of package-lock.json when the registry it talks to does
// not carry them. Without those entries `npm ci` refuses the lockfile ("Missing: … from lock
// file") even though it would skip the packages on this platform anyway. Each entry gets the
// version its parent asks for and the os/cpu/libc fields npm uses to skip it. Run it after any
// `npm install` that changes the lockfile: `node scripts/fix-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = {
  darwin: 'darwin',
  win32: 'win32',
  windows: 'win32',
  linux: 'linux',
  android: 'android',
  freebsd: 'freebsd',
  openbsd: 'openbsd',
  openharmony: 'openharmony',
};
const CPU = ['arm64', 'x64', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'arm'];

/** os/cpu/libc of a platform package, read from its name (`@swc/core-linux-arm64-musl`). */
export function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = tokens.map((token) => OS[token]).find(Boolean);
  const cpu = CPU.find((candidate) => tokens.includes(candidate));
  if (!os || !cpu) return undefined;
  const platform = { os: [os], cpu: [cpu] };
  if (os === 'linux') {
    if (tokens.some((token) => token.startsWith('musl'))) platform.libc = ['musl'];
    else if (tokens.some((token) => token.startsWith('gnu'))) platform.libc = ['glibc'];
  }
  return platform;
}

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const added = [];
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    lock.packages[`node_modules/${name}`] = { version: spec, ...platform, optional: true };
    added.push(`${name}@${spec}`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `Recorded ${added.length} platform packages:\n  ${added.join('\n  ')}` : 'Lockfile already complete.',
);
