// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTabChoice } from '../useTabChoice';

// React flushes updates inside act() only when told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const calls: string[] = [];

/** A group whose shared choice lives in its parent's state, as theme-common's does in storage. */
function Group({ shared }: { shared: boolean }) {
  const [selected, setSelected] = useState('a');
  const [shown, choose] = useTabChoice(
    selected,
    (value) => {
      calls.push(`select ${value}`);
      setSelected(value);
    },
    shared,
  );
  return (
    <>
      <output>{shown}</output>
      {['b', 'c'].map((value) => (
        <button key={value} type="button" onClick={() => choose(value, () => calls.push('before share'))}>
          {value}
        </button>
      ))}
    </>
  );
}

describe('useTabChoice', () => {
  let root: Root;
  let container: HTMLElement;
  const shown = () => container.querySelector('output')!.textContent;
  const tap = (value: string) =>
    act(() => {
      Array.from(container.querySelectorAll('button'))
        .find((button) => button.textContent === value)!
        .click();
    });
  const later = () =>
    act(() => {
      vi.advanceTimersByTime(50);
    });

  beforeEach(() => {
    vi.useFakeTimers();
    container = document.createElement('div');
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
    calls.length = 0;
  });

  it('shows a shared group’s tapped tab at once and shares the choice after the next paint', () => {
    act(() => root.render(<Group shared />));
    tap('b');
    expect(shown()).toBe('b');
    expect(calls).toEqual([]);
    later();
    expect(calls).toEqual(['before share', 'select b']);
    expect(shown()).toBe('b');
  });

  it('shares only the last of two quick taps', () => {
    act(() => root.render(<Group shared />));
    tap('b');
    tap('c');
    expect(shown()).toBe('c');
    later();
    expect(calls).toEqual(['before share', 'select c']);
  });

  it('selects a group of its own directly', () => {
    act(() => root.render(<Group shared={false} />));
    tap('b');
    expect(calls).toEqual(['before share', 'select b']);
    expect(shown()).toBe('b');
  });

  it('shares nothing once the group is gone', () => {
    act(() => root.render(<Group shared />));
    tap('b');
    act(() => root.render(<></>));
    later();
    expect(calls).toEqual([]);
  });
});
