// Budgets and the printed table of the web benchmark.

export const budgets = {
  /** First-visit JS (gzip, without prefetched chunks, once the page has started) of a doc page, relative to the vanilla site. */
  docPageJsRatio: 1.1,
  /** Lighthouse mobile performance score, on every measured page. */
  lighthouseScore: 98,
  /** Production build wall time, relative to the vanilla site's webpack build. */
  buildTimeRatio: 0.35,
  /** A first tap on a control (phone, 4× CPU) → its response on screen, median. */
  firstTapMs: 100,
};

const ratio = (a, b) => (b ? Math.round((a / b) * 100) / 100 : null);

export function evaluateBudgets(results, pages) {
  const verdicts = [];
  const docPages = pages.filter((page) => page.doc);
  const jsRatios = docPages.map((page) => ({
    page: page.path,
    ratio: ratio(results.weight.site[page.name].loaded.js.gz, results.weight.vanilla[page.name].loaded.js.gz),
  }));
  const worstJs = Math.max(...jsRatios.map((entry) => entry.ratio ?? Infinity));
  verdicts.push({
    budget: `first-visit JS of a doc page ≤ ${budgets.docPageJsRatio} × vanilla (gzip)`,
    measured: jsRatios.map((entry) => `${entry.page} ${entry.ratio}×`).join(', '),
    pass: worstJs <= budgets.docPageJsRatio,
  });

  const scores = pages.map((page) => ({ page: page.path, score: results.lighthouse.site[page.name]?.score ?? null }));
  verdicts.push(
    scores.every((entry) => entry.score === null)
      ? { budget: `Lighthouse performance ≥ ${budgets.lighthouseScore} on every page`, measured: 'not run', pass: null }
      : {
          budget: `Lighthouse performance ≥ ${budgets.lighthouseScore} on every page`,
          measured: scores.map((entry) => `${entry.page} ${entry.score}`).join(', '),
          pass: scores.every((entry) => entry.score !== null && entry.score >= budgets.lighthouseScore),
        },
  );

  verdicts.push(...tapVerdicts(results));

  const siteBuild = results.build.site?.seconds;
  const vanillaBuild = results.build.vanilla?.seconds;
  verdicts.push(
    siteBuild && vanillaBuild
      ? {
          budget: `build wall time ≤ ${budgets.buildTimeRatio} × vanilla webpack build`,
          measured: `${siteBuild} s / ${vanillaBuild} s = ${ratio(siteBuild, vanillaBuild)}×`,
          pass: siteBuild / vanillaBuild <= budgets.buildTimeRatio,
        }
      : {
          budget: `build wall time ≤ ${budgets.buildTimeRatio} × vanilla webpack build`,
          measured: 'no build of both in this run (--skip-build or --smoke)',
          pass: null,
        },
  );
  return verdicts;
}

function tapVerdicts(results) {
  const taps = results.taps;
  if (!taps?.scenarios?.length) {
    return [
      {
        budget: `first tap ≤ ${budgets.firstTapMs} ms at 4× CPU, and link and main-thread work ≤ vanilla`,
        measured: 'not run',
        pass: null,
      },
    ];
  }
  // Responses after the first (a link's next page, a tab's code in colour) are held to vanilla.
  const againstVanilla = new Set(['next', 'tabColours']);
  const first = taps.scenarios.filter((scenario) => !againstVanilla.has(scenario.control));
  const link = taps.scenarios.filter((scenario) => againstVanilla.has(scenario.control));
  const firstMedians = first.map((scenario) => ({ name: scenario.name, ms: taps.site[scenario.name].median }));
  const linkPairs = link.map((scenario) => ({
    name: scenario.name,
    site: taps.site[scenario.name].median,
    vanilla: taps.vanilla[scenario.name].median,
  }));
  const work = taps.sessionTaskMs;
  return [
    {
      budget: `first tap → response ≤ ${budgets.firstTapMs} ms (phone, 4× CPU, median)`,
      measured: firstMedians.map((entry) => `${entry.name} ${entry.ms ?? 'failed'}`).join(', '),
      pass: firstMedians.every((entry) => entry.ms !== null && entry.ms <= budgets.firstTapMs),
    },
    {
      budget: 'link tap → next title, code tab → code in colour ≤ vanilla',
      measured: linkPairs.map((entry) => `${entry.name} ${entry.site} vs ${entry.vanilla} ms`).join(', '),
      pass: linkPairs.every((entry) => entry.site !== null && entry.vanilla !== null && entry.site <= entry.vanilla),
    },
    {
      budget: 'main-thread work over the first 10 s of a read-then-tap session ≤ vanilla',
      measured: `${work.site} vs ${work.vanilla} ms`,
      pass: work.site !== null && work.vanilla !== null && work.site <= work.vanilla,
    },
  ];
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows.map((row) => row.map((cell, column) => String(cell).padEnd(widths[column])).join('  ')).join('\n');
}

export function printReport(results, pages) {
  const rows = [
    [
      'page',
      'site',
      'HTML kB raw/gz',
      'JS kB raw/gz',
      'JS gz before use',
      'CSS kB raw/gz',
      'req',
      'prefetch req/kB gz',
      'LH',
      'LCP ms',
      'TBT ms',
      'CLS',
    ],
  ];
  for (const page of pages) {
    for (const key of ['site', 'vanilla']) {
      const { loaded, prefetched, beforeInteraction } = results.weight[key][page.name];
      const lh = results.lighthouse[key][page.name];
      rows.push([
        key === 'site' ? page.path : '',
        key === 'site' ? 'this site' : 'vanilla',
        `${kb(loaded.html.raw)} / ${kb(loaded.html.gz)}`,
        `${kb(loaded.js.raw)} / ${kb(loaded.js.gz)} (${loaded.js.requests})`,
        beforeInteraction ? `${kb(beforeInteraction.jsGz)} (${beforeInteraction.jsRequests})` : '–',
        `${kb(loaded.css.raw)} / ${kb(loaded.css.gz)} (${loaded.css.requests})`,
        loaded.requests,
        `${prefetched.requests} / ${kb(prefetched.js.gz + prefetched.css.gz + prefetched.other.gz + prefetched.html.gz)}`,
        lh?.score ?? '–',
        lh?.lcpMs ?? '–',
        lh?.tbtMs ?? '–',
        lh?.cls ?? '–',
      ]);
    }
  }
  console.log(
    `\nFirst visit (cold cache, Chromium) and Lighthouse mobile (median of ${results.lighthouse.site.home?.runs ?? 0})`,
  );
  console.log(table(rows));

  if (results.taps?.scenarios?.length) {
    const taps = [['first tap (phone, 4× CPU)', 'page', 'this site ms', 'vanilla ms', 'runs (site / vanilla)']];
    for (const scenario of results.taps.scenarios) {
      const site = results.taps.site[scenario.name];
      const vanilla = results.taps.vanilla[scenario.name];
      const runs = (entry) => entry.runs.map((run) => (run === null ? '–' : (run.ms ?? 'x'))).join(' ');
      taps.push([
        scenario.name,
        scenario.path,
        site.median ?? '–',
        vanilla.median ?? '–',
        `${runs(site)} / ${runs(vanilla)}`,
      ]);
    }
    const work = results.taps.sessionTaskMs;
    taps.push(['main-thread work, first 10 s', 'read 1.5 s, tap menu', work.site ?? '–', work.vanilla ?? '–', '']);
    console.log(`\nFirst taps (median of ${results.taps.runs}; – no such control, x failed)`);
    console.log(table(taps));
  }

  const builds = [['build', 'bundler', 'wall s', 'peak MiB']];
  for (const [key, value] of Object.entries(results.build)) {
    if (value && typeof value === 'object') builds.push([key, value.bundler, value.seconds, value.peakMiB]);
  }
  if (builds.length > 1) {
    console.log(`\nProduction build (cold cache${results.build.reused ? ', figures of the previous run' : ''})`);
    console.log(table(builds));
  }

  console.log('\nBudgets');
  for (const verdict of results.budgets) {
    const label = verdict.pass === null ? 'SKIP' : verdict.pass ? 'PASS' : 'FAIL';
    console.log(`${label}  ${verdict.budget}: ${verdict.measured}`);
  }
}
