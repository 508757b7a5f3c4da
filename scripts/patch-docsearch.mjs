#!/usr/bin/env node
// Fixes an upstream bug in the DocSearch 3.9.0 bundle (its inlined @algolia/autocomplete-core):
// after a failed search, DocSearch sets the status to "error", but autocomplete-core's `finally`
// then resets it to "idle", so the "Unable to fetch results" screen never shows (SPEC §2.8, §8).
// The patch keeps "error" until the next query starts. Runs on postinstall; idempotent; fails
// loudly if the bundle changed, so a DocSearch upgrade cannot silently drop the fix.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.dirname(require.resolve('@docsearch/react/package.json'));
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const file = path.join(root, 'dist/esm/index.js');
const before = '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))';
const after = '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))';

const source = readFileSync(file, 'utf8');
if (source.includes(after)) {
  console.log(`@docsearch/react ${version}: error-status patch already applied.`);
} else if (source.includes(before)) {
  writeFileSync(file, source.replace(before, after));
  console.log(`@docsearch/react ${version}: error-status patch applied.`);
} else {
  console.error(
    `@docsearch/react ${version}: the error-status patch no longer matches; review scripts/patch-docsearch.mjs.`,
  );
  process.exit(1);
}
