/**
 * Framework-free embed: `ChatWidget.mount(element, options)`.
 *
 * Built from the same components as the React package; the embed build aliases `react` to
 * `preact/compat`, so the script carries its own small UI runtime. Styles live in a Shadow DOM,
 * so the page's CSS does not reach the widget and the widget's CSS does not reach the page.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import css from '../styles.css?inline';
import { Widget } from '../components/Widget';
import { createChatStore } from '../store';
import type { ChatStore, WidgetProps } from '../types';

export * from '../api';
export { renderMarkdown } from '../markdown';
export { markdownReady, setMarkdownUrl } from './lazyMarked';
/** Element factory for custom component messages (Preact's `h` in the embed build). */
export { createElement };

export type EmbedOptions = Omit<WidgetProps, 'store'>;

export interface EmbedInstance extends ChatStore {
  /** The element the widget created inside the target; it holds the shadow root. */
  readonly host: HTMLElement;
  readonly shadowRoot: ShadowRoot;
  /** Changes options (merged with the current ones) and re-renders. */
  update(options: EmbedOptions): void;
  /** Removes the widget and its element from the page. */
  unmount(): void;
}

function adoptStyles(shadow: ShadowRoot, doc: Document): void {
  const Sheet = doc.defaultView?.CSSStyleSheet;
  if (Sheet && 'adoptedStyleSheets' in shadow && 'replaceSync' in Sheet.prototype) {
    // Constructed style sheets are not inline styles, so a strict CSP does not block them.
    const sheet = new Sheet();
    sheet.replaceSync(css);
    shadow.adoptedStyleSheets = [sheet];
  } else {
    const style = doc.createElement('style');
    style.textContent = css;
    shadow.appendChild(style);
  }
}

/**
 * Mounts a widget inside `target` (an element or a CSS selector) and returns its API. Each call
 * creates an independent instance with its own store and shadow root.
 */
export function mount(target: Element | string, options: EmbedOptions = {}): EmbedInstance {
  const parent = typeof target === 'string' ? document.querySelector(target) : target;
  // Only a selector (or, from plain JavaScript, a missing element) finds nothing.
  if (!parent) throw new Error(`ChatWidget.mount: no element matches ${target as string}`);
  const doc = parent.ownerDocument;
  const host = doc.createElement('div');
  host.setAttribute('data-chat-widget', '');
  parent.appendChild(host);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, doc);
  const container = doc.createElement('div');
  shadow.appendChild(container);

  const store = createChatStore();
  const root = createRoot(container);
  let current = options;
  const render = () => root.render(createElement(Widget, { ...current, store }));
  render();

  return {
    ...store,
    host,
    shadowRoot: shadow,
    update(next) {
      current = { ...current, ...next };
      render();
    },
    unmount() {
      root.unmount();
      host.remove();
    },
  };
}

export const version = '1.0.0';
