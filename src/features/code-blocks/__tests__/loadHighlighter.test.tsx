// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { startTransition, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { highlighterLoader } from '../loadHighlighter';

/** Prism's chunk, as a stand-in drawing that says it drew; `fail` makes its download fail. */
const prismChunk: { imported: number; fail: boolean; held?: Promise<void> } = { imported: 0, fail: false };
async function importChunk() {
  prismChunk.imported += 1;
  await prismChunk.held;
  if (prismChunk.fail) throw new Error('Loading chunk 9894 failed.');
  return { default: () => <pre>highlighted</pre> };
}
const loadModule = () => highlighterLoader(importChunk);

let container: HTMLElement;
let root: Root | undefined;
beforeEach(() => {
  prismChunk.imported = 0;
  prismChunk.fail = false;
  prismChunk.held = undefined;
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.restoreAllMocks();
});

/**
 * A block drawn plain until `highlight()` switches it to the highlighted drawing in a transition,
 * as src/theme/CodeBlock/Content and useHighlightWhenNear do.
 */
async function renderBlock({ useHighlighter }: ReturnType<typeof loadModule>) {
  const controls = { highlight: () => {} };
  function Highlighted() {
    const Highlighter = useHighlighter();
    // eslint-disable-next-line react-hooks/static-components -- the loaded module's, the same at every render
    return Highlighter ? <Highlighter /> : <pre>plain, without Prism</pre>;
  }
  function Block() {
    const [highlighted, setHighlighted] = useState(false);
    useEffect(() => {
      controls.highlight = () => startTransition(() => setHighlighted(true));
    });
    return highlighted ? <Highlighted /> : <pre>plain</pre>;
  }
  await act(async () => {
    root = createRoot(container);
    root.render(<Block />);
    await Promise.resolve();
  });
  return () => controls.highlight();
}

describe('highlighterLoader', () => {
  it('loads Prism only when a block is first highlighted, keeping the plain drawing while it loads', async () => {
    const loader = loadModule();
    const highlight = await renderBlock(loader);
    expect(prismChunk.imported).toBe(0);
    expect(loader.ready()).toBe(false);
    let chunk!: () => void;
    prismChunk.held = new Promise<void>((resolve) => (chunk = resolve));
    await act(async () => {
      highlight();
      await Promise.resolve();
    });
    // The transition waits for the chunk: the plain drawing stays on screen meanwhile.
    expect(prismChunk.imported).toBe(1);
    expect(container.textContent).toBe('plain');
    await act(async () => {
      chunk();
      await loader.load();
    });
    expect(container.textContent).toBe('highlighted');
    expect(loader.ready()).toBe(true);
    expect(prismChunk.imported).toBe(1);
  });

  it('loads Prism once, however many blocks ask', async () => {
    const loader = loadModule();
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect(first).not.toBeNull();
    expect(first).toBe(second);
    expect(prismChunk.imported).toBe(1);
  });

  it('keeps the code plain when Prism cannot be downloaded', async () => {
    prismChunk.fail = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loader = loadModule();
    const highlight = await renderBlock(loader);
    await act(async () => {
      highlight();
      await loader.load();
    });
    expect(container.textContent).toBe('plain, without Prism');
    expect(loader.ready()).toBe(false);
    expect(await loader.load()).toBeNull();
    expect(prismChunk.imported).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Prism could not be loaded'), expect.any(Error));
  });
});
