/**
 * A country code typed in capitals as the first word, as its country's name: "AT receipt layout",
 * "IT lottery", "NO SAF-T". Four codes are English stop words in lower case (at, be, it, no) and
 * would vanish from the query; the others would match only where the code itself is written. Only
 * the first word: later in a query a capital word is more often something else ("EFR answers NO"
 * is a result code), and lower case stays as typed ("at" is far more often the word).
 */
export function withCountryNames(query: string, names: Readonly<Record<string, string>> | undefined): string {
  if (!names) return query;
  return query.replace(/^(\s*)(\p{Lu}{2})(?![\p{L}\p{N}_.=-])/u, (whole, space: string, code: string) =>
    names[code] ? `${space}${names[code]}` : whole,
  );
}
