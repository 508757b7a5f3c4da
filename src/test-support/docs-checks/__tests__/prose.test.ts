import { describe, expect, it } from 'vitest';
import { countWords, headingsOf, proseText } from '../prose';

const page = [
  "import Receipt from '@site/src/components/Receipt';",
  "import sample from '@site/src/data/receipts/at';",
  '',
  '## Register a sale {#register}',
  '',
  'Send the [request](/efr/api#register) to EFR, see https://example.org/spec.',
  '',
  '<Receipt sample={sample} />',
  '',
  '| Field | Meaning |',
  '| --- | --- |',
  '| `TaxG` | VAT group |',
  '',
  '```json',
  '{ "not": "counted" }',
  '```',
  '',
  '### Österreich, 2026?',
].join('\n');

describe('proseText and countWords', () => {
  it('keeps what a reader reads and drops code, imports, JSX, link targets, URLs and heading ids', () => {
    const text = proseText(page);
    expect(text).not.toMatch(/import|Receipt|counted|\/efr\/api|example\.org/);
    expect(text).toMatch(/Send the request to EFR/);
    expect(text).not.toMatch(/register\}/);
    // Register a sale (3), Send the request to EFR, see (6), Field Meaning TaxG VAT group (5), Österreich, 2026 (2)
    expect(countWords(page)).toBe(16);
  });

  it('counts words in any script and no markup', () => {
    expect(countWords('**Fünf** _kurze_ Wörter, 100 % echt.')).toBe(5);
    expect(countWords('<div lang="de">\n\n</div>')).toBe(0);
  });
});

describe('headingsOf', () => {
  it('lists headings outside code blocks with their depth, without explicit ids', () => {
    expect(headingsOf(`${page}\n\`\`\`md\n## inside code\n\`\`\``)).toEqual([
      { depth: 2, text: 'Register a sale' },
      { depth: 3, text: 'Österreich, 2026?' },
    ]);
  });
});
