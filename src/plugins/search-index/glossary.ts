import { countries } from '../../data/countries';
import { countryWords } from '../../data/search/countryWords';
import { glossary, type GlossaryEntry } from '../../data/search/glossary';
import { fold, processTerm, termsOf, tokenize } from '../../features/search/engine/tokenizer';

/** The words of a section's glossary field, given its index terms and its text. */
export type GlossaryMatcher = (terms: ReadonlySet<string>, text: string) => string;

/** How one form of an entry is recognised in a section. */
type Form = { terms: string[] } | { phrase: RegExp };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A form whose words are all index terms is recognised by its terms, in any order ("void … receipt"
 * counts for "void receipt"); a form with a word the index leaves out (a single letter or a stop
 * word: "Z report") only as the phrase itself, or it would match every section with "report".
 */
function compile(form: string): Form | null {
  const words = tokenize(form, { camel: false });
  if (words.length === 0) return null;
  if (words.every((word) => processTerm(word) !== null)) return { terms: termsOf(form) };
  const pattern = fold(form)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(escapeRegExp)
    .join('[^\\p{L}\\p{N}]*');
  return { phrase: new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'u') };
}

/**
 * Each country's English name and adjective against its other names (src/data/search/countryWords.ts:
 * the English adjective first, then the German name and adjective and the country's own name), as
 * glossary entries: a section that names Austria also answers "Österreich", and the German guide
 * that writes "Deutschland" also answers "Germany". Without them the German name of a country that
 * no page writes found nothing ("Österreich", "Schweden", "Polen": no results), as the country words
 * only weigh the pages a query's other words found (queryPlan.ts NAMED_COUNTRY).
 */
export const countryGlossary: readonly GlossaryEntry[] = countries.map(({ code, name }) => {
  const [adjective, ...others] = countryWords[code] ?? [];
  return { en: adjective ? [name, adjective] : [name], de: others };
});

/**
 * Applies the English↔German glossary at index time: a section that uses one form of an entry gets
 * the entry's forms of the other language, so a German query reaches the English page and an
 * English one the German guide.
 */
export function glossaryMatcher(
  entries: readonly GlossaryEntry[] = [...glossary, ...countryGlossary],
): GlossaryMatcher {
  const compiled = entries.map((entry) => ({
    en: entry.en.map(compile).filter((form): form is Form => form !== null),
    de: entry.de.map(compile).filter((form): form is Form => form !== null),
    enText: entry.en.join(' '),
    deText: entry.de.join(' '),
  }));
  return (terms, text) => {
    const folded = fold(text);
    const uses = (forms: Form[]) =>
      forms.some((form) => ('terms' in form ? form.terms.every((term) => terms.has(term)) : form.phrase.test(folded)));
    return compiled
      .flatMap((entry) => [...(uses(entry.en) ? [entry.deText] : []), ...(uses(entry.de) ? [entry.enText] : [])])
      .join(' ');
  };
}
