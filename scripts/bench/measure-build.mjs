// Runs a production build and measures its wall time and peak memory. Memory is the resident set
// of the whole process tree (npx → node → workers), sampled from /proc every 100 ms, so worker
// processes count too; `/usr/bin/time -v` would only report the largest single process.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

function childrenOf(pid) {
  const children = [];
  let tasks = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return children;
  }
  for (const task of tasks) {
    try {
      const text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (text) children.push(...text.split(/\s+/).map(Number));
    } catch {
      // The task ended between the listing and the read.
    }
  }
  return children;
}

function rssKiB(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Resident memory of a process and all its descendants, in KiB. */
export function treeRssKiB(rootPid) {
  let total = 0;
  const queue = [rootPid];
  const seen = new Set();
  while (queue.length > 0) {
    const pid = queue.pop();
    if (seen.has(pid)) continue;
    seen.add(pid);
    total += rssKiB(pid);
    queue.push(...childrenOf(pid));
  }
  return total;
}

/**
 * Runs `command args` in `cwd` and resolves with { seconds, peakMiB, exitCode, output }.
 * Output is kept (last 200 lines) for the error message of a failed build.
 */
export function measureBuild(command, args, { cwd, env }) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const lines = [];
    const keep = (chunk) => {
      lines.push(...chunk.toString().split('\n'));
      if (lines.length > 400) lines.splice(0, lines.length - 200);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRssKiB(child.pid));
    }, 100);
    child.on('close', (exitCode) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      resolve({
        seconds: Math.round(seconds * 10) / 10,
        peakMiB: Math.round(peak / 1024),
        exitCode,
        output: lines.slice(-200).join('\n'),
      });
    });
  });
}
