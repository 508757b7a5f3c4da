import { describe, expect, it } from 'vitest';
import { ALLOWED_TAGS, htmlToText, isPlainText, MAX_NESTING, renderMarkdown } from '..';

const md = (s: string) => renderMarkdown(s);
const A = (href: string, text: string) => `<a href="${href}" target="_blank" rel="noopener noreferrer">${text}</a>`;

describe('markdown rendering', () => {
  it('renders the allowed markdown elements', () => {
    expect(md('**b** *e* ~~s~~ `c`')).toBe('<p><strong>b</strong> <em>e</em> <s>s</s> <code>c</code></p>');
    expect(md('# One\n###### Six')).toBe('<h1>One</h1><h6>Six</h6>');
    expect(md('> quoted')).toBe('<blockquote><p>quoted</p></blockquote>');
    expect(md('- a\n- b')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(md('1. a\n2. b')).toBe('<ol><li>a</li><li>b</li></ol>');
    expect(md('3. three\n4. four')).toBe('<ol start="3"><li>three</li><li>four</li></ol>');
    expect(md('```\n<b>x</b>\n```')).toBe('<pre><code>&lt;b&gt;x&lt;/b&gt;</code></pre>');
    expect(md('a\n\n---\n\nb')).toBe('<p>a</p><hr><p>b</p>');
  });

  it('turns single line breaks into <br> (chat style)', () => {
    expect(md('line 1\nline 2')).toBe('<p>line 1<br>line 2</p>');
  });

  it('keeps allowed raw HTML tags without their attributes', () => {
    expect(md('x <b class="c" onclick="y">b</b> <sub>2</sub> <sup>3</sup> <s>s</s>')).toBe(
      '<p>x <b>b</b> <sub>2</sub> <sup>3</sup> <s>s</s></p>',
    );
    expect(md('<ul><li>a</li></ul>')).toBe('<ul><li>a</li></ul>');
    expect(md('a<br/>b')).toBe('<p>a<br>b</p>');
  });

  it('escapes other HTML and removes comments', () => {
    expect(md('a <i>b</i> <div>c</div>')).toBe('<p>a &lt;i&gt;b&lt;/i&gt; &lt;div&gt;c&lt;/div&gt;</p>');
    expect(md('a <!-- hidden --> b')).toBe('<p>a  b</p>');
  });

  it('drops tags that have no partner', () => {
    expect(md('<b>open only')).toBe('<p>open only</p>');
    expect(md('close only</b>')).toBe('<p>close only</p>');
    expect(md('<b><em>crossed</b></em>')).toBe('<p><b>crossed</b></p>');
  });

  it('links: allowed schemes open in a new tab with rel="noopener noreferrer"', () => {
    expect(md('[w](https://example.com/a?b=1&amp;c=2)')).toBe(`<p>${A('https://example.com/a?b=1&amp;c=2', 'w')}</p>`);
    expect(md('[w](http://x.test)')).toContain(A('http://x.test', 'w'));
    expect(md('[w](ftp://x.test/f)')).toContain(A('ftp://x.test/f', 'w'));
    expect(md('[w](//x.test)')).toContain(A('//x.test', 'w'));
    expect(md('[w](mailto:a@b.test)')).toContain(A('mailto:a@b.test', 'w'));
    expect(md('[w](xmpp:a@b.test)')).toContain(A('xmpp:a@b.test', 'w'));
    expect(md('<https://auto.test>')).toContain(A('https://auto.test', 'https://auto.test'));
    expect(md('see www.example.com')).toContain(A('http://www.example.com', 'www.example.com'));
    expect(md('[t](https://x.test "Title")')).toBe(
      '<p><a href="https://x.test" title="Title" target="_blank" rel="noopener noreferrer">t</a></p>',
    );
  });

  it('links: other schemes and relative URLs keep only their text', () => {
    for (const href of [
      'javascript:alert(1)',
      'vbscript:x',
      'file:///etc/passwd',
      'data:text/html,x',
      '/relative',
      'tel:123',
      '#top',
    ]) {
      expect(md(`[text](${href})`)).toBe('<p>text</p>');
    }
  });

  it('images: only http, https and protocol-relative sources', () => {
    expect(md('![alt](https://x.test/i.png)')).toBe(
      '<p><img src="https://x.test/i.png" alt="alt" class="rcw-message-img" loading="lazy" referrerpolicy="no-referrer"></p>',
    );
    expect(md('![a](//x.test/i.png)')).toContain('src="//x.test/i.png"');
    expect(md('![a](http://x.test/i.png)')).toContain('src="http://x.test/i.png"');
    expect(md('![alt text](data:image/png;base64,iVBOR)')).toBe('<p>alt text</p>');
    expect(md('![alt](ftp://x.test/i.png)')).toBe('<p>alt</p>');
    expect(md('![alt](javascript:alert(1))')).toBe('<p>alt</p>');
  });

  it('images are focusable buttons when the previewer is on', () => {
    expect(renderMarkdown('![a](https://x.test/i.png)', { focusableImages: true })).toContain(
      'tabindex="0" role="button"',
    );
  });

  it('raw <a> and <img> keep only checked attributes', () => {
    expect(md('<a href="https://x.test" onclick="e()" style="x">go</a>')).toBe(`<p>${A('https://x.test', 'go')}</p>`);
    expect(md('<img src="https://x.test/i.png" alt="i" onerror="e()">')).toContain(
      '<img src="https://x.test/i.png" alt="i" class="rcw-message-img"',
    );
    expect(md('<a href="javascript:alert(1)">go</a>')).toBe('<p>&lt;a href=&quot;javascript:alert(1)&quot;&gt;go</p>');
  });

  it('renders task lists and tables with allowed tags only', () => {
    expect(md('- [ ] open\n- [x] done')).toBe('<ul><li>\u2610 open</li><li>\u2611 done</li></ul>');
    expect(md('| a | b |\n|---|---|\n| 1 | 2 |')).toBe('<p><strong>a | b</strong><br>1 | 2</p>');
  });

  it(`stops nesting after ${MAX_NESTING} levels`, () => {
    const html = md(`${'>'.repeat(40)} deep`);
    expect(html.match(/<blockquote>/g)).toHaveLength(MAX_NESTING + 1);
    expect(html).toContain('&gt;&gt;');
    const list = md(Array.from({ length: 30 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n'));
    expect((list.match(/<ul>/g) ?? []).length).toBeLessThanOrEqual(MAX_NESTING);
  });

  it('never throws and falls back to plain text for pathological input', () => {
    expect(() => md('>'.repeat(100000))).not.toThrow();
    expect(() => md('*'.repeat(50000))).not.toThrow();
    expect(md(undefined as unknown as string)).toBe('');
  });

  it('keeps character references in text and escapes the rest', () => {
    expect(md('&copy; &amp; &lt;b&gt; & < >')).toBe('<p>&copy; &amp; &lt;b&gt; &amp; &lt; &gt;</p>');
  });

  it('allow-list is the one in the spec', () => {
    expect([...ALLOWED_TAGS].sort()).toEqual(
      [
        'a',
        'b',
        'blockquote',
        'code',
        'em',
        'h1',
        'h2',
        'h3',
        'h4',
        'h5',
        'h6',
        'li',
        'ol',
        'p',
        'pre',
        's',
        'sub',
        'sup',
        'strong',
        'ul',
        'br',
        'hr',
      ].sort(),
    );
  });
});

describe('plain-text fast path', () => {
  const parsed = (s: string) => renderMarkdown(s, { alwaysParse: true });
  const samples = [
    'Hello',
    'Hello, how can I help you today?',
    'two\nlines',
    'three\nshort\nlines',
    'It\'s "quoted" (and parenthesised); 50% off / today: yes',
    'Grüße aus Wien – café, naïve, €5',
    '',
  ];
  it.each(samples)('renders %j exactly like the parser', (s) => {
    expect(isPlainText(s)).toBe(true);
    expect(renderMarkdown(s)).toBe(parsed(s));
  });

  it.each([
    ' lead',
    'trail ',
    'a  \nb',
    '   ',
    '*a*',
    'a_b',
    '# h',
    '- item',
    '1. item',
    'x@y.test',
    'www.a.test',
    'https://a.test',
    'a\n\nb',
    '    code',
    'a & b',
    'a <b>',
    '[x]',
    'a\\b',
    'a|b',
    'a=b',
    '+ item',
  ])('sends %j to the parser', (s) => expect(isPlainText(s)).toBe(false));
});

describe('announcement text', () => {
  it('htmlToText gives readable text for announcements', () => {
    expect(htmlToText(md('**Hi** there\n\n- a\n- b &amp; c'))).toBe('Hi there a b & c');
  });
});
