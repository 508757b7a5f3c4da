import { describe, expect, it } from 'vitest';
import { Prism, normalizeTokens } from 'prism-react-renderer';
import type { Code, Root } from 'mdast';
import { decodeTokens, encodeTokens } from '../../../features/code-blocks/tokenCodec';
import codeTokensPlugin, { codeTokens } from '../remark';
import { tokenLines } from '../tokenize';

const samples: [string, string][] = [
  ['json', '{\n  "TraSC": { "Result": { "RC": "OK" } },\n\n  "Amount": 3.40\n}'],
  ['csharp', 'var client = new HttpClient();\n/* a comment\n   over two lines */\nawait client.PostAsync(url, body);'],
  ['bash', 'curl -X POST "$EFR/transaction" \\\n  -d @receipt.json\n'],
  ['http', 'POST /transaction HTTP/1.1\nHost: localhost:5618\nContent-Type: application/json\n\n{"a": 1}'],
  ['xml', '<Tra>\n  <ESR T="3.40"/>\n</Tra>'],
  ['text', 'plain\n\n\nlines'],
  ['no-such-language', 'x = 1'],
  ['json', ''],
];

describe('build-time code tokens', () => {
  it.each(samples)('give back prism-react-renderer’s tokens for %s', (language, code) => {
    const lines = tokenLines(code, language);
    expect(decodeTokens(code, encodeTokens(lines))).toEqual(lines);
  });

  it('are Prism’s own tokens, with the site’s extra languages', () => {
    const tokens = tokenLines('var total = 3;', 'csharp');
    expect(tokens[0]!.map((token) => token.types.join(' '))).toContain('class-name keyword');
    expect(tokenLines('x', 'text')).toEqual(normalizeTokens(['x']));
    // Registering the languages left no global behind.
    expect((globalThis as { Prism?: unknown }).Prism).toBeUndefined();
    expect(Prism.languages.csharp).toBeDefined();
  });

  it('refuse a code they were not made for', () => {
    const text = codeTokens('{\n  "a": 1\n}', 'json');
    expect(decodeTokens('{\n  "a": 1\n}', text)).toBeDefined();
    expect(decodeTokens('{\n  "a": 12\n}', text)).toBeUndefined(); // a line longer
    expect(decodeTokens('{\n}', text)).toBeUndefined(); // a line fewer
    expect(decodeTokens('x', 'no bar')).toBeUndefined();
    expect(decodeTokens('x', 'plain|9.1')).toBeUndefined(); // no such types
    expect(decodeTokens('x', 'plain|0._')).toBeUndefined(); // an empty marker on a line with text
  });

  it('hold types and lengths only, each list of types once', () => {
    expect(codeTokens('{"a": "b"}', 'json')).toBe('punctuation,property,operator,plain,string|0.1 1.3 2.1 3.1 4.3 0.1');
    expect(codeTokens('a\n\nb', 'text')).toBe('plain|0.1;0._;0.1');
  });

  it('go on every fenced block of a page, but diagrams', () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'code', lang: 'json', value: '{}' },
        { type: 'code', lang: null, value: 'plain' },
        { type: 'code', lang: 'mermaid', value: 'graph TD; A-->B' },
      ],
    };
    codeTokensPlugin()(tree);
    const [json, plain, mermaid] = tree.children as Code[];
    expect(json!.data?.hProperties).toEqual({ dataTokens: 'punctuation|0.1 0.1' });
    expect(plain!.data?.hProperties).toEqual({ dataTokens: 'plain|0.5' });
    expect(mermaid!.data).toBeUndefined();
  });
});
