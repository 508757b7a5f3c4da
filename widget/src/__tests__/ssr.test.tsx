import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Server rendering: runs in Node without a DOM. Browser globals are replaced by getters that
 * record any access before the widget modules are imported, so both import time and render time
 * are covered.
 */
const GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'matchMedia',
  'requestAnimationFrame',
  'getComputedStyle',
];
const touched: string[] = [];
const saved = GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
for (const name of GLOBALS) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      touched.push(name);
      return undefined;
    },
  });
}
afterAll(() => {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  }
});

const widget = await import('../index');

describe('server rendering', () => {
  it('imports without touching browser globals', () => {
    expect(touched).toEqual([]);
  });

  it('renderToString does not throw and touches no browser global', () => {
    const store = widget.createChatStore();
    store.addResponseMessage('**Welcome** to the docs. ![chart](https://x.test/c.png)');
    store.addUserMessage('Hi');
    store.addLinkSnippet({ title: 'EFR API', link: 'https://x.test/efr/api' });
    store.setQuickButtons([{ label: 'Germany', value: 'DE' }]);
    store.setBadgeCount(2);
    let html = '';
    expect(() => {
      html = renderToString(
        createElement(widget.Widget, {
          store,
          title: 'Docs assistant',
          imagePreview: true,
          emojis: true,
          resizable: true,
          theme: 'dark',
        }),
      );
    }).not.toThrow();
    expect(touched).toEqual([]);
    expect(html).toContain('class="rcw-launcher"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('aria-controls="rcw-chat-container"');
    expect(html).toMatch(/id="rcw-chat-container"[^>]*hidden=""/);
    expect(html).toContain('<strong>Welcome</strong>');
    expect(html).toContain('2 unread messages');
    expect(html).toContain('data-theme="dark"');
    expect(html).not.toContain('rcw-previewer-container');
  });

  it('the store and markdown work without a DOM', () => {
    expect(widget.renderMarkdown('*ok* <script>x</script>')).toBe('<p><em>ok</em> &lt;script&gt;x&lt;/script&gt;</p>');
    expect(touched).toEqual([]);
  });
});
