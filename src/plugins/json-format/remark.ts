import type { Code, Root } from 'mdast';
import { format } from 'prettier';
import { visit } from 'unist-util-visit';

/**
 * JSON examples written on one long line (a request of a few fields is quicker to write and to
 * review so) are shown formatted: one level per line where the line would be long, short objects
 * kept on one line, as Prettier writes JSON. Only the page changes; the Markdown source, which the
 * content tests validate against the schema, stays as written.
 *
 * Prettier writes numbers in their shortest form (3.40 as 3.4); an example shows the literals
 * its author chose, so they are put back in their order.
 */
export interface JsonFormatOptions {
  /** Lines up to this length stay as they are (they fit a phone's code block or nearly). */
  maxLineLength?: number;
  /** The width Prettier fills lines up to. */
  printWidth?: number;
}

/** Strings (skipped) and numbers of a JSON text, in order. */
const TOKENS = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

const numbers = (json: string): string[] =>
  Array.from(json.matchAll(TOKENS), (match) => match[0]).filter((token) => !token.startsWith('"'));

/** `formatted` with its numbers replaced, in order, by those of `original`. */
export function restoreNumbers(original: string, formatted: string): string {
  const literals = numbers(original);
  let index = 0;
  return formatted.replace(TOKENS, (token) => (token.startsWith('"') ? token : (literals[index++] ?? token)));
}

/** A one-line JSON text longer than `maxLineLength`, formatted; anything else as it is. */
export async function formatJsonLine(
  text: string,
  { maxLineLength = 60, printWidth = 64 }: JsonFormatOptions = {},
): Promise<string> {
  if (text.includes('\n') || text.length <= maxLineLength) return text;
  try {
    JSON.parse(text);
  } catch {
    return text; // Not JSON (a fragment with "…"): shown as written.
  }
  const formatted = (await format(text, { parser: 'json', printWidth })).trimEnd();
  return restoreNumbers(text, formatted);
}

/** Remark plugin: formats the one-line ```json code blocks of a page (see above). */
export default function jsonFormat(options: JsonFormatOptions = {}) {
  return async (tree: Root): Promise<void> => {
    const blocks: Code[] = [];
    visit(tree, 'code', (node: Code) => {
      // A block that highlights lines ({1}) refers to the lines as written.
      if (node.lang === 'json' && !node.meta?.includes('{')) blocks.push(node);
    });
    await Promise.all(
      blocks.map(async (node) => {
        node.value = await formatJsonLine(node.value, options);
      }),
    );
  };
}
