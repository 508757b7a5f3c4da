/** chat-widget.markdown.js: hands marked to the embed and re-renders waiting messages. */
import { Marked } from 'marked';

const global = globalThis as typeof globalThis & {
  ChatWidgetMarkdown?: unknown;
  ChatWidget?: { markdownReady?: () => void };
};
global.ChatWidgetMarkdown = { Marked };
global.ChatWidget?.markdownReady?.();
