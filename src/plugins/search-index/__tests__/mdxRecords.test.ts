import { describe, expect, it } from 'vitest';
import { extractMdxRecords, inlineText } from '../mdxRecords';

const source = `---
title: API reference
description: Transport, formats and result codes.
---

import Receipt from '@site/src/components/Receipt';
import Setup from '@site/docs/efr/imports/setup.mdx';

export const sample = {
  total: 12.5,
};

The **EFR API** is the [generic interface](/efr/api/rule-set) between your POS and \`EFR\`.
It answers on port 5618.

<Receipt sample={sample} />

## Result codes {#codes}

| Code | Meaning |
| --- | --- |
| OK | Signed |

:::note[Retries]
Retry after a \`BUSY\` answer.
:::

\`\`\`json
{ "ignored": true }
\`\`\`

### Result codes

- First item
- Second item with <abbr title="x">TSE</abbr>

<Setup />
`;

const partial = `---
title: Set-up
---

## Install

Run the installer.
`;

const doc = {
  permalink: '/efr/api',
  title: 'API reference',
  description: 'Transport, formats and result codes.',
  area: 'EFR',
  tag: 'docs-efr-current',
};

describe('extractMdxRecords', () => {
  const records = extractMdxRecords(source, doc, {
    siteUrl: 'https://docs.example/',
    readPartial: (specifier) => (specifier === '@site/docs/efr/imports/setup.mdx' ? partial : undefined),
  });

  it('builds the records a build extracts from the rendered page', () => {
    expect(records.map((r) => [r.type, r.anchor, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content])).toEqual([
      ['lvl1', null, null, null, 'Transport, formats and result codes.'],
      [
        'content',
        null,
        null,
        null,
        'The EFR API is the generic interface between your POS and EFR. It answers on port 5618.',
      ],
      ['lvl2', 'codes', 'Result codes', null, null],
      ['content', 'codes', 'Result codes', null, 'Code · Meaning'],
      ['content', 'codes', 'Result codes', null, 'OK · Signed'],
      ['content', 'codes', 'Result codes', null, 'Retry after a BUSY answer.'],
      ['lvl3', 'result-codes', 'Result codes', 'Result codes', null],
      ['content', 'result-codes', 'Result codes', 'Result codes', 'First item'],
      ['content', 'result-codes', 'Result codes', 'Result codes', 'Second item with TSE'],
      ['lvl2', 'install', 'Install', null, null],
      ['content', 'install', 'Install', null, 'Run the installer.'],
    ]);
  });

  it("hands the record before a code block the block's codes, but not a diagram's", () => {
    const [, answer] = extractMdxRecords(
      'The answer:\n\n```json\n{ "ErrorCode": "CU_TIMEOUT" }\n```\n\n```mermaid\nA["NOT_CODE"]\n```\n',
      doc,
      { siteUrl: 'https://docs.example/' },
    );
    expect(answer).toMatchObject({ content: 'The answer:', code: 'CU_TIMEOUT' });
  });

  it('gives every record the page, area, tag and absolute URLs', () => {
    const install = records.at(-1)!;
    expect(install.url).toBe('https://docs.example/efr/api#install');
    expect(install.url_without_anchor).toBe('https://docs.example/efr/api');
    expect(install.hierarchy).toMatchObject({ lvl0: 'EFR', lvl1: 'API reference' });
    expect(install.docusaurus_tag).toEqual(['docs-efr-current']);
  });

  it('reduces inline Markdown and JSX to text', () => {
    expect(inlineText('See ![logo](x.png)[the _rules_](/r), `code` and {props.x} <br/>*here*')).toBe(
      'See the rules, code and here',
    );
  });
});
