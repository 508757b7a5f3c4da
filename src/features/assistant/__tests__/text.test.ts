import { renderMarkdown } from '@efr-docs/chat-widget';
import { describe, expect, it } from 'vitest';
import { escapeMarkdown, excerpt, keywords, MAX_QUESTION_LENGTH, normalizeQuestion, truncate } from '../text';

describe('escapeMarkdown', () => {
  const hostile = [
    '<img src=x onerror=alert(1)>',
    '[x](javascript:alert(1))',
    '<script>alert(1)</script>',
    '**bold** _em_ `code` ~~s~~',
    '# heading',
    '- item',
    '1. item',
    '> quote',
    'see https://evil.example and www.evil.example',
    'a &amp; b &#x3C;',
    '![img](https://evil.example/x.png)',
  ];

  it.each(hostile)('renders %j as the same text, with no markup', (text) => {
    const html = renderMarkdown(escapeMarkdown(text));
    const unescaped = html
      .replace(/^<p>|<\/p>$/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
    expect(unescaped).toBe(text);
    expect(html).not.toMatch(/<(?!\/?p>)/);
  });

  it('turns line breaks into spaces', () => {
    expect(escapeMarkdown('one\n\n- two')).toBe('one \\- two');
  });
});

describe('normalizeQuestion', () => {
  it('collapses whitespace and caps the length', () => {
    expect(normalizeQuestion('  TSE \n\t export  ')).toBe('TSE export');
    expect(normalizeQuestion('x'.repeat(2000))).toHaveLength(MAX_QUESTION_LENGTH);
  });
});

describe('keywords', () => {
  it('keeps the words a question is about', () => {
    expect(keywords('How do I export the TSE data?')).toEqual(['export', 'tse', 'data']);
    expect(keywords('What is DSFinV-K, and § 146a AO?')).toEqual(['dsfinv-k', '146a', 'ao']);
  });

  it('splits at markup and drops single characters', () => {
    expect(keywords('<img src=x onerror=alert(1)>')).toEqual(['img', 'src', 'onerror', 'alert']);
    expect(keywords('EFR 2.5.0 or §146a...')).toEqual(['efr', '2.5.0', '§146a']);
  });

  it('is empty for a question of stop words or punctuation only', () => {
    expect(keywords('how are you?')).toEqual([]);
    expect(keywords(' ?! ')).toEqual([]);
  });
});

describe('truncate', () => {
  it('cuts at a word boundary and adds an ellipsis', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('one two three four five', 12)).toBe('one two…');
  });
});

describe('excerpt', () => {
  const passage =
    'EFR runs next to the POS. It signs every receipt. The TSE export is a TAR file. It holds the logs. Auditors ask for it.';

  it('takes two sentences from the first one that mentions a term', () => {
    expect(excerpt(passage, ['export'])).toBe('The TSE export is a TAR file. It holds the logs.');
  });

  it('starts at the beginning when no sentence mentions a term', () => {
    expect(excerpt(passage, ['nothing'])).toBe('EFR runs next to the POS. It signs every receipt.');
  });

  it('caps long sentences', () => {
    expect(excerpt(`${'word '.repeat(200)}.`, ['word'], 50).length).toBeLessThanOrEqual(50);
  });
});
