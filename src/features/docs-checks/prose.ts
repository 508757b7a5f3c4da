import { withoutCodeBlocks } from './codeBlocks';

/**
 * The words a reader reads on a page, from its MDX body (front matter already removed): code
 * blocks, import/export lines, JSX tags and expressions, link targets and bare URLs do not count;
 * link texts, table cells and list items do.
 */
export function proseText(content: string): string {
  return withoutCodeBlocks(content)
    .replace(/^(?:import|export)\s.*$/gm, '')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\{[^{}\n]*\}/g, ' ')
    .replace(/\]\([^)\s]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ');
}

const word = /[\p{L}\p{N}][\p{L}\p{N}'’.,%/-]*/gu;

export function countWords(content: string): number {
  return proseText(content).match(word)?.length ?? 0;
}

export interface Heading {
  depth: number;
  text: string;
}

/** The ATX headings of a page outside code blocks, without an explicit `{#id}`. */
export function headingsOf(content: string): Heading[] {
  return Array.from(withoutCodeBlocks(content).matchAll(/^ {0,3}(#{1,6})[ \t]+(.+?)[ \t#]*$/gm), (match) => ({
    depth: match[1]?.length ?? 0,
    text: (match[2] ?? '').replace(/\s*\{#[\w-]+\}$/, '').trim(),
  }));
}
