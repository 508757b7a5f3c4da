/**
 * Fenced code blocks of a Markdown/MDX page, with their info string parsed:
 *
 *   ```json schema=request example=at-sale title="POST /register"
 *
 * gives lang "json" and meta { schema: "request", example: "at-sale", title: "POST /register" }.
 * Fences may be indented (inside lists or JSX); a block ends at a fence of the same character that
 * is at least as long, so a ```` block can show ``` blocks as text.
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

const openingFence = /^(\s*)(`{3,}|~{3,})(.*)$/;
const metaToken = /([A-Za-z_][\w-]*)=(?:"([^"]*)"|'([^']*)'|(\S+))|(\S+)/g;

export function parseInfoString(info: string): { lang: string; meta: Record<string, string> } {
  const meta: Record<string, string> = {};
  let lang = '';
  for (const match of info.trim().matchAll(metaToken)) {
    const [, key, doubleQuoted, singleQuoted, bare, word] = match;
    if (key !== undefined) meta[key] = doubleQuoted ?? singleQuoted ?? bare ?? '';
    else if (!lang && Object.keys(meta).length === 0) lang = word ?? '';
  }
  return { lang, meta };
}

export function extractCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const [, indent = '', fence = '', info = ''] = openingFence.exec(lines[i] ?? '') ?? [];
    if (!fence) continue;
    const char = fence.charAt(0);
    if (char === '`' && info.includes('`')) continue; // inline code, not a fence
    const closing = new RegExp(`^\\s*${char === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let j = i + 1;
    for (let line = lines[j]; line !== undefined && !closing.test(line); line = lines[j]) {
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
      j += 1;
    }
    blocks.push({
      ...parseInfoString(info),
      code: body.join('\n'),
      line: i + 1,
      endLine: Math.min(j + 1, lines.length),
    });
    i = j;
  }
  return blocks;
}

/** The page without its fenced code blocks (fence lines and contents become empty lines). */
export function withoutCodeBlocks(source: string): string {
  const lines = source.split(/\r?\n/);
  const blanked = [...lines];
  for (const block of extractCodeBlocks(source)) {
    for (let k = block.line - 1; k < block.endLine; k += 1) blanked[k] = '';
  }
  return blanked.join('\n');
}
