#!/usr/bin/env node
// `npm run bench:web`: a benchmark (it reports, it does not fail). Builds this site and a vanilla
// Docusaurus classic site over the same docs, then measures both side by side in one run:
//   - production build: wall time and peak memory (this site: Rspack "faster"; vanilla: webpack);
//   - first visit of five pages in Chromium: HTML, JS and CSS bytes (raw and gzip) and requests,
//     prefetched chunks counted apart;
//   - first taps on a phone (412×823, touch, 4× CPU; scripts/bench/taps.mjs), median of 5: a
//     control tapped after reading 1.5 s or 5 s → its response on screen, a "Next" link → the next
//     page's title, and the main thread's work over the first 10 s of a read-then-tap session;
//   - Lighthouse mobile, median of 3 runs per page: performance score, LCP, TBT, CLS.
// Writes bench-results/web.json, prints a table and a PASS/FAIL line per budget, exits 0.
//
// Options: --runs N (Lighthouse runs per page, default 3), --tap-runs N (default 5),
// --no-lighthouse, --no-taps, --skip-build (reuse the builds of the previous run),
// --vanilla-faster (also build the vanilla site with Rspack), --dir PATH (work folder, default
// /tmp/bench-web), --source PATH (a checkout to measure instead of this one), --smoke (for
// `npm test`: this site's existing build/, vanilla built with Rspack, one page, two tap scenarios,
// one run each; writes bench-results/smoke/web.json; fails only when the benchmark cannot run).
// CHROME_PATH defaults to /usr/bin/chromium.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measureBuild } from './bench/measure-build.mjs';
import { launchChrome, median, medianOfRuns, runLighthouse } from './bench/lighthouse.mjs';
import { launchBrowser, measurePage } from './bench/page-weight.mjs';
import { evaluateBudgets, printReport } from './bench/report.mjs';
import { serveBuild } from './lib/serveBuild.mjs';
import { launchPhoneBrowser, runTap, tapScenarios } from './bench/taps.mjs';
import { docusaurusVersion, generateVanillaSite, gitRevision, prepareSiteCopy } from './bench/sites.mjs';

/** This repository: where serve.mjs lives and bench-results/ is written. */
const benchRepo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    source: { type: 'string', default: benchRepo },
    runs: { type: 'string', default: '3' },
    'tap-runs': { type: 'string', default: '5' },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-taps': { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'vanilla-faster': { type: 'boolean', default: false },
    dir: { type: 'string', default: process.env.BENCH_DIR ?? '/tmp/bench-web' },
  },
});
process.env.CHROME_PATH ??= '/usr/bin/chromium';
/** The site measured: this repository, or a checkout of it given with --source. */
const repoDir = path.resolve(options.source);

/** The measured pages: home, API reference, a country fiscal page, a receipt layout, an FAQ. */
const allPages = [
  { name: 'home', path: '/', doc: false },
  { name: 'api', path: '/efr/api', doc: true },
  { name: 'fiscal', path: '/efr/DE/fiscal', doc: true },
  { name: 'receipt-layout', path: '/efr/AT/receipt-layout', doc: true },
  { name: 'faq', path: '/faq/efr', doc: true },
];
const smoke = options.smoke;
export const pages = smoke ? allPages.filter((page) => page.name === 'fiscal') : allPages;
const scenarios = smoke
  ? tapScenarios.filter((scenario) => scenario.session || scenario.control === 'next')
  : tapScenarios;

const workDir = path.resolve(options.dir);
const sites = {
  site: {
    label: 'this site',
    src: path.join(workDir, 'site'),
    // The smoke run measures the build `npm test` has just made.
    out: smoke ? path.join(repoDir, 'build') : path.join(workDir, 'site-build'),
  },
  vanilla: {
    label: 'vanilla',
    src: path.join(workDir, 'vanilla-site'),
    out: path.join(workDir, 'vanilla-build'),
  },
};

const log = (message) => console.log(`[bench:web] ${message}`);

async function build(site, env) {
  const result = await measureBuild(
    process.execPath,
    ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', '--out-dir', site.out],
    {
      cwd: site.src,
      env: { NODE_ENV: 'production', ...env },
    },
  );
  if (result.exitCode !== 0)
    throw new Error(`Build of ${site.label} failed (exit ${result.exitCode}):\n${result.output}`);
  log(`${site.label}: built in ${result.seconds} s, peak ${result.peakMiB} MiB`);
  return { seconds: result.seconds, peakMiB: result.peakMiB };
}

/** Serves a build on a free port (scripts/lib/serveBuild.mjs); sets site.port. */
async function serve(site) {
  const { child, port } = await serveBuild(site.out, site.label);
  site.port = port;
  return child;
}

async function main() {
  mkdirSync(workDir, { recursive: true });
  const results = {
    date: new Date().toISOString(),
    revision: gitRevision(repoDir),
    docusaurus: docusaurusVersion(repoDir),
    node: process.version,
    cpus: (await import('node:os')).cpus().length,
    pages: pages.map(({ name, path: pagePath }) => ({ name, path: pagePath })),
    build: {},
    weight: { site: {}, vanilla: {} },
    lighthouse: { site: {}, vanilla: {} },
    taps: null,
  };

  // 1. Builds, one after the other (two cores), each from a cold cache. Their figures are kept
  // next to the builds, so a --skip-build run still reports the builds it measures.
  const buildFigures = path.join(workDir, 'build-figures.json');
  if (smoke) {
    if (!existsSync(path.join(sites.site.out, 'index.html'))) {
      throw new Error(`--smoke measures the existing build: ${sites.site.out} has none; run \`npm run build\` first.`);
    }
    log(`--smoke: this site's build in ${sites.site.out}; generating the vanilla site (Rspack)`);
    generateVanillaSite(repoDir, sites.vanilla.src, { faster: true });
    results.build.vanilla = { bundler: 'rspack (future.faster)', ...(await build(sites.vanilla, {})) };
  } else if (
    options['skip-build'] &&
    existsSync(sites.site.out) &&
    existsSync(sites.vanilla.out) &&
    existsSync(buildFigures)
  ) {
    log('--skip-build: reusing the previous builds and their figures');
    results.build = { ...JSON.parse(readFileSync(buildFigures, 'utf8')), reused: true };
  } else {
    log(`copying this site to ${sites.site.src}`);
    prepareSiteCopy(repoDir, sites.site.src);
    // The sign-in box is part of the product: build it against the development provider.
    results.build.site = { bundler: 'rspack (future.faster)', ...(await build(sites.site, { DEV_AUTH: '1' })) };
    if (options['vanilla-faster']) {
      generateVanillaSite(repoDir, sites.vanilla.src, { faster: true });
      results.build.vanillaFaster = { bundler: 'rspack (future.faster)', ...(await build(sites.vanilla, {})) };
    }
    log(`generating the vanilla site in ${sites.vanilla.src}`);
    generateVanillaSite(repoDir, sites.vanilla.src, { faster: false });
    results.build.vanilla = { bundler: 'webpack', ...(await build(sites.vanilla, {})) };
    writeFileSync(buildFigures, `${JSON.stringify(results.build, null, 2)}\n`);
  }

  // 2. Serve both builds the way the tests do.
  const servers = [await serve(sites.site), await serve(sites.vanilla)];
  try {
    // 3. First-visit weight.
    const browser = await launchBrowser();
    for (const page of pages) {
      for (const key of ['site', 'vanilla']) {
        results.weight[key][page.name] = await measurePage(browser, `http://127.0.0.1:${sites[key].port}${page.path}`);
      }
      log(`weighed ${page.path}`);
    }
    await browser.close();

    // 4. First taps on a phone, the two sites interleaved run by run.
    if (!options['no-taps']) {
      const runs = smoke ? 1 : Math.max(1, Number(options['tap-runs']));
      results.taps = { runs, scenarios, site: {}, vanilla: {}, sessionTaskMs: { site: null, vanilla: null } };
      const phoneBrowser = await launchPhoneBrowser();
      try {
        for (const scenario of scenarios) {
          const collected = { site: [], vanilla: [] };
          for (let run = 0; run < runs; run++) {
            for (const key of ['site', 'vanilla']) {
              const origin = `http://127.0.0.1:${sites[key].port}`;
              collected[key].push(
                await runTap(phoneBrowser, origin, scenario).catch((error) => ({
                  error: error.message.split('\n')[0],
                })),
              );
            }
          }
          for (const key of ['site', 'vanilla']) {
            // A run that failed or found no control has no figure: median() leaves it out.
            const figures = (field) => collected[key].map((run) => run?.[field]);
            results.taps[key][scenario.name] = { median: median(figures('ms')), runs: collected[key] };
            if (scenario.session) results.taps.sessionTaskMs[key] = median(figures('taskMs'));
          }
          log(
            `tap ${scenario.name}: ${results.taps.site[scenario.name].median} vs ${results.taps.vanilla[scenario.name].median} ms`,
          );
        }
      } finally {
        await phoneBrowser.close();
      }
      if (smoke && scenarios.some((scenario) => results.taps.site[scenario.name].median === null)) {
        throw new Error(`--smoke: a tap scenario measured nothing on this site: ${JSON.stringify(results.taps.site)}`);
      }
    }

    // 5. Lighthouse, the two sites interleaved so both see the same machine load.
    if (!options['no-lighthouse']) {
      const runs = smoke ? 1 : Math.max(1, Number(options.runs));
      let chrome = await launchChrome();
      // A run that fails (on a busy machine Chrome sometimes loses the trace) is retried in a fresh Chrome.
      const lighthouseRun = async (url) => {
        for (let attempt = 1; ; attempt++) {
          try {
            return await runLighthouse(chrome, url);
          } catch (error) {
            if (attempt === 3) throw error;
            log(`retrying ${url}: ${error.message}`);
            await chrome.kill();
            chrome = await launchChrome();
          }
        }
      };
      try {
        for (const page of pages) {
          const collected = { site: [], vanilla: [] };
          for (let run = 0; run < runs; run++) {
            for (const key of ['site', 'vanilla']) {
              collected[key].push(await lighthouseRun(`http://127.0.0.1:${sites[key].port}${page.path}`));
            }
          }
          for (const key of ['site', 'vanilla']) {
            results.lighthouse[key][page.name] = { ...medianOfRuns(collected[key]), all: collected[key] };
          }
          log(
            `lighthouse ${page.path}: ${results.lighthouse.site[page.name].score} vs ${results.lighthouse.vanilla[page.name].score}`,
          );
        }
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    for (const server of servers) server.kill();
  }

  results.budgets = evaluateBudgets(results, pages);
  const outDir = path.join(benchRepo, smoke ? 'bench-results/smoke' : 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'web.json'), `${JSON.stringify(results, null, 2)}\n`);
  printReport(results, pages);
  log(`results written to ${path.relative(process.cwd(), path.join(outDir, 'web.json'))}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
