import { visit } from 'unist-util-visit';
import { parseMdx } from './mdx';

/**
 * The fenced code blocks of an MDX page, as the MDX parser finds them (inside JSX and lists
 * included; a ```` fence may show ``` fences as text), with their meta string read as key=value:
 *
 *   ```json schema=request example=at-sale title="POST /register"
 *
 * gives lang "json" and meta { schema: "request", example: "at-sale", title: "POST /register" }.
 */
export interface CodeBlock {
  lang: string;
  meta: Record<string, string>;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** 1-based line of the closing fence (the last line of the page if the block is not closed). */
  endLine: number;
}

const metaToken = /([A-Za-z_][\w-]*)=(?:"([^"]*)"|'([^']*)'|(\S+))/g;

/** The key=value pairs of a code block's meta string (values quoted or not); other words are ignored. */
export function parseMeta(meta: string | null | undefined): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const [, key = '', doubleQuoted, singleQuoted, bare] of (meta ?? '').matchAll(metaToken)) {
    pairs[key] = doubleQuoted ?? singleQuoted ?? bare ?? '';
  }
  return pairs;
}

export function extractCodeBlocks(source: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  visit(parseMdx(source), 'code', (node) => {
    blocks.push({
      lang: node.lang ?? '',
      meta: parseMeta(node.meta),
      code: node.value,
      line: node.position?.start.line ?? 0,
      endLine: node.position?.end.line ?? 0,
    });
  });
  return blocks;
}

/** The page with the lines of its code blocks blank, so checks of prose skip code (line numbers kept). */
export function withoutCodeBlocks(source: string): string {
  const blanked = source.split(/\r?\n/);
  for (const block of extractCodeBlocks(source)) {
    for (let line = block.line - 1; line < block.endLine; line += 1) blanked[line] = '';
  }
  return blanked.join('\n');
}
