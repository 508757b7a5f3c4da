import { glossary, type GlossaryEntry } from '../../data/search/glossary';
import { termsOf } from '../../features/search/engine/tokenizer';

/** The words of a section's glossary field, given the set of its index terms. */
export type GlossaryMatcher = (terms: ReadonlySet<string>) => string;

/**
 * Applies the English↔German glossary at index time: a section that uses every word of one form of
 * an entry (in any order: "void … receipt" counts for "void receipt") gets the entry's forms of the
 * other language, so a German query reaches the English page and an English one the German guide.
 */
export function glossaryMatcher(entries: readonly GlossaryEntry[] = glossary): GlossaryMatcher {
  const compiled = entries.map((entry) => ({
    en: entry.en.map(termsOf).filter((terms) => terms.length > 0),
    de: entry.de.map(termsOf).filter((terms) => terms.length > 0),
    enText: entry.en.join(' '),
    deText: entry.de.join(' '),
  }));
  const uses = (terms: ReadonlySet<string>, forms: string[][]) =>
    forms.some((form) => form.every((term) => terms.has(term)));
  return (terms) =>
    compiled
      .flatMap((entry) => [
        ...(uses(terms, entry.en) ? [entry.deText] : []),
        ...(uses(terms, entry.de) ? [entry.enText] : []),
      ])
      .join(' ');
}
