import type { Code, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import jsonFormat, { formatJsonLine, restoreNumbers } from '../remark';

const response = '{ "TraSC": { "Result": { "RC": "OK" }, "Fis": { "TID": 48280, "StartD": "2026-11-20T10:17:02" } } }';

describe('formatJsonLine', () => {
  it('formats a long one-line example, keeping short objects on one line', async () => {
    expect(await formatJsonLine(response)).toBe(
      [
        '{',
        '  "TraSC": {',
        '    "Result": { "RC": "OK" },',
        '    "Fis": { "TID": 48280, "StartD": "2026-11-20T10:17:02" }',
        '  }',
        '}',
      ].join('\n'),
    );
  });

  it('says the same as the source: same data, same number literals', async () => {
    const source =
      '{ "Tra": { "ESR": { "T": 3.40, "Rate": 1e2, "Neg": -0.50, "Text": "3.40 EUR, \\"quoted\\" 2.50" } } }';
    const formatted = await formatJsonLine(source);
    expect(formatted.split('\n').length).toBeGreaterThan(1);
    expect(JSON.parse(formatted)).toEqual(JSON.parse(source));
    expect(formatted).toContain('"T": 3.40');
    expect(formatted).toContain('"Rate": 1e2');
    expect(formatted).toContain('"Neg": -0.50');
    expect(formatted).toContain('"Text": "3.40 EUR, \\"quoted\\" 2.50"');
  });

  it('leaves short lines, blocks of several lines and text that is not JSON as written', async () => {
    expect(await formatJsonLine('{ "Res": { "Result": { "RC": "OK" } } }')).toBe(
      '{ "Res": { "Result": { "RC": "OK" } } }',
    );
    const multi = '{\n  "a": 1, "b": { "c": 2, "d": 3, "e": 4, "f": 5, "g": 6, "h": 7, "i": 8 }\n}';
    expect(await formatJsonLine(multi)).toBe(multi);
    const fragment = '{ "Tra": { "ESR": { … }, "PosA": [ … ], "PayA": [ … ], "TaxA": [ … ], "Ctm": { … } } }';
    expect(await formatJsonLine(fragment)).toBe(fragment);
  });
});

describe('restoreNumbers', () => {
  it('puts the source’s number literals back in order, never inside strings', () => {
    expect(restoreNumbers('{"a": 3.40, "b": "1.0", "c": 2.50}', '{ "a": 3.4, "b": "1.0", "c": 2.5 }')).toBe(
      '{ "a": 3.40, "b": "1.0", "c": 2.50 }',
    );
  });
});

describe('jsonFormat (remark plugin)', () => {
  it('formats one-line json blocks, not other languages or blocks that highlight lines', async () => {
    const code = (lang: string, meta: string | null = null): Code => ({ type: 'code', lang, meta, value: response });
    const tree: Root = {
      type: 'root',
      children: [code('json', 'schema=response example=x title="Response"'), code('text'), code('json', '{1}')],
    };
    await jsonFormat()(tree);
    const [formatted, text, highlighted] = tree.children as Code[];
    expect(formatted!.value.split('\n')).toHaveLength(6);
    expect(text!.value).toBe(response);
    expect(highlighted!.value).toBe(response);
  });
});
