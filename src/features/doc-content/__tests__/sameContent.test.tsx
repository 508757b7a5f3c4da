import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { sameContent } from '../sameContent';

function PageA() {
  return null;
}
function PageB() {
  return null;
}

describe('sameContent', () => {
  it('takes two elements of the same page component without props as the same content', () => {
    expect(sameContent(createElement(PageA), createElement(PageA))).toBe(true);
  });

  it('takes another page, a page with props or another key as new content', () => {
    expect(sameContent(createElement(PageA), createElement(PageB))).toBe(false);
    expect(sameContent(createElement(PageA), createElement(PageA, { id: 'x' }))).toBe(false);
    expect(sameContent(createElement(PageA, { key: '1' }), createElement(PageA, { key: '2' }))).toBe(false);
  });

  it('compares anything that is not an element by identity', () => {
    expect(sameContent('text', 'text')).toBe(true);
    expect(sameContent(['a'], ['a'])).toBe(false);
    expect(sameContent(null, createElement(PageA))).toBe(false);
  });
});
