import { termsOf } from '../../features/search/engine/tokenizer';
import { countryPlaces, countryVocabulary, countryWords } from '../../data/search/countryWords';

/**
 * What the index knows of a page beyond its text: how much its sections weigh (pageWeight), which
 * country it is about (pageCountry), and which words of a query name a country (countryTerms).
 */

/** An area's landing page and a country's overview: they sum up and link where a term is explained. */
const HUB = /^\/(efr|e_invoicing)$|^\/efr\/[A-Z]{2}$/;
export const isHub = (pathname: string) => HUB.test(pathname);

/** A page for one country in one language ends its path `-<country>_<language>` (`…-de_en`, `…-de_de`). */
const COUNTRY_LANGUAGE = /-([a-z]{2})_([a-z]{2})$/;
/**
 * A German page's words are the words of a German query, in its body and title, while the English
 * pages answer German queries through their glossary field, weighted 0.48 (indexOptions.ts BOOST): at
 * full weight, the German reporting guide came first for any German query that shares a word with it
 * ("Jahresbeleg prüfen Frist", "Kasse auf neuen Rechner umziehen"), even when an English page is about
 * the query. Halved, its text counts about as much as the English pages' German words (tuning set
 * +0.1 point, blind +0.5, held out unchanged; at 0.3 and 0.4 held-out queries about reporting lost it).
 */
export const OTHER_LANGUAGE_WEIGHT = 0.5;

/**
 * How much a page's sections count, by what the page is: a changelog mentions every feature and
 * answers none; a hub sums up what other pages explain. The page that defines a term should win
 * over pages that list it.
 */
export function pageWeight(url: string, title: string): number {
  if (/changelog/i.test(url) || /changelog/i.test(title)) return 0.7;
  const { pathname } = new URL(url);
  if (isHub(pathname)) return 0.8;
  const language = COUNTRY_LANGUAGE.exec(pathname)?.[2];
  if (language !== undefined && language !== 'en') return OTHER_LANGUAGE_WEIGHT;
  return 1;
}

/**
 * The country a page is about, by where the site keeps it: /efr/AT/…, /faq/Countries/AustriaFAQs,
 * /enduser/fiscal-reporting-de_en. Null for pages about every country or none.
 */
export function pageCountry(pathname: string, names: Readonly<Record<string, string>>): string | null {
  const code = /^\/efr\/([A-Z]{2})(?:\/|$)/.exec(pathname)?.[1] ?? COUNTRY_LANGUAGE.exec(pathname)?.[1]?.toUpperCase();
  if (code && names[code]) return code;
  const faq = /^\/faq\/Countries\/(\w+)FAQs$/.exec(pathname)?.[1];
  return Object.keys(names).find((candidate) => names[candidate] === faq) ?? null;
}

/**
 * The index terms of each country's names and adjectives, to its code: the first word of its
 * English name ("czech" of "Czech Republic", not "republic") and the words, places and rule
 * vocabulary of src/data/search/countryWords.ts.
 */
export function countryTerms(names: Readonly<Record<string, string>>): Record<string, string> {
  const terms: Record<string, string> = {};
  for (const [code, name] of Object.entries(names)) {
    const key = code as keyof typeof countryWords;
    const words = [
      name.split(' ')[0]!,
      ...(countryWords[key] ?? []),
      ...(countryPlaces[key] ?? []),
      ...(countryVocabulary[key] ?? []),
    ];
    for (const word of words) for (const term of termsOf(word)) terms[term] = code;
  }
  return terms;
}
