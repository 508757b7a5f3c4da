import { describe, expect, it } from 'vitest';
import { codeIdentifiers, extractRecords } from '../records';

const page = (body: string, head = '') => `<!doctype html><html lang="en" class="plugin-docs plugin-id-efr"><head>
<meta name="docusaurus_tag" content="docs-efr-current">${head}<title>API | Acme</title></head>
<body><article><div class="theme-doc-markdown markdown"><header><h1>API reference</h1></header>${body}</div></article></body></html>`;

const options = { siteUrl: 'https://docs.example', path: '/efr/api', areaLabels: { efr: 'EFR' } };

describe('extractRecords', () => {
  it('builds DocSearch records with hierarchy, anchors and absolute URLs', () => {
    const records = extractRecords(
      page(`<p>Intro text.</p><h2 id="result-codes">Result codes<a class="hash-link" href="#result-codes">\u200b</a></h2>
<table><tr><th>RC</th><th>HTTP</th></tr><tr><td>OK</td><td>200</td></tr></table>
<h3 id="retry">Retry</h3><ul><li>Wait <p>and retry</p></li></ul><pre>{"ignored": true}</pre>`),
      options,
    );
    expect(records.map((r) => [r.type, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content])).toEqual([
      ['lvl1', null, null, null],
      ['content', null, null, 'Intro text.'],
      ['lvl2', 'Result codes', null, null],
      ['content', 'Result codes', null, 'RC · HTTP'],
      ['content', 'Result codes', null, 'OK · 200'],
      ['lvl3', 'Result codes', 'Retry', null],
      ['content', 'Result codes', 'Retry', 'Wait and retry'],
    ]);
    const retry = records.find((r) => r.type === 'lvl3')!;
    expect(retry.url).toBe('https://docs.example/efr/api#retry');
    expect(retry.hierarchy.lvl0).toBe('EFR');
    expect(retry.hierarchy.lvl1).toBe('API reference');
    expect(retry.docusaurus_tag).toEqual(['docs-efr-current']);
  });

  it('hands a record the codes of the code block after it that the text does not write', () => {
    const records = extractRecords(
      page(`<h2 id="answer">Answer</h2><p>When the unit is silent, EFR answers with IT_PRINTER_OFFLINE or:</p>
<pre><code>{"ErrorCode": "CU_TIMEOUT", "Extra": "IT_PRINTER_OFFLINE", "TL": "POS02_10452"}</code></pre>
<div class="docusaurus-mermaid-container"><pre>"DIAGRAM_LABEL"</pre></div>`),
      options,
    );
    expect(records.filter((r) => r.code).map((r) => [r.content, r.code])).toEqual([
      ['When the unit is silent, EFR answers with IT_PRINTER_OFFLINE or:', 'CU_TIMEOUT'],
    ]);
  });

  it("gives the page record the page's description, so that it is searched too", () => {
    const [pageRecord] = extractRecords(
      page('<p>Text.</p>', '<meta name="description" content="Transport, formats and  result codes.">'),
      options,
    );
    expect(pageRecord).toMatchObject({ type: 'lvl1', content: 'Transport, formats and result codes.' });
  });

  it('skips pages marked noindex (include-only fragments)', () => {
    expect(
      extractRecords(page('<p>Fragment</p>', '<meta name="robots" content="noindex, nofollow">'), options),
    ).toEqual([]);
  });
});

describe('codeIdentifiers', () => {
  it('finds quoted upper-case codes, each once, and not column names, sample values or data', () => {
    const code = `{"ErrorCode": "EINV_LEITWEG_ID_MISSING", "FR_SIRET": "12345678900017", "Again": "EINV_LEITWEG_ID_MISSING"}
Z_KASSE_ID;BON_NR;Bonkopf_USt
"POS02_10452_2026" "Fiscal_Z" "${'A_'.repeat(30)}B"`;
    expect(codeIdentifiers(code)).toEqual(['EINV_LEITWEG_ID_MISSING', 'FR_SIRET']);
  });
});
