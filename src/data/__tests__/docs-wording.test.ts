import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listDocFiles, readDoc } from '@site/src/test-support/docs-checks/docsFiles';
import { parseMdx } from '@site/src/plugins/mdx-source/mdx';
import { wordingOffences } from '@site/src/test-support/docs-checks/wording';

/**
 * The wording rules of WRITING_GUIDE.md ("Facts, dates and sources", "Links") on every page: no
 * research notes, no link that shows its bare address (src/test-support/docs-checks/wording.ts,
 * whose tests show each mistake caught). There is no allow list.
 */
const docsDir = fileURLToPath(new URL('../../../docs', import.meta.url));

// Each page is parsed once, here (the file as written: line numbers count its front matter).
const pages = listDocFiles(docsDir).map((file) => ({ file, tree: parseMdx(readDoc(file)) }));

describe('docs wording', () => {
  it('finds the docs pages', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  it('state rules, not research notes, and describe every link target (file:line)', () => {
    const failures = pages.flatMap(({ file, tree }) =>
      wordingOffences(tree).map(({ line, message }) => `docs/${file.relPath}:${line}: ${message}`),
    );
    expect(failures).toEqual([]);
  });
});
