import { act } from '@testing-library/react';

/**
 * jsdom has no ResizeObserver: this one reports when the test says the browser laid out. Stub it
 * with `vi.stubGlobal('ResizeObserver', FakeResizeObserver)`.
 */
export class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /**
   * The browser reports `elements` (all observed ones by default) after a layout; what the
   * callback leaves for the task after the frame (afterLayout.ts) has run when this settles.
   */
  async report(elements: Element[] = [...this.observed]) {
    act(() =>
      this.callback(
        elements.map((target) => ({ target }) as ResizeObserverEntry),
        this as unknown as ResizeObserver,
      ),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
}
