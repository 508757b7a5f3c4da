import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { collectScriptHashes, extractInlineScripts, findInlineEventHandlers, hashSource } from '../inlineScripts';

// The head of a built page, trimmed: Docusaurus' colour-mode script, a bundle and JSON-LD.
const page = `<!doctype html><html lang="en"><head>
<script>!function(){var t="light";document.documentElement.setAttribute("data-theme",t)}()</script>
<script src="/assets/js/main.1234.js" defer="defer"></script>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
<!-- <script>commentedOut()</script> -->
<SCRIPT type="module">import('/x.js')</SCRIPT >
</head><body><div id="__docusaurus"></div>
<script>
  window.a = "</scrip";
</script></body></html>`;

describe('extractInlineScripts', () => {
  it('returns the exact text of each executable inline script, in document order', () => {
    expect(extractInlineScripts(page)).toEqual([
      '!function(){var t="light";document.documentElement.setAttribute("data-theme",t)}()',
      "import('/x.js')",
      '\n  window.a = "</scrip";\n',
    ]);
  });

  it('skips scripts with a src, data blocks, comments and empty scripts', () => {
    const html =
      '<script src="/a.js"></script><script type="application/json">{}</script><script></script><!--<script>x()</script>-->';
    expect(extractInlineScripts(html)).toEqual([]);
  });

  it('treats JavaScript MIME types as executable and unknown types as data', () => {
    const html = `<script type="text/javascript">a()</script><script type='text/x-template'>b</script><script type=module>c()</script>`;
    expect(extractInlineScripts(html)).toEqual(['a()', 'c()']);
  });
});

describe('hashSource', () => {
  it('matches the example of the CSP specification', () => {
    expect(hashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('hashes the UTF-8 bytes, so non-ASCII scripts match what the browser computes', () => {
    const text = 'document.title = "Kassenbeleg – Übersicht";';
    const expected = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64');
    expect(hashSource(text)).toBe(`'sha256-${expected}'`);
  });
});

describe('collectScriptHashes', () => {
  it('deduplicates across pages and sorts', () => {
    const hashes = collectScriptHashes([page, page, '<script>other()</script>']);
    expect(hashes).toHaveLength(4);
    expect([...hashes].sort()).toEqual(hashes);
    expect(hashes).toContain(hashSource('other()'));
  });
});

describe('findInlineEventHandlers', () => {
  it('finds handler attributes outside scripts, not words in text or scripts', () => {
    const html = '<img src="a.png" onerror="x()"><p>turn on=off</p><script>el.onclick = f</script><body onload="y()">';
    expect(findInlineEventHandlers(html)).toEqual(['onerror', 'onload']);
  });
});
