// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { lockPageScroll } from '../pageScrollLock';

describe('lockPageScroll', () => {
  afterEach(() => document.body.removeAttribute('style'));

  it('hides page scroll and removes a style attribute that did not exist', () => {
    expect(document.body.hasAttribute('style')).toBe(false);
    const release = lockPageScroll(document);
    expect(document.body.style.overflow).toBe('hidden');
    release();
    expect(document.body.hasAttribute('style')).toBe(false);
  });

  it("restores the page's own overflow exactly and leaves other styles alone", () => {
    // (jsdom drops !important on these properties, so the priority is not checked here.)
    document.body.setAttribute('style', 'color: red; overflow-y: scroll; overflow-x: clip');
    const release = lockPageScroll(document);
    document.body.style.setProperty('margin', '3px'); // the page changes something meanwhile
    release();
    expect(document.body.style.getPropertyValue('overflow-y')).toBe('scroll');
    expect(document.body.style.getPropertyValue('overflow-x')).toBe('clip');
    expect(document.body.style.color).toBe('red');
    expect(document.body.style.margin).toBe('3px');
  });

  it('counts nested locks and ignores a second release', () => {
    document.body.style.overflow = 'auto';
    const a = lockPageScroll(document);
    const b = lockPageScroll(document);
    a();
    a();
    expect(document.body.style.overflow).toBe('hidden');
    b();
    expect(document.body.style.overflow).toBe('auto');
  });
});
