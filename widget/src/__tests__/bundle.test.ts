import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { JSDOM, ResourceLoader, type FetchOptions } from 'jsdom';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Builds the embed (both scripts) into a temporary folder, checks the size budget, and runs the
 * built files in jsdom: once directly, once through examples/embed.html.
 */
const WIDGET = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
/** Budget for chat-widget.js, gzipped: UI runtime (Preact), widget, styles, sanitizer. */
const BUDGET = 26 * 1024;

let out = '';
let main = '';
let markdown = '';
const gz = (code: string) => gzipSync(code, { level: 9 }).length;

async function buildPart(part: 'main' | 'markdown') {
  // Build exactly like `npm run build` does (Vitest runs with NODE_ENV=test).
  const env = process.env.NODE_ENV;
  process.env.EMBED_PART = part;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: WIDGET,
      mode: 'production',
      configFile: join(WIDGET, 'vite.embed.config.ts'),
      logLevel: 'silent',
      build: { outDir: out, emptyOutDir: false, sourcemap: false },
    });
  } finally {
    delete process.env.EMBED_PART;
    process.env.NODE_ENV = env;
  }
}

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'chat-widget-'));
  await buildPart('main');
  await buildPart('markdown');
  main = readFileSync(join(out, 'chat-widget.js'), 'utf8');
  markdown = readFileSync(join(out, 'chat-widget.markdown.js'), 'utf8');
}, 120_000);

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('embed bundle', () => {
  it(`chat-widget.js stays within ${BUDGET / 1024} KB gzipped`, () => {
    const size = gz(main);
    console.info(
      `chat-widget.js: ${(main.length / 1024).toFixed(1)} KB, ${(size / 1024).toFixed(1)} KB gzipped; ` +
        `chat-widget.markdown.js: ${(markdown.length / 1024).toFixed(1)} KB, ${(gz(markdown) / 1024).toFixed(1)} KB gzipped`,
    );
    expect(size).toBeLessThanOrEqual(BUDGET);
  });

  it('is framework-free: no React inside, Preact instead, and the parser is in the second script', () => {
    expect(main).not.toMatch(/react\.dev|__SECRET_INTERNALS|__CLIENT_INTERNALS/);
    expect(main).toContain('rcw-widget-container');
    expect(main).not.toContain('Infinite loop on byte');
    expect(markdown).toContain('Infinite loop on byte'); // a string from marked's lexer
  });

  it('mounts, renders plain text at once and markdown once the parser script ran', async () => {
    const dom = new JSDOM('<!doctype html><body><div id="app"></div></body>', {
      runScripts: 'outside-only',
      pretendToBeVisual: true,
    });
    const win = dom.window as unknown as Window & {
      ChatWidget: Record<string, (...a: unknown[]) => unknown>;
      eval: (c: string) => unknown;
    };
    win.eval(main);
    const ChatWidget = win.ChatWidget;
    expect(typeof ChatWidget.mount).toBe('function');
    ChatWidget.setMarkdownUrl('https://cdn.invalid/chat-widget.markdown.js');
    const chat = ChatWidget.mount('#app', { title: 'Bundle' }) as Record<string, (...a: unknown[]) => unknown> & {
      shadowRoot: ShadowRoot;
    };
    const shadow = chat.shadowRoot;
    expect(shadow.querySelector('style')!.textContent).toContain('.rcw-widget-container');
    expect(shadow.querySelector('.rcw-title')!.textContent).toBe('Bundle');
    chat.addResponseMessage('Plain sentence');
    await until(() => shadow.querySelectorAll('.rcw-message').length === 1);
    expect(shadow.querySelector('.rcw-message-text')!.innerHTML).toBe('<p>Plain sentence</p>');
    expect(win.document.querySelector('script[src$="chat-widget.markdown.js"]')).toBeNull();

    chat.addResponseMessage('**Bold** <img src=x onerror=alert(1)>');
    await until(() => shadow.querySelectorAll('.rcw-message').length === 2);
    // Parser not there yet: escaped text, and the parser script is requested once.
    const second = () => shadow.querySelectorAll('.rcw-message-text')[1];
    expect(second().querySelector('strong')).toBeNull();
    expect(second().querySelector('img')).toBeNull();
    expect(win.document.querySelectorAll('script[src="https://cdn.invalid/chat-widget.markdown.js"]')).toHaveLength(1);
    win.eval(markdown);
    await until(() => second().querySelector('strong') !== null);
    expect(second().querySelector('img')).toBeNull();
    chat.unmount();
    dom.window.close();
  });

  it('runs examples/embed.html: echo bot, Enter to send, Escape to close', async () => {
    class Loader extends ResourceLoader {
      fetch(url: string, options: FetchOptions) {
        const name = url.match(/\/dist\/embed\/([\w.-]+\.js)$/)?.[1];
        return name ? Promise.resolve(readFileSync(join(out, name))) : super.fetch(url, options);
      }
    }
    const dom = new JSDOM(readFileSync(join(WIDGET, 'examples/embed.html'), 'utf8'), {
      url: 'http://localhost/widget/examples/embed.html',
      runScripts: 'dangerously',
      resources: new Loader(),
      pretendToBeVisual: true,
    });
    const win = dom.window;
    await new Promise((r) => win.addEventListener('load', r));
    const host = win.document.querySelector('[data-chat-widget]')!;
    const shadow = host.shadowRoot!;
    const q = <T extends Element>(s: string) => shadow.querySelector<T>(s)!;
    // Welcome message: markdown list once the parser script has loaded.
    await until(() => shadow.querySelector('.rcw-message-text ul') !== null);
    expect(q('.rcw-badge').textContent).toBe('1');

    const launcher = q<HTMLButtonElement>('.rcw-launcher');
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(Array.from(launcher.querySelectorAll('.rcw-sr-only'), (e) => e.textContent)).toEqual([
      'Open chat',
      '1 unread message',
    ]);
    launcher.click();
    await until(() => !q<HTMLElement>('.rcw-conversation-container').hidden);
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    const input = q<HTMLTextAreaElement>('textarea');
    // Preact runs effects after paint: wait for the autofocus.
    await until(() => shadow.activeElement === input);
    input.value = 'Ping';
    input.dispatchEvent(new win.Event('input', { bubbles: true }));
    input.dispatchEvent(new win.KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await until(() => shadow.querySelectorAll('.rcw-message-response').length === 2, 3000);
    const texts = Array.from(shadow.querySelectorAll('.rcw-message-text')).map((e) => e.textContent);
    expect(texts.slice(-2)).toEqual(['Ping', 'You said:Ping']);
    await until(() => q('[aria-live="polite"]').textContent === 'You said: Ping');

    q<HTMLElement>('.rcw-conversation-container').dispatchEvent(
      new win.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    );
    await until(() => q<HTMLElement>('.rcw-conversation-container').hidden);
    await until(() => shadow.activeElement === launcher);
    dom.window.close();
  }, 20_000);
});
