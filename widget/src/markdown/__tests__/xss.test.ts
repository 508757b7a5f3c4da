// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ALLOWED_TAGS, renderMarkdown } from '..';

/**
 * XSS corpus: markdown and HTML vectors. Every output is parsed by a real HTML parser (jsdom) and
 * must contain only allowed elements, no event handler or style attribute, and only URLs with an
 * allowed scheme. Vectors come from the usual public cheat sheets (OWASP filter evasion, the
 * markdown-it and marked security tests) and cover the cases listed in the widget brief.
 */
const CORPUS: string[] = [
  // script, style and friends
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.test/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '<style>body{display:none}</style>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<textarea><script>alert(1)</script></textarea>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  // event handlers and attribute breaking
  '<img src=x onerror=alert(1)>',
  '<img src="https://ok.test/a.png" onerror="alert(1)">',
  '<img src="x" alt="\\" onerror=alert(1) x=\\"">',
  '<img/src=x/onerror=alert(1)>',
  '<b onmouseover=alert(1)>hover</b>',
  '<a href="https://ok.test" onclick="alert(1)">x</a>',
  '<a href="https://ok.test"onclick=alert(1)>x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<input autofocus onfocus=alert(1)>',
  '"><img src=x onerror=alert(1)>',
  "'><script>alert(1)</script>",
  '[x](https://ok.test "title\\" onmouseover=\\"alert(1))',
  '![x" onerror="alert(1)](https://ok.test/a.png)',
  '![x](https://ok.test/a.png"onerror="alert(1))',
  '[a](https://ok.test/"><script>alert(1)</script>)',
  // javascript: in every casing, with entities, whitespace and control characters
  '[a](javascript:alert(1))',
  '[a](JAVASCRIPT:alert(1))',
  '[a](JaVaScRiPt:alert(1))',
  '[a]( javascript:alert(1))',
  '[a](<javascript:alert(1)>)',
  '[a](jav&#x61;script:alert(1))',
  '[a](jav&#97;script:alert(1))',
  '[a](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))',
  '[a](javascript&colon;alert(1))',
  '[a](java\\script:alert(1))',
  '[a](java%0ascript:alert(1))',
  '<a href="java\tscript:alert(1)">a</a>',
  '<a href="java&#9;script:alert(1)">a</a>',
  '<a href="java&#x0A;script:alert(1)">a</a>',
  '<a href="&#x01; javascript:alert(1)">a</a>',
  '<a href=" JaVaScRiPt:alert(1)">a</a>',
  '<a href="javascript&colon;alert(1)">a</a>',
  '<a href="jav&Tab;ascript:alert(1)">a</a>',
  '<https://ok.test> <javascript:alert(1)>',
  '[a]: javascript:alert(1)\n\n[a] and [b][a]',
  '[ref]: <javascript:alert(1)> "t"\n\n[ref]',
  // other schemes
  '[a](vbscript:msgbox(1))',
  '[a](VBScript:msgbox(1))',
  '[a](file:///etc/passwd)',
  '[a](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[a](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![a](data:image/svg+xml,<svg onload=alert(1)>)',
  '![a](javascript:alert(1))',
  '![a](vbscript:x)',
  '![a](file:///c:/x.png)',
  '<img src="data:image/png;base64,iVBOR">',
  '<a href="data:text/html,<script>alert(1)</script>">a</a>',
  '<a href="file:///etc/passwd">a</a>',
  '<a href="/\\evil.test">a</a>',
  '[a](/\\evil.test)',
  '[a](\\\\evil.test)',
  '[a](//evil.test)',
  '//evil.test and https://ok.test',
  // svg and math tricks
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">x</math>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  // unbalanced and nested tags, nested quotes
  '<b><i>unbalanced',
  '</b></strong></a>closing only',
  '<a href="https://ok.test"><a href="javascript:alert(1)">inner</a></a>',
  '<b title="a"b"c" onclick=x>q</b>',
  "<a href='https://ok.test' title='x\" onmouseover=\"alert(1)'>q</a>",
  '<a href="https://ok.test" title="&quot; onmouseover=&quot;alert(1)">q</a>',
  '<<script>script>alert(1)<</script>/script>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<!-- unterminated <img src=x onerror=alert(1)>',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<?xml version="1.0"?><script>alert(1)</script>',
  // markdown constructs around HTML
  '**<img src=x onerror=alert(1)>**',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '> <script>alert(1)</script>',
  '- <iframe src=//evil.test>',
  '| <script>x</script> | b |\n|---|---|\n| <img src=x onerror=alert(1)> | 2 |',
  '# <svg onload=alert(1)>',
  '[<img src=x onerror=alert(1)>](https://ok.test)',
  '[![a](https://ok.test/a.png)](javascript:alert(1))',
  'x@evil.test and mailto:x@evil.test',
  '<xmp><script>alert(1)</script></xmp>',
  '<template><script>alert(1)</script></template>',
  '<select><option><script>alert(1)</script></option></select>',
];

const ALLOWED = new Set([...ALLOWED_TAGS, 'img']);
const ATTRS = new Set([
  'href',
  'src',
  'alt',
  'title',
  'target',
  'rel',
  'class',
  'loading',
  'referrerpolicy',
  'start',
  'tabindex',
  'role',
]);
const LINK = /^(?:(?:https?|ftp):\/\/|\/\/|mailto:|xmpp:)/i;
const IMAGE = /^(?:https?:)?\/\//i;

function problems(html: string): string[] {
  const found: string[] = [];
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const el of Array.from(template.content.querySelectorAll('*'))) {
    const name = el.localName;
    if (!ALLOWED.has(name)) found.push(`element <${name}>`);
    if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`foreign element <${name}>`);
    for (const attr of Array.from(el.attributes)) {
      if (!ATTRS.has(attr.name)) found.push(`attribute ${attr.name} on <${name}>`);
      if (/^on/i.test(attr.name)) found.push(`event handler ${attr.name}`);
    }
    const href = el.getAttribute('href');
    if (href !== null && (name !== 'a' || !LINK.test(href))) found.push(`href ${href}`);
    const src = el.getAttribute('src');
    if (src !== null && (name !== 'img' || !IMAGE.test(src))) found.push(`src ${src}`);
    if (
      name === 'a' &&
      href !== null &&
      (el.getAttribute('target') !== '_blank' || el.getAttribute('rel') !== 'noopener noreferrer')
    ) {
      found.push('link without target/rel');
    }
  }
  // Re-serialise: text serialises "<" as "&lt;", so every "<...>" left is a real tag. No tag may
  // carry an executable URL or name a dangerous element.
  const rebuilt = template.innerHTML;
  for (const tag of rebuilt.match(/<[^>]*>/g) ?? []) {
    if (/(?:javascript|vbscript|data|file):/i.test(tag)) found.push(`dangerous URL in ${tag}`);
  }
  if (/<(?:script|style|iframe|object|embed|svg|math|base|meta|link|form|input|textarea|template)\b/i.test(rebuilt)) {
    found.push('dangerous element in markup');
  }
  return found;
}

describe('XSS corpus', () => {
  it('has a broad corpus', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CORPUS.map((v, i) => [i, v] as const))('vector %i is neutralised: %s', (_i, vector) => {
    for (const focusableImages of [false, true]) {
      const html = renderMarkdown(vector, { focusableImages });
      expect(problems(html)).toEqual([]);
      expect(problems(renderMarkdown(vector, { focusableImages, alwaysParse: true }))).toEqual([]);
    }
  });

  it('keeps the harmless part of mixed input', () => {
    expect(renderMarkdown('//evil.test and https://ok.test')).toContain('href="https://ok.test"');
    expect(renderMarkdown('[a](//evil.test)')).toContain('href="//evil.test"');
    expect(renderMarkdown('<a href="https://ok.test" onclick="alert(1)">x</a>')).toContain('href="https://ok.test"');
  });

  it('the checker itself catches what it should', () => {
    expect(problems('<img src=x onerror=alert(1)>')).not.toEqual([]);
    expect(problems('<a href="javascript:alert(1)">x</a>')).not.toEqual([]);
    expect(problems('<svg></svg>')).not.toEqual([]);
  });
});
