import { describe, expect, it, vi } from 'vitest';
import { idlePrefetch, MAX_PAUSE_MS, type Scheduler, type Timer } from '../idlePrefetch';

/** A scheduler the test runs by hand, with the idle time it says is left. */
function manualScheduler() {
  const pending: Parameters<Scheduler>[0][] = [];
  const schedule: Scheduler = (run) => void pending.push(run);
  const idle = (ms: number) => pending.shift()?.({ timeRemaining: () => ms });
  return { schedule, pending, idle };
}

describe('idlePrefetch', () => {
  it('runs nothing in the caller’s task, then the queued pages while the browser is idle', () => {
    const prefetch = vi.fn((_path: string) => false as const);
    const { schedule, pending, idle } = manualScheduler();
    const queued = idlePrefetch(prefetch, schedule);
    for (const path of ['/efr', '/efr/api', '/faq']) expect(queued(path)).toBe(false);
    expect(prefetch).not.toHaveBeenCalled();
    expect(pending).toHaveLength(1);
    idle(50);
    expect(prefetch.mock.calls.map(([path]) => path)).toEqual(['/efr', '/efr/api', '/faq']);
    expect(pending).toHaveLength(0);
  });

  it('stops when the idle period runs out and goes on in the next one, each page once', () => {
    let left = 0;
    const prefetch = vi.fn((_path: string) => {
      left -= 5;
      return false as const;
    });
    const pending: Parameters<Scheduler>[0][] = [];
    const queued = idlePrefetch(prefetch, (run) => void pending.push(run));
    for (const path of ['/a', '/b', '/a', '/c']) queued(path);
    left = 6;
    pending.shift()!({ timeRemaining: () => left });
    // One page always runs; the second would need 4 ms and only 1 ms is left.
    expect(prefetch.mock.calls.map(([path]) => path)).toEqual(['/a']);
    expect(pending).toHaveLength(1);
    left = 100;
    pending.shift()!({ timeRemaining: () => left });
    expect(prefetch.mock.calls.map(([path]) => path)).toEqual(['/a', '/b', '/c']);
  });

  it('moves on when the browser is never idle (the timeout fired with no time left)', () => {
    const prefetch = vi.fn((_path: string) => false as const);
    const pending: Parameters<Scheduler>[0][] = [];
    const queued = idlePrefetch(prefetch, (run) => void pending.push(run));
    queued('/a');
    queued('/b');
    pending.shift()!({ timeRemaining: () => 0 });
    pending.shift()!({ timeRemaining: () => 0 });
    expect(prefetch.mock.calls.map(([path]) => path)).toEqual(['/a', '/b']);
  });

  it('ends its slice once prefetching has taken 8 ms, idle time left or not, so a tap waits for one page at most', () => {
    let clock = 0;
    const prefetch = vi.fn((_path: string) => {
      clock += 5;
      return false as const;
    });
    const pending: Parameters<Scheduler>[0][] = [];
    const queued = idlePrefetch(
      prefetch,
      (run) => void pending.push(run),
      () => clock,
    );
    for (const path of ['/a', '/b', '/c', '/d']) queued(path);
    pending.shift()!({ timeRemaining: () => 50 });
    // 5 ms after the first page there is room for a second; after 10 ms the slice is over.
    expect(prefetch.mock.calls.map(([path]) => path)).toEqual(['/a', '/b']);
    expect(pending).toHaveLength(1);
    clock += 100;
    pending.shift()!({ timeRemaining: () => 50 });
    expect(prefetch.mock.calls.map(([path]) => path)).toEqual(['/a', '/b', '/c', '/d']);
  });

  it('holds the queue while paused (a navigation under way) and goes on when resumed', () => {
    const prefetch = vi.fn((_path: string) => false as const);
    const { schedule, pending, idle } = manualScheduler();
    const queued = idlePrefetch(prefetch, schedule);
    queued('/a');
    queued.pause();
    // The idle callback asked for before the pause finds the queue held.
    idle(50);
    queued('/b');
    expect(prefetch).not.toHaveBeenCalled();
    expect(pending).toHaveLength(0);
    queued.resume();
    expect(pending).toHaveLength(1);
    idle(50);
    expect(prefetch.mock.calls.map(([path]) => path)).toEqual(['/a', '/b']);
  });

  it('lets the queue go after MAX_PAUSE_MS when no render ends the pause, and not earlier', () => {
    const prefetch = vi.fn((_path: string) => false as const);
    const { schedule, pending, idle } = manualScheduler();
    const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
    const later: Timer = (run, ms) => {
      const entry = { run, ms, cancelled: false };
      timers.push(entry);
      return () => {
        entry.cancelled = true;
      };
    };
    const queued = idlePrefetch(prefetch, schedule, () => 0, later);
    queued.pause();
    // A second navigation before the first one rendered: one limit, counted from the latest.
    queued.pause();
    expect(timers.map(({ ms, cancelled }) => [ms, cancelled])).toEqual([
      [MAX_PAUSE_MS, true],
      [MAX_PAUSE_MS, false],
    ]);
    queued('/a');
    expect(pending).toHaveLength(0);
    timers[1]!.run();
    expect(pending).toHaveLength(1);
    idle(50);
    expect(prefetch.mock.calls.map(([path]) => path)).toEqual(['/a']);
  });

  it('cancels the limit when the navigation renders, so a later pause is not cut short', () => {
    const { schedule } = manualScheduler();
    const cancelled: boolean[] = [];
    const later: Timer = () => {
      const index = cancelled.push(false) - 1;
      return () => {
        cancelled[index] = true;
      };
    };
    const queued = idlePrefetch(
      vi.fn((_path: string) => false as const),
      schedule,
      () => 0,
      later,
    );
    queued.pause();
    queued.resume();
    expect(cancelled).toEqual([true]);
  });
});
