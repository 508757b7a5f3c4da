/**
 * Stand-in for `marked` in the embed build (vite.embed.config.ts aliases `marked` to this file).
 *
 * The parser is the largest part of the embed, so it ships as a second script,
 * chat-widget.markdown.js, next to chat-widget.js. It is requested the first time a message needs
 * markdown parsing (plain sentences never do, see renderMarkdown). Until it has arrived, `parse`
 * throws, renderMarkdown falls back to escaped plain text, and the message is rendered again when
 * the parser script calls ChatWidget.markdownReady().
 */
import type * as Real from 'marked';
import { parserChanged } from '../parserState';

type Parser = Pick<typeof Real, 'Marked'>;
const global = globalThis as typeof globalThis & { ChatWidgetMarkdown?: Parser };

// Read while this script is being evaluated: afterwards document.currentScript is null.
const script = typeof document === 'undefined' ? null : (document.currentScript as HTMLScriptElement | null);
let url = script?.src ? script.src.replace(/[^/?#]*([?#].*)?$/, 'chat-widget.markdown.js') : '';
let requested = false;

/** Where to load the parser from, when it is not next to chat-widget.js. */
export function setMarkdownUrl(next: string): void {
  url = next;
  requested = false;
}

function load(): void {
  if (requested || !url || typeof document === 'undefined') return;
  requested = true;
  const tag = document.createElement('script');
  tag.src = url;
  tag.async = true;
  if (script?.nonce) tag.nonce = script.nonce;
  document.head.appendChild(tag);
}

export const markdownReady = (): void => parserChanged();

/** Keeps the extensions and makes the real instance once the parser script has arrived. */
export class Marked {
  private readonly extensions: Real.MarkedExtension[];
  private real?: Real.Marked;
  constructor(...extensions: Real.MarkedExtension[]) {
    this.extensions = extensions;
  }
  parse(src: string): string {
    const parser = global.ChatWidgetMarkdown;
    if (!parser) {
      load();
      throw new Error('markdown parser not loaded yet');
    }
    this.real ??= new parser.Marked(...this.extensions);
    return this.real.parse(src) as string;
  }
}
