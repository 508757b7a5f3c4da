// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ScrollRegion from '..';
import { FakeResizeObserver } from '../../../test-support/fakeResizeObserver';

beforeAll(() => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Wide regions whose layout reads are counted, and noted when one comes after a region was marked. */
function wideRegions() {
  const reads = { count: 0, afterAWrite: 0 };
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => {
    reads.count += 1;
    if (document.querySelector('[data-more]')) reads.afterAWrite += 1;
    return 1200;
  });
  render(
    <main>
      <h2>First</h2>
      <ScrollRegion>
        <p>Wide</p>
      </ScrollRegion>
      <h2>Second</h2>
      <ScrollRegion>
        <p>Wide</p>
      </ScrollRegion>
    </main>,
  );
  return reads;
}

describe('ScrollRegion measured after layout', () => {
  it('reads no layout while React mounts the regions, only once the browser reports it', async () => {
    const reads = wideRegions();
    expect(reads.count).toBe(0);
    // Until measured it stays a focusable region, as in the server-rendered page.
    expect(screen.getAllByRole('region')).toHaveLength(2);
    const observer = FakeResizeObserver.instances[0];
    const reported = observer?.report();
    // Read at once, in the observer's callback; marked only after the frame has been painted.
    expect(reads.count).toBeGreaterThan(0);
    expect(document.querySelector('[data-more]')).toBeNull();
    await reported;
    expect(screen.getByRole('region', { name: 'First, scrollable' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Second, scrollable' }).dataset.more).toBe('end');
  });

  it('reads every region before marking any, so the page is laid out once', async () => {
    const reads = wideRegions();
    await FakeResizeObserver.instances.at(-1)!.report();
    expect(reads.count).toBeGreaterThanOrEqual(2);
    expect(reads.afterAWrite).toBe(0);
  });

  it('shares one observer between the regions of a page', () => {
    const before = FakeResizeObserver.instances.length;
    wideRegions();
    expect(FakeResizeObserver.instances.length - before).toBeLessThanOrEqual(1);
    expect(FakeResizeObserver.instances.length).toBe(1);
  });
});
