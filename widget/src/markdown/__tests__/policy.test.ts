import { describe, expect, it } from 'vitest';
import { decodeEntities } from '../escape';
import { safeImageUrl, safeLinkUrl, validateLink } from '../policy';

describe('URL rules', () => {
  it("validateLink is markdown-it's rule: no javascript, vbscript, file, data except data images", () => {
    expect(validateLink('javascript:x')).toBe(false);
    expect(validateLink(' JavaScript:x')).toBe(false);
    expect(validateLink('vbscript:x')).toBe(false);
    expect(validateLink('file:///x')).toBe(false);
    expect(validateLink('data:text/html,x')).toBe(false);
    expect(validateLink('data:image/svg+xml,x')).toBe(false);
    for (const t of ['gif', 'png', 'jpeg', 'webp']) expect(validateLink(`data:image/${t};base64,AAAA`)).toBe(true);
    expect(validateLink('https://x.test')).toBe(true);
    expect(validateLink('/relative')).toBe(true);
  });

  it('safeLinkUrl allows http, https, ftp, protocol-relative, mailto and xmpp only', () => {
    expect(safeLinkUrl('https://x.test')).toBe('https://x.test');
    expect(safeLinkUrl('HTTP://X.TEST')).toBe('HTTP://X.TEST');
    expect(safeLinkUrl('ftp://x.test')).toBe('ftp://x.test');
    expect(safeLinkUrl('//x.test')).toBe('//x.test');
    expect(safeLinkUrl('mailto:a@b.test')).toBe('mailto:a@b.test');
    expect(safeLinkUrl('xmpp:a@b.test')).toBe('xmpp:a@b.test');
    for (const bad of [
      '/x',
      'x',
      '#a',
      '/\\evil.test',
      '\\\\evil.test',
      'tel:1',
      'data:image/png;base64,AA',
      'javascript:1',
      'https:/x.test',
    ]) {
      expect(safeLinkUrl(bad)).toBeNull();
    }
  });

  it('checks what the browser would use: entities decoded, control characters stripped', () => {
    expect(safeLinkUrl('jav&#x61;script:alert(1)')).toBeNull();
    expect(safeLinkUrl('java\tscript:alert(1)')).toBeNull();
    expect(safeLinkUrl('\u0001 javascript:alert(1)')).toBeNull();
    expect(safeLinkUrl(' https://x.test\n')).toBe('https://x.test');
    expect(safeLinkUrl('ht\ntps://x.test')).toBe('https://x.test');
  });

  it('safeImageUrl allows http, https and protocol-relative only', () => {
    expect(safeImageUrl('https://x.test/a.png')).toBe('https://x.test/a.png');
    expect(safeImageUrl('//x.test/a.png')).toBe('//x.test/a.png');
    expect(safeImageUrl('ftp://x.test/a.png')).toBeNull();
    expect(safeImageUrl('data:image/png;base64,AA')).toBeNull();
    expect(safeImageUrl('a.png')).toBeNull();
  });

  it('decodeEntities handles numeric and common named references', () => {
    expect(decodeEntities('&#106;&#x61;&colon;&amp;&unknown;&#0;')).toBe('ja:&&unknown;\ufffd');
  });
});
