// Lighthouse (mobile defaults: emulated phone, simulated slow 4G and 4× CPU slowdown) on one URL,
// run in Debian's Chromium through chrome-launcher, which ships with Lighthouse.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
    ],
    logLevel: 'silent',
  });
}

/** One Lighthouse performance run: { score, lcpMs, tbtMs, cls }. */
export async function runLighthouse(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
  };
}

export function median(values) {
  const sorted = values.filter((value) => value !== null && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median of each metric over the runs (each metric on its own, as Lighthouse CI does). */
export function medianOfRuns(runs) {
  return {
    score: median(runs.map((run) => run.score)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    runs: runs.length,
  };
}
