#!/usr/bin/env node
// Small fixes of upstream bugs in installed dependencies, applied on postinstall. Each patch is an
// exact before/after replacement in one file of one pinned version: idempotent, and it fails loudly
// when the file no longer matches, so an upgrade cannot silently drop a fix (re-check the bug
// upstream, then update or remove the patch).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const safeDecode = (call, arg) => `(()=>{try{return ${call}(${arg})}catch{return ${arg}}})()`;

const patches = [
  {
    // After a failed search DocSearch sets the status to "error", but its inlined
    // autocomplete-core's `finally` resets it to "idle", so the "Unable to fetch results" screen
    // never shows (SPEC §2.8, §8). Keep "error" until the next query starts.
    name: 'DocSearch error status',
    pkg: '@docsearch/react',
    file: 'dist/esm/index.js',
    before: '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    after: '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))',
  },
  {
    // A client-side navigation to a path with broken percent-encoding (history.pushState +
    // popstate, back/forward) makes route preloading throw "URI malformed" and the page crash; the
    // path is then matched as it is and shows the not-found page.
    name: 'Docusaurus preload of a malformed path',
    pkg: '@docusaurus/core',
    file: 'lib/client/preload.js',
    before: 'new Set([pathname, decodeURI(pathname)])',
    after: `new Set([pathname, ${safeDecode('decodeURI', 'pathname')}])`,
  },
  {
    // The same for a malformed hash (/efr#%E0) reached by a client-side navigation.
    name: 'Docusaurus scroll to a malformed hash',
    pkg: '@docusaurus/core',
    file: 'lib/client/ClientLifecyclesDispatcher.js',
    before: 'const id = decodeURIComponent(hash.substring(1));',
    after: `const id = ${safeDecode('decodeURIComponent', 'hash.substring(1)')};`,
  },
  {
    // "Skip to main content" focuses <main> through a temporary tabindex that it removes at once;
    // current Chromium then drops the focus back to <body> (the focus fix-up rule), so the link
    // does nothing for keyboard users. Keep tabindex="-1" until <main> loses focus.
    name: 'Skip to content keeps focus on main',
    pkg: '@docusaurus/theme-common',
    file: 'lib/utils/skipToContentUtils.js',
    before: "    el.focus();\n    el.removeAttribute('tabindex');",
    after: "    el.focus();\n    el.addEventListener('blur', () => el.removeAttribute('tabindex'), { once: true });",
  },
  {
    // When the code of the page being opened cannot be downloaded at start-up (after the one reload
    // Docusaurus does on a failed client-side navigation, say), the app never starts: a dead page
    // without navigation, search or a way to retry. Start it anyway: the route that failed then
    // renders the Loading component's error text and Retry button (SPEC §2.1, §8).
    name: 'Docusaurus starts after a failed start-up preload',
    pkg: '@docusaurus/core',
    file: 'lib/client/clientEntry.js',
    before: '    preload(window.location.pathname).then(() => {\n        startTransition(renderApp);\n    });',
    after:
      "    preload(window.location.pathname)\n        .catch((error) => console.warn('[docusaurus] This page could not be preloaded; starting anyway.', error))\n        .then(() => {\n        startTransition(renderApp);\n    });",
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
