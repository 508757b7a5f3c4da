#!/usr/bin/env node
// The one fix of an installed dependency that is not a reviewable patch file yet (patches/, applied
// by patch-package): DocSearch ships one minified line, so its patch file would be 218 kB. Until a
// supported way keeps DocSearch's error screen (issue 16), this replaces one exact string of the
// pinned version on postinstall: idempotent, and it fails loudly when the file no longer matches.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const patches = [
  {
    // After a failed search DocSearch sets the status to "error", but its inlined
    // autocomplete-core's `finally` resets it to "idle", so the "Unable to fetch results" screen
    // never shows (docs-internal/requirements.md#search-dialog-states). Keep "error" until the next query starts.
    name: 'DocSearch error status',
    pkg: '@docsearch/react',
    file: 'dist/esm/index.js',
    before: '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    after: '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))',
  },
];

let failed = false;
let applied = false;
for (const { name, pkg, file, before, after } of patches) {
  // The hoisted copy the build uses (some packages do not export their package.json).
  const root = path.join(repoRoot, 'node_modules', pkg);
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const target = path.join(root, file);
  const source = readFileSync(target, 'utf8');
  if (source.includes(after)) {
    console.log(`${pkg} ${version}: "${name}" patch already applied.`);
  } else if (source.includes(before)) {
    writeFileSync(target, source.replace(before, after));
    applied = true;
    console.log(`${pkg} ${version}: "${name}" patch applied.`);
  } else {
    console.error(`${pkg} ${version}: the "${name}" patch no longer matches; review scripts/patch-dependencies.mjs.`);
    failed = true;
  }
}
// Rspack's and webpack's persistent caches treat node_modules as immutable (keyed by package
// version), so a build cache from before the patch would keep serving the unpatched modules.
if (applied) rmSync(path.join(repoRoot, 'node_modules/.cache'), { recursive: true, force: true });
if (failed) process.exit(1);
