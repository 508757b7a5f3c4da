import type { Paragraph, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import shortenedTokens from '../remark';

describe('shortenedTokens (remark plugin)', () => {
  it('joins the ellipsis of shortened tokens in inline code, and leaves prose alone', () => {
    const paragraph: Paragraph = {
      type: 'paragraph',
      children: [
        { type: 'inlineCode', value: '4UWIqOKJ…8PJNkg==' },
        { type: 'text', value: ' and so…on' },
      ],
    };
    const tree: Root = { type: 'root', children: [paragraph] };
    shortenedTokens()(tree);
    expect(paragraph.children).toEqual([
      { type: 'inlineCode', value: '4UWIqOKJ…\u20608PJNkg==' },
      { type: 'text', value: ' and so…on' },
    ]);
  });
});
