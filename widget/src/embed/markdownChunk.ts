/** chat-widget.markdown.js: hands marked's lexer to the embed and re-renders waiting messages. */
import { Lexer, getDefaults } from 'marked';

const global = globalThis as typeof globalThis & {
  ChatWidgetMarkdown?: unknown;
  ChatWidget?: { markdownReady?: () => void };
};
global.ChatWidgetMarkdown = { Lexer, getDefaults };
global.ChatWidget?.markdownReady?.();
