import { describe, expect, it } from 'vitest';
import { glossary, type GlossaryEntry } from '../glossary';

/**
 * The rules of the header of src/data/search/glossary.ts. Terms compare the way the index sees
 * them: case and diacritics folded, runs of white space as one space.
 */
function fold(term: string): string {
  return term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const languages = ['en', 'de'] as const;

function describeEntry(entry: GlossaryEntry): string {
  return `${entry.en[0] ?? '(no English form)'} / ${entry.de[0] ?? '(no German form)'}`;
}

describe(`glossary (${glossary.length} entries)`, () => {
  it('gives every entry at least one English and one German form', () => {
    const incomplete = glossary.filter((entry) => entry.en.length === 0 || entry.de.length === 0);
    expect(incomplete.map(describeEntry)).toEqual([]);
  });

  it('has no empty terms and no terms with surrounding white space', () => {
    const bad = glossary.flatMap((entry) =>
      languages.flatMap((language) =>
        entry[language]
          .filter((term) => term.trim() === '' || term !== term.trim())
          .map((term) => `${describeEntry(entry)}: ${language} "${term}"`),
      ),
    );
    expect(bad).toEqual([]);
  });

  it('has no empty notes', () => {
    const bad = glossary.filter((entry) => entry.note !== undefined && entry.note.trim() === '');
    expect(bad.map(describeEntry)).toEqual([]);
  });

  it.each(languages)('lists each %s term only once in the whole glossary', (language) => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const entry of glossary) {
      for (const term of entry[language]) {
        const key = fold(term);
        const first = seen.get(key);
        if (first === undefined) seen.set(key, term);
        else duplicates.push(`"${term}" (also "${first}")`);
      }
    }
    expect(duplicates).toEqual([]);
  });

  it('has no term in both languages of an entry, unless a note marks it as a loanword', () => {
    const same = glossary.flatMap((entry) => {
      if (entry.note !== undefined && /\bloanword\b/i.test(entry.note)) return [];
      const english = new Set(entry.en.map(fold));
      return entry.de.filter((term) => english.has(fold(term))).map((term) => `${describeEntry(entry)}: "${term}"`);
    });
    expect(same).toEqual([]);
  });
});
