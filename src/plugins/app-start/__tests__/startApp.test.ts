import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
import { ssrTemplate, startScript, type StartOptions } from '../ssrTemplate';

const scripts = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'];
const options: StartOptions = {
  startNowPaths: ['/callback', '/search'],
  sessionPrefix: 'oidc.user:',
  themeKey: 'theme',
  searchKeys: ['mod+k', '/'],
};
const body = `<div id="__docusaurus">
  <nav><button id="search" type="button">Search</button><button id="theme" type="button" disabled>Theme</button></nav>
  <ul role="tablist"><li role="tab" id="tab">XML</li></ul>
  <a id="link" href="/efr/api">API</a>
  <input id="field"></div>`;

interface PageOptions {
  url?: string;
  session?: 'present' | 'throws';
  saveData?: boolean;
  /** A browser with paint timing: the fake observer's `paint(name)` reports a paint entry. */
  paintTiming?: { paint?: (name: string) => void };
}

/** A page as the build writes it, with the minified start script that ships, run by jsdom. */
function page({ url = 'https://docs.example/efr/AT', session, saveData, paintTiming }: PageOptions = {}) {
  const dom = new JSDOM(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`, {
    url,
    runScripts: 'dangerously',
    pretendToBeVisual: true,
  });
  const { window } = dom;
  if (session === 'present') window.sessionStorage.setItem('oidc.user:https://id.example:docs', '{}');
  if (session === 'throws') {
    Object.defineProperty(window, 'sessionStorage', {
      get() {
        throw new window.DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  }
  if (saveData) Object.defineProperty(window.navigator, 'connection', { value: { saveData: true } });
  if (paintTiming) {
    const timing = paintTiming;
    class FakePaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
        timing.paint = (entry) => callback({ getEntriesByName: (name: string) => (name === entry ? [{ name }] : []) });
      }
      observe() {}
      disconnect() {
        timing.paint = undefined;
      }
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: FakePaintObserver });
  }
  const script = window.document.createElement('script');
  script.setAttribute('data-scripts', scripts.join(' '));
  script.setAttribute('data-base-url', '/');
  script.setAttribute('data-start-now', options.startNowPaths.join(' '));
  script.setAttribute('data-session-prefix', options.sessionPrefix);
  script.setAttribute('data-theme-key', options.themeKey);
  script.setAttribute('data-search-keys', options.searchKeys.join(' '));
  script.textContent = startScript();
  window.document.head.append(script);

  const $ = (id: string) => window.document.getElementById(id) as HTMLElement;
  return {
    window,
    $,
    loaded: () => Array.from(window.document.querySelectorAll('script[src]'), (element) => element.getAttribute('src')),
    preloaded: () =>
      Array.from(window.document.querySelectorAll('link[rel=preload]'), (link) => link.getAttribute('href')),
    fire: (target: EventTarget, type: string, init: KeyboardEventInit = {}) => {
      const event = new window.KeyboardEvent(type, { bubbles: true, cancelable: true, ...init });
      target.dispatchEvent(event);
      return event;
    },
    click: (element: HTMLElement) => {
      const event = new window.MouseEvent('click', { bubbles: true, cancelable: true });
      element.dispatchEvent(event);
      return event;
    },
    /** Until the parser is done (the start script runs in <head>, while the page loads). */
    parsed: () => vi.waitFor(() => expect(window.document.readyState).not.toBe('loading')),
    /** What Docusaurus does once React has hydrated, then the start script's replay turn. */
    hydrate: async () => {
      window.document.documentElement.setAttribute('data-has-hydrated', 'true');
      await new Promise((resolve) => window.setTimeout(resolve, 5));
    },
  };
}

describe('the start script', () => {
  it('fetches the scripts at once and runs them, in their order, once the parsed page has painted', async () => {
    const { window, loaded, preloaded, parsed } = page();
    expect(preloaded()).toEqual(scripts);
    // React needs its container: nothing runs while the parser is still in <head>.
    expect(loaded()).toEqual([]);
    await parsed();
    await vi.waitFor(() => expect(loaded()).toEqual(scripts));
    const elements = window.document.querySelectorAll('script[src]');
    expect(Array.from(elements, (element) => (element as HTMLScriptElement).async)).toEqual([false, false]);
  });

  it('where paint timing exists, runs them only once the first contentful paint is on screen', async () => {
    const paintTiming: NonNullable<PageOptions['paintTiming']> = {};
    const { loaded, parsed } = page({ paintTiming });
    await parsed();
    await vi.waitFor(() => expect(paintTiming.paint).toBeTypeOf('function'));
    // Frames go by (the first paint is not yet presented): nothing runs.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loaded()).toEqual([]);
    paintTiming.paint?.('first-paint');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded()).toEqual([]);
    paintTiming.paint?.('first-contentful-paint');
    await vi.waitFor(() => expect(loaded()).toEqual(scripts));
    expect(paintTiming.paint).toBeUndefined();
  });

  it('on data saver fetches and runs nothing until the reader interacts', async () => {
    const { window, loaded, preloaded, fire, parsed } = page({ saveData: true });
    await parsed();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([preloaded(), loaded()]).toEqual([[], []]);
    fire(window.document.body, 'pointermove');
    expect(loaded()).toEqual(scripts);
    fire(window.document.body, 'keydown', { key: 'a' });
    expect(loaded()).toEqual(scripts);
  });

  it.each([
    ['the sign-in callback', { url: 'https://docs.example/callback?code=abc&state=x' }],
    ['the search page', { url: 'https://docs.example/search' }],
    ['a query string (e.g. a selected tab)', { url: 'https://docs.example/efr/api?lang=xml' }],
    ['a signed-in session', { session: 'present' as const }],
  ])('starts at once for %s, even on data saver', async (_name, pageOptions) => {
    const { loaded, parsed } = page({ ...pageOptions, saveData: true });
    expect(loaded()).toEqual([]);
    await parsed();
    expect(loaded()).toEqual(scripts);
  });

  it('waits as usual when sessionStorage throws', async () => {
    const { loaded, parsed } = page({ session: 'throws', saveData: true });
    await parsed();
    expect(loaded()).toEqual([]);
  });

  it('holds a button pressed before the app is ready and presses it once React has hydrated', async () => {
    const { $, click, hydrate, loaded, parsed } = page();
    await parsed();
    const pressed = vi.fn();
    $('search').addEventListener('click', pressed);
    expect(click($('search')).defaultPrevented).toBe(true);
    expect(pressed).not.toHaveBeenCalled();
    expect(loaded()).toEqual(scripts);
    await hydrate();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('finds the control again when React replaced its element', async () => {
    const { window, $, click, hydrate } = page();
    click($('tab'));
    const replacement = window.document.createElement('li');
    replacement.setAttribute('role', 'tab');
    const pressed = vi.fn();
    replacement.addEventListener('click', pressed);
    $('tab').replaceWith(replacement);
    await hydrate();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('replays a disabled control (no click event) once it is enabled', async () => {
    const { window, $, hydrate, loaded, parsed } = page();
    await parsed();
    const pressed = vi.fn();
    $('theme').addEventListener('click', pressed);
    $('theme').dispatchEvent(new window.Event('pointerup', { bubbles: true }));
    expect(loaded()).toEqual(scripts);
    ($('theme') as HTMLButtonElement).disabled = false;
    await hydrate();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('replays the search shortcuts, but not "/" typed into a field', async () => {
    const { window, $, fire, hydrate } = page();
    const keys: string[] = [];
    window.addEventListener('keydown', (event) => {
      if (!event.isTrusted) keys.push(`${event.ctrlKey ? 'Ctrl+' : ''}${event.key}`);
    });
    expect(fire($('field'), 'keydown', { key: '/' }).defaultPrevented).toBe(false);
    expect(fire(window.document.body, 'keydown', { key: 'k', ctrlKey: true }).defaultPrevented).toBe(true);
    keys.length = 0;
    await hydrate();
    expect(keys).toEqual(['Ctrl+k']);
  });

  it('delivers a held search key once, by its replay, even to a listener the app attached early', async () => {
    const { window, fire, hydrate } = page();
    // The dialog's shortcut listener can be attached before the page is marked hydrated.
    const toggles = vi.fn();
    window.addEventListener('keydown', (event) => {
      if (event.ctrlKey && event.key === 'k') toggles();
    });
    fire(window.document.body, 'keydown', { key: 'k', ctrlKey: true });
    expect(toggles).not.toHaveBeenCalled();
    await hydrate();
    expect(toggles).toHaveBeenCalledTimes(1);
  });

  it('leaves links alone: before the app runs they navigate as plain links', () => {
    const { $, click } = page();
    expect(click($('link')).defaultPrevented).toBe(false);
  });

  it('leaves a click to React once it has begun to hydrate (React finishes hydrating, then dispatches it)', async () => {
    const { $, click, parsed } = page();
    await parsed();
    // What hydrateRoot does at once: it marks its container (and listens on it).
    Object.assign($('__docusaurus'), { __reactContainer$test: {} });
    expect(click($('search')).defaultPrevented).toBe(false);
    expect(click($('tab')).defaultPrevented).toBe(false);
  });

  it('still holds a disabled control once React has begun to hydrate, as it gets no click', async () => {
    const { window, $, hydrate, parsed } = page();
    await parsed();
    Object.assign($('__docusaurus'), { __reactContainer$test: {} });
    const pressed = vi.fn();
    $('theme').addEventListener('click', pressed);
    $('theme').dispatchEvent(new window.Event('pointerup', { bubbles: true }));
    ($('theme') as HTMLButtonElement).disabled = false;
    await hydrate();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('stops holding clicks once the app is ready', async () => {
    const { $, click, hydrate } = page();
    await hydrate();
    expect(click($('search')).defaultPrevented).toBe(false);
  });

  it('never holds a control React rendered itself, such as the crash page\'s "Try again"', async () => {
    const { window, $, click, parsed, loaded } = page();
    await parsed();
    await vi.waitFor(() => expect(loaded()).toEqual(scripts));
    const tryAgain = window.document.createElement('button');
    window.document.body.replaceChildren(tryAgain);
    expect(click(tryAgain).defaultPrevented).toBe(false);
    expect($('search')).toBeNull();
  });
});

describe('the page before the app has started', () => {
  it('follows a colour mode chosen in another tab', () => {
    const { window } = page();
    const root = window.document.documentElement;
    window.dispatchEvent(new window.StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect([root.getAttribute('data-theme'), root.getAttribute('data-theme-choice')]).toEqual(['dark', 'dark']);
    window.dispatchEvent(new window.StorageEvent('storage', { key: 'theme', newValue: 'pink' }));
    expect(root.getAttribute('data-theme')).toBe('dark');
  });
});

describe('ssrTemplate', () => {
  it("replaces Docusaurus's deferred script tags with the start script carrying their URLs", () => {
    const template = ssrTemplate(options);
    expect(template).not.toContain('defer></script>');
    expect(template).toContain(`data-scripts="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>"`);
    expect(template).toContain(startScript());
    expect(template.replace(/<script data-scripts[\s\S]*?<\/script>/, '')).toBe(
      defaultTemplate.replace(/<% it\.scripts[\s\S]*?<% }\); %>/, ''),
    );
  });

  it('fails loudly when the Docusaurus template changes', () => {
    expect(() => ssrTemplate(options, '<html><head></head></html>')).toThrow(
      /no longer has the expected <script> tags/,
    );
  });

  it('writes what the script depends on as attributes, and refuses values that would break them', () => {
    expect(ssrTemplate(options)).toContain(
      'data-start-now="/callback /search" data-session-prefix="oidc.user:" data-theme-key="theme" data-search-keys="mod+k /"',
    );
    expect(() => ssrTemplate({ ...options, themeKey: 'a"b' })).toThrow(/data-theme-key values must be non-empty words/);
  });
});
