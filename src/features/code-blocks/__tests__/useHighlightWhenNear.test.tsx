// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { useRef } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHighlightWhenNear, type CodeDrawing } from '../useHighlightWhenNear';

/** jsdom has no IntersectionObserver: this one reports when the test brings a block near. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  near() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

let drawings: CodeDrawing[] = [];
/** Whether the highlighted drawing renders at once (Prism loaded). */
const prism = { ready: true };
const ready = () => prism.ready;
function Block() {
  const ref = useRef<HTMLPreElement>(null);
  drawings.push(useHighlightWhenNear(ref, { ready }));
  return <pre ref={ref}>code</pre>;
}

let container: HTMLElement;
let root: Root | undefined;
beforeEach(() => {
  drawings = [];
  prism.ready = true;
  FakeIntersectionObserver.instances = [];
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

/** The server's HTML of the block, then hydrated in the browser. */
function hydrate(element = <Block />) {
  container.innerHTML = renderToString(element);
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  act(() => {
    root = hydrateRoot(container, element);
  });
}

describe('useHighlightWhenNear', () => {
  it('highlights on the server', () => {
    vi.stubGlobal('window', undefined);
    renderToString(<Block />);
    expect(drawings).toEqual(['highlighted']);
  });

  it("keeps the server's tokens of a hydrated block, and watches nothing", () => {
    hydrate();
    expect(drawings.length).toBeGreaterThan(1);
    expect(new Set(drawings.slice(1))).toEqual(new Set(['served']));
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it("keeps a served block's tokens when it renders again (a colour-mode switch: the stylesheet colours them)", () => {
    hydrate();
    act(() => root?.render(<Block />));
    expect(drawings.at(-1)).toBe('served');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('draws a block React renders in the browser as plain text until it comes near', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    act(() => {
      root = createRoot(container);
      root.render(<Block />);
    });
    expect(drawings).toEqual(['plain']);
    FakeIntersectionObserver.instances[0]?.near();
    expect(drawings.at(-1)).toBe('highlighted');
  });

  it('highlights a plain block in full before printing, where Prism is loaded', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    act(() => {
      root = createRoot(container);
      root.render(<Block />);
    });
    prism.ready = false;
    window.dispatchEvent(new Event('beforeprint'));
    expect(drawings.at(-1)).toBe('plain');
    prism.ready = true;
    window.dispatchEvent(new Event('beforeprint'));
    expect(drawings.at(-1)).toBe('highlighted');
  });

  it('highlights a block React renders in a browser without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    await act(async () => {
      root = createRoot(container);
      root.render(<Block />);
      await Promise.resolve();
    });
    expect(drawings[0]).toBe('plain');
    expect(drawings.at(-1)).toBe('highlighted');
  });
});
