// The printed report of the search benchmark (scripts/bench-search.mjs).
import os from 'node:os';

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

function firstResultRow(label, first) {
  return `${label.padEnd(34)} index ${String(kb(first.search.gz)).padStart(7)} KB gz (${first.search.requests} requests)   UI + engine ${kb(first.ui.gz)} KB gz`;
}

export function printReport(results, { firstQuery: FIRST_QUERY, typoQuery: TYPO_QUERY, warmRuns: WARM_RUNS }) {
  const real = results.site;
  console.log('\nEmbedded search benchmark');
  console.log('─'.repeat(100));
  console.log('Bytes before the first result (index data; the DocSearch UI and MiniSearch, one lazy chunk, apart):');
  console.log(firstResultRow(`  this site, "${FIRST_QUERY}"`, real.firstResult));
  console.log(firstResultRow(`  this site, "${TYPO_QUERY}" (typo path)`, real.firstResultTypo));
  if (results.synthetic) {
    console.log(firstResultRow(`  synthetic, "${FIRST_QUERY}"`, results.synthetic.firstResult));
    console.log(firstResultRow(`  synthetic, "${TYPO_QUERY}" (typo path)`, results.synthetic.firstResultTypo));
  }
  console.log('  by kind (this site, first query):');
  for (const [kind, bucket] of Object.entries(real.firstResult.searchByKind)) {
    console.log(
      `    ${kind.padEnd(14)} ${String(kb(bucket.gz)).padStart(7)} KB gz  ${String(bucket.requests).padStart(3)} requests`,
    );
  }
  console.log('\nIndex on disk (this site):');
  for (const [kind, bucket] of Object.entries(real.index.kinds)) {
    console.log(
      `  ${kind.padEnd(34)} ${String(bucket.files).padStart(6)} files ${String(kb(bucket.raw)).padStart(9)} KB ${String(kb(bucket.gz)).padStart(9)} KB gz`,
    );
  }
  const { total } = real.index;
  console.log(
    `  ${'total'.padEnd(34)} ${String(total.files).padStart(6)} files ${String(kb(total.raw)).padStart(9)} KB ${String(kb(total.gz)).padStart(9)} KB gz`,
  );
  console.log(
    `\nQuery latency in Chromium, ms (p50 / p95 / max); load average ${real.loadAverage.join(', ')} on ${os.cpus().length} CPUs:`,
  );
  const latencyRow = (label, summary) =>
    console.log(`  ${label.padEnd(64)} ${summary.p50} / ${summary.p95} / ${summary.max}  (n=${summary.n})`);
  for (const [label, site] of [
    ['this site', real],
    ['synthetic', results.synthetic],
  ]) {
    if (!site) continue;
    latencyRow(`${label}: client search call, warm (median of ${WARM_RUNS} runs)`, site.latency.clientWarm);
    latencyRow(`${label}: client search call, warm (fastest of ${WARM_RUNS} runs)`, site.latency.clientFastest);
    latencyRow(`${label}: client search call, first run of each query`, site.latency.clientFirstRun);
    latencyRow(`${label}: dialog, input event to hits in the DOM`, site.latency.dialog);
    latencyRow(`${label}: client search call, warm, CPU slowed 4× (one run)`, site.latency.clientWarmCpu4x);
    latencyRow(`${label}: dialog, CPU slowed 4× (first queries)`, site.latency.dialogCpu4x);
  }
  console.log("  (client search call = createLocalSearchClient().search() with the dialog's request: shards,");
  console.log('   MiniSearch all-words then any-words search, page ranking, page displays, highlights and snippets)');
  console.log('\nQuality: top-1 / top-5 (first 5 hits) / empty result lists of questions');
  for (const [label, q] of Object.entries(real.quality)) {
    console.log(
      `  ${label.padEnd(26)} ${String(q.top1).padStart(5)} % ${String(q.top5).padStart(6)} %   ${q.emptyQuestions} empty  (n=${q.n})`,
    );
    console.log(
      `    ${Object.entries(q.byKind)
        .map(([kind, counts]) => `${kind} ${counts.top1}/${counts.top5}/${counts.n}`)
        .join('  ')}`,
    );
  }
  const misses = real.quality['tuning, home'].misses;
  if (misses.length > 0) {
    console.log('  Misses of the tuning set from the home page (not in the first 5 hits):');
    for (const miss of misses) {
      console.log(
        `    "${miss.query}" → rank ${miss.rank ?? '-'}; expected ${miss.expected.slice(0, 3).join(', ')}; got ${miss.top.join(', ') || 'nothing'}`,
      );
    }
  }
  if (results.synthetic) {
    const s = results.synthetic;
    console.log(
      `\nSynthetic corpus: ${s.corpus.pages} pages, ${s.corpus.records} records (this site: ${real.corpus.pages} pages, ${real.corpus.records} records)`,
    );
    console.log(
      `  index on disk ${kb(s.index.total.raw)} KB in ${s.index.total.files} files; indexed in ${s.corpus.indexSeconds} s`,
    );
    console.log(
      `  bytes before first result: ${s.growth.pagesRatio}× the pages, ${s.growth.recordsRatio}× the records → ${s.growth.bytesRatio}× the bytes`,
    );
    console.log(`  by kind ("${FIRST_QUERY}"):`);
    for (const [kind, bucket] of Object.entries(s.firstResult.searchByKind)) {
      console.log(
        `    ${kind.padEnd(14)} ${String(kb(bucket.gz)).padStart(7)} KB gz  ${String(bucket.requests).padStart(3)} requests`,
      );
    }
  }
  console.log('\nTargets:');
  for (const verdict of results.verdicts) {
    console.log(`  ${verdict.pass ? 'PASS' : 'FAIL'}  ${verdict.target.padEnd(52)} ${verdict.measured}`);
  }
}
