// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  docusaurusGlobal,
  wrapDocusaurusGlobal,
  wrapOnFirstRouteUpdate,
  type DocusaurusGlobal,
} from '../docusaurusGlobal';

/** The global as Docusaurus's client entry sets it when the app starts. */
function startApp(): DocusaurusGlobal {
  const global: DocusaurusGlobal = { prefetch: vi.fn(() => false as const), preload: vi.fn(() => false as const) };
  window.docusaurus = global;
  return global;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { docusaurus?: DocusaurusGlobal }).docusaurus;
});

describe('docusaurusGlobal', () => {
  it('is undefined before the app has started and on the server, the global once it has', () => {
    expect(docusaurusGlobal()).toBeUndefined();
    const global = startApp();
    expect(docusaurusGlobal()).toBe(global);
    vi.stubGlobal('window', undefined);
    expect(docusaurusGlobal()).toBeUndefined();
  });

  it('wraps one function and keeps the other, and changes nothing before the app has started', () => {
    const wrap = vi.fn((preload: DocusaurusGlobal['preload']) => (path: string) => preload(path));
    expect(wrapDocusaurusGlobal('preload', wrap)).toBe(false);
    expect(wrap).not.toHaveBeenCalled();
    expect('docusaurus' in window).toBe(false);

    const global = startApp();
    expect(wrapDocusaurusGlobal('preload', wrap)).toBe(true);
    expect(wrap).toHaveBeenCalledWith(global.preload);
    expect(window.docusaurus.prefetch).toBe(global.prefetch);
    expect(window.docusaurus.preload).not.toBe(global.preload);
    expect(window.docusaurus.preload('/efr')).toBe(false);
    expect(global.preload).toHaveBeenCalledWith('/efr');
  });

  it('wraps on the first route update that finds the global, and only then', () => {
    const wrap = vi.fn((prefetch: DocusaurusGlobal['prefetch']) => prefetch);
    const onRouteDidUpdate = wrapOnFirstRouteUpdate('prefetch', wrap);
    onRouteDidUpdate();
    expect(wrap).not.toHaveBeenCalled();
    startApp();
    onRouteDidUpdate();
    onRouteDidUpdate();
    expect(wrap).toHaveBeenCalledTimes(1);
  });
});
