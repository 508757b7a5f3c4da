// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeResizeObserver } from '../../../test-support/fakeResizeObserver';

/** A code block's `pre` whose sizes the test sets, counting the reads of its scroll width. */
function sized(pre: HTMLPreElement, sizes: { scrollWidth: number; clientWidth: number }) {
  const reads = { count: 0 };
  Object.defineProperty(pre, 'scrollWidth', {
    configurable: true,
    get: () => {
      reads.count += 1;
      return sizes.scrollWidth;
    },
  });
  Object.defineProperty(pre, 'clientWidth', { configurable: true, get: () => sizes.clientWidth });
  return reads;
}

async function loadHook() {
  // A fresh module each test: the shared observer is created on first use.
  vi.resetModules();
  return import('../useCodeWordWrap');
}

type Hook = Awaited<ReturnType<typeof loadHook>>['useCodeWordWrap'];

function renderBlock(useCodeWordWrap: Hook) {
  const states: ReturnType<Hook>[] = [];
  function Block() {
    const wordWrap = useCodeWordWrap();
    // Every committed render's value.
    useEffect(() => {
      states.push(wordWrap);
    });
    const { codeBlockRef } = wordWrap;
    return (
      <pre ref={codeBlockRef}>
        <code>{'const line = "long";'}</code>
      </pre>
    );
  }
  const view = render(<Block />);
  const pre = view.container.querySelector('pre')!;
  return {
    view,
    pre,
    code: pre.querySelector('code')!,
    states,
    last: () => states.at(-1)!,
    rerender: () => view.rerender(<Block />),
  };
}

describe('useCodeWordWrap', () => {
  beforeEach(() => {
    FakeResizeObserver.instances = [];
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads no size when the block mounts, only when the browser reports its layout', async () => {
    const { useCodeWordWrap } = await loadHook();
    const { pre, code, last } = renderBlock(useCodeWordWrap);
    const sizes = { scrollWidth: 900, clientWidth: 300 };
    const reads = sized(pre, sizes);
    expect(reads.count).toBe(0);
    expect(last().isCodeScrollable).toBe(false);
    const observer = FakeResizeObserver.instances[0]!;
    expect([...observer.observed]).toEqual([pre, code]);
    await observer.report();
    expect(reads.count).toBeGreaterThan(0);
    expect(last().isCodeScrollable).toBe(true);
  });

  it('drops the button when the lines fit again, and renders nothing when nothing changed', async () => {
    const { useCodeWordWrap } = await loadHook();
    const { pre, states, last } = renderBlock(useCodeWordWrap);
    const sizes = { scrollWidth: 900, clientWidth: 300 };
    sized(pre, sizes);
    const observer = FakeResizeObserver.instances[0]!;
    await observer.report();
    expect(last().isCodeScrollable).toBe(true);
    const renders = states.length;
    await observer.report();
    expect(states.length).toBe(renders);
    sizes.clientWidth = 1000;
    await observer.report([pre]);
    expect(last().isCodeScrollable).toBe(false);
  });

  it('shares one observer between blocks and stops observing an unmounted block', async () => {
    const { useCodeWordWrap } = await loadHook();
    const first = renderBlock(useCodeWordWrap);
    const second = renderBlock(useCodeWordWrap);
    expect(FakeResizeObserver.instances).toHaveLength(1);
    const observer = FakeResizeObserver.instances[0]!;
    expect(observer.observed.size).toBe(4);
    first.view.unmount();
    expect([...observer.observed]).toEqual([second.pre, second.code]);
  });

  it('toggles wrap on the code element, keeping the button while wrap is on', async () => {
    const { useCodeWordWrap } = await loadHook();
    const { pre, code, last } = renderBlock(useCodeWordWrap);
    const sizes = { scrollWidth: 900, clientWidth: 300 };
    sized(pre, sizes);
    const observer = FakeResizeObserver.instances[0]!;
    await observer.report();
    act(() => last().toggle());
    expect(last().isEnabled).toBe(true);
    expect(code.style.whiteSpace).toBe('pre-wrap');
    expect(code.style.overflowWrap).toBe('anywhere');
    // Wrapped, the lines fit: the button stays to turn wrap off.
    sizes.scrollWidth = 300;
    await observer.report([code]);
    expect(last().isCodeScrollable).toBe(true);
    act(() => last().toggle());
    expect(last().isEnabled).toBe(false);
    expect(code.hasAttribute('style')).toBe(false);
  });

  it('returns the same object while nothing changed, so the block context does not churn', async () => {
    const { useCodeWordWrap } = await loadHook();
    const { states, rerender } = renderBlock(useCodeWordWrap);
    rerender();
    expect(states).toHaveLength(2);
    expect(states[1]).toBe(states[0]);
  });
});
