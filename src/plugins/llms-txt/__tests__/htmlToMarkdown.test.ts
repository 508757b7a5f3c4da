import { describe, expect, it } from 'vitest';
import { brand } from '@site/config/brand';
import { htmlToMarkdown } from '../htmlToMarkdown';

/**
 * A doc page as the build writes it, cut down to one of each construct the site's pages use
 * (markup copied from build/efr/DE/receipt-layout.html, /efr/api and /efr/countries).
 */
const page = (content: string) => `<!doctype html><html lang="en"><head><title>Germany | Docs</title></head><body>
<nav><a href="/efr">EFR</a><button type="button">Search</button></nav>
<main><article><div class="tocCollapsible"><button type="button">On this page</button></div>
<div class="theme-doc-markdown markdown">${content}</div></article></main></body></html>`;

const url = 'https://docs.example/efr/DE/receipt-layout';

const convert = (content: string, diagrams?: string[]) => htmlToMarkdown({ html: page(content), url, diagrams });

/** The Markdown outside fenced code blocks and code spans, where no HTML may be left. */
const prose = (markdown: string) => markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');

describe('htmlToMarkdown', () => {
  it('keeps headings without their anchor links, and only the page content', () => {
    const markdown = convert(
      '<header><h1>Germany – receipt layout</h1></header><p>Intro.</p>' +
        '<h2 class="anchor" id="mandatory-elements">Mandatory elements<a href="#mandatory-elements" class="hash-link" aria-label="Direct link to Mandatory elements">\u200b</a></h2>',
    );
    expect(markdown).toBe('# Germany – receipt layout\n\nIntro.\n\n## Mandatory elements\n');
  });

  it('turns a component table into a GFM table with its caption, lists in cells joined', () => {
    const markdown = convert(
      '<div class="region_zf2w" tabindex="0" role="region" aria-label="Matrix"><table><caption>Fiscal requirements</caption>' +
        '<thead><tr><th scope="col">Country</th><th scope="col">Exports</th></tr></thead><tbody>' +
        '<tr><th scope="row"><img src="/assets/images/at.svg" alt="AT" aria-hidden="true"><a href="/efr/AT">Austria</a></th>' +
        '<td><ul><li>DEP7 log (GET /control/export)</li><li>Monthly receipts</li></ul></td></tr></tbody></table></div>',
    );
    expect(markdown).toContain('**Fiscal requirements**');
    expect(markdown).toContain('| Country | Exports |');
    expect(markdown).toContain(
      '| [Austria](https://docs.example/efr/AT) | DEP7 log (GET /control/export); Monthly receipts |',
    );
    expect(prose(markdown)).not.toMatch(/<[a-z]/i);
  });

  it('gives a table without a head row an empty one, as GFM requires', () => {
    const markdown = convert('<table><tbody><tr><th scope="row">Scheme</th><td>KassenSichV</td></tr></tbody></table>');
    expect(markdown).toMatch(/^\| +\| +\|\n\| -+ \| -+ \|\n\| Scheme \| KassenSichV \|$/m);
  });

  it('keeps a code block with its language and title, one line per line', () => {
    const markdown = convert(
      '<div class="language-json codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockTitle_OeMC">POST /register</div>' +
        '<div class="codeBlockContent_QJqH"><pre class="prism-code language-json"><code>' +
        '<div class="token-line"><span class="token punctuation">{</span><br></div>' +
        '<div class="token-line"><span class="token plain">  </span><span class="token property">"Tra"</span><span class="token operator">:</span> {}<br></div>' +
        '<div class="token-line"><span class="token punctuation">}</span><br></div>' +
        '</code></pre><button type="button" aria-label="Copy code to clipboard">Copy</button></div></div>',
    );
    expect(markdown).toBe('**POST /register**\n\n```json\n{\n  "Tra": {}\n}\n```\n');
  });

  it('renders admonitions as quotes, every tab under its label and diagrams as Mermaid', () => {
    const markdown = convert(
      '<div class="theme-admonition theme-admonition-info alert"><div class="admonitionHeading_Gvgb"><span><svg></svg></span>OpenAPI description</div>' +
        '<div class="admonitionContent_BuS1"><p>See <a href="/api/efr.openapi.json">efr.openapi.json</a>.</p></div></div>' +
        '<div class="tabs-container"><ul role="tablist"><li role="tab">JSON</li><li role="tab">XML</li></ul>' +
        '<div><div role="tabpanel"><p>JSON body.</p></div><div role="tabpanel" hidden><p>XML body.</p></div></div></div>' +
        '<div class="docusaurus-mermaid-container" data-diagram="waiting"></div>',
      ['flowchart LR\n  POS --> EFR'],
    );
    expect(markdown).toContain(
      '> **OpenAPI description**\n>\n> See [efr.openapi.json](https://docs.example/api/efr.openapi.json).',
    );
    expect(markdown).toContain('**JSON**\n\nJSON body.\n\n**XML**\n\nXML body.');
    expect(markdown).toContain('```mermaid\nflowchart LR\n  POS --> EFR\n```');
  });

  it('reads a receipt: description lists as "term: value", no React text separators', () => {
    const markdown = convert(
      '<figure><figcaption>Sample receipt</figcaption><p>04275<!-- --> <!-- -->Leipzig</p>' +
        '<dl><div><dt>Date</dt><dd><time datetime="2026-11-20">20.11.2026</time></dd></div><div><dt>Till</dt><dd>2</dd></div></dl>' +
        '<table><thead><tr><th><span class="visuallyHidden">Item</span></th></tr></thead><tbody><tr><td><span>Rolls</span><span>4 × 0,50</span></td></tr></tbody></table></figure>',
    );
    expect(markdown).toContain('**Sample receipt**\n\n04275 Leipzig\n\n- **Date**: 20.11.2026\n- **Till**: 2');
    expect(markdown).toContain('| Rolls 4 × 0,50 |');
    expect(markdown).not.toContain('<!--');
  });

  it('resolves brand tokens a component left in the text, and fails on an unknown one', () => {
    expect(convert('<p>Sign in to the %%brand%% Portal.</p>')).toBe(`Sign in to the ${brand.brand} Portal.\n`);
    expect(() => convert('<p>The %%portal%% page.</p>')).toThrow(/Unknown brand token %%portal%%/);
  });

  it('starts a page whose title is outside its content (the home page) with that title', () => {
    const html =
      '<html><body><header><h1>Acme Documentation</h1></header><main><h2>Merchants</h2></main></body></html>';
    expect(htmlToMarkdown({ html, url: 'https://docs.example/' })).toBe('# Acme Documentation\n\n## Merchants\n');
  });
});
