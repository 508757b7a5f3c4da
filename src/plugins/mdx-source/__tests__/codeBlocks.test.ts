import { describe, expect, it } from 'vitest';
import { extractCodeBlocks, parseMeta } from '../codeBlocks';

const page = [
  '---',
  'title: Example',
  '---',
  '',
  '## Register a sale',
  '',
  '```json schema=request example=at-sale title="POST /register"',
  '{ "Tra": {} }',
  '```',
  '',
  '<TabItem value="xml">',
  '  ```xml example=at-sale',
  '  <Tra/>',
  '  ```',
  '</TabItem>',
  '',
  '````md',
  '```json',
  '{ not json, only shown }',
  '```',
  '````',
  '',
  'Inline ```code``` is not a fence.',
  '# Not a heading inside text? It is one.',
].join('\n');

describe('parseMeta', () => {
  it('reads key=value pairs, quoted or not, and ignores other words', () => {
    expect(parseMeta('schema=request example=at-sale title="POST /register"')).toEqual({
      schema: 'request',
      example: 'at-sale',
      title: 'POST /register',
    });
    expect(parseMeta("title='A b' showLineNumbers")).toEqual({ title: 'A b' });
    expect(parseMeta(null)).toEqual({});
  });
});

describe('extractCodeBlocks', () => {
  it('finds fenced blocks, indented ones included, and keeps nested fences as text', () => {
    const blocks = extractCodeBlocks(page);
    expect(blocks.map(({ lang, line, endLine }) => ({ lang, line, endLine }))).toEqual([
      { lang: 'json', line: 7, endLine: 9 },
      { lang: 'xml', line: 12, endLine: 14 },
      { lang: 'md', line: 17, endLine: 21 },
    ]);
    expect(blocks.map((block) => block.code)).toEqual([
      '{ "Tra": {} }',
      '<Tra/>',
      '```json\n{ not json, only shown }\n```',
    ]);
    expect(blocks[0]?.meta.example).toBe('at-sale');
  });

  it('runs an unclosed block to the end of the page', () => {
    const [block] = extractCodeBlocks('text\n```json\n{}\n');
    expect(block).toMatchObject({ lang: 'json', code: '{}', line: 2, endLine: 4 });
  });
});
