import { stemmer } from '@orama/stemmers/english';

/**
 * How text becomes index terms, the same at build time (the index), in the browser (queries) and
 * in the highlighter, so that a word typed matches the word written:
 * - symbols inside a word split it and also join it: "DSFinV-K" gives `dsfinv`, `k` and
 *   `dsfinvk`; "VERI*FACTU" gives `veri`, `factu`, `verifactu`; "ESR.DD" `esr`, `dd`, `esrdd`;
 *   "e-invoice" `invoice` and `einvoice` (single letters are dropped);
 * - camel case splits too: "TaxG" gives `taxg`, `tax`; "MeinFiskal" `meinfiskal`, `mein`, `fiskal`;
 * - `=`, `/`, `:` and brackets separate without joining, so `Fis_QR=true` and `/api/v2/register`
 *   give their words, not one long string;
 * - terms are folded (case, diacritics, ß), stop words dropped, and English words stemmed
 *   ("receipts" and "receipt" are one term; German words take the same rules on both sides).
 */

/**
 * Words that carry no meaning for the search, English and German (many readers ask in German:
 * "wie melde ich meine Kasse beim Finanzamt an"): dropped from the index and from queries.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be by can could do does did for from has have how i if in is it its me my no not of on ' +
    'or our should so that the their them then there these this to was we were what when where which who why ' +
    'will with would you your mean means meaning ' +
    // English fillers of questions ("crashed during a sale", "is there any way to…", "too many receipts"):
    // not 'still' or 'already', which ask about time ("is EET still required", "already signed")
    'during while just also again yet very really even ever else than too into onto upon about any some such much many each every ' +
    'der die das den dem des ein eine einen einem einer eines und oder auf aus bei beim mit fur von vom zu zum ' +
    'zur im ist sind wie was wer wo wann warum welche welcher welches kann konnen muss mussen ich wir sie er ' +
    'mein meine meinen unser unsere nicht kein keine auch nur noch schon ' +
    'als am bis dann dass denn dies diese diesem diesen dieser dieses doch durch hier ihr ihre ihrem ihren jede ' +
    'jedem jeden jeder jedes man mich mir ob ohne sich um uns vor weil wenn wieder zwischen aber also alle allen ' +
    'alles etwas sehr sondern du dich dein deine ja nein war waren wurde wurden ins sein seine seinen ihm ihn ' +
    'uber unter nach gegen ' +
    // German verbs of any request ("Tagesabschluss machen"), which would otherwise be respelled into English words
    'machen mache macht tun gibt geben haben hat habe wird werden soll sollen darf durfen brauche brauchen geht ' +
    'gehen bekomme bekommen pro lassen lasse lasst'
  ).split(' '),
);

/** Lower case without diacritics: "Übergangsfrist" → "ubergangsfrist", "Straße" → "strasse". */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').toLowerCase();
}

/**
 * A chunk: what stands between spaces and separating symbols. A short group in brackets joined to
 * a word belongs to it ("FA(3)", "146a(4)", "receipt(s)"), as a dot or a hyphen would, and so does a
 * comma between groups of three digits ("60,000").
 */
const SEPARATED =
  /(?:[^\s=/:,;()[\]{}<>"|+&?!]|(?<=[\p{L}\p{N}])\([\p{L}\p{N}]{1,3}\)|(?<=\p{N}),(?=\p{N}{3}(?!\p{N})))+/gu;
const PARTS = /[\p{L}\p{N}]+/gu;
const CAMEL = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
const NUMERIC = /^\p{N}+$/u;
/** A number written with thousands separators ("60,000", "60.000", "1,000,000"): also indexed as 60000. */
const THOUSANDS = /^\p{N}{1,3}(?:[.,]\p{N}{3})+$/u;
/**
 * A letter standing alone before a word names it with that word ("Z report", "X report"), as the
 * hyphenated form does ("Z-report"): both are also indexed joined. Not "a" and "I", which are words.
 */
const NAMING_LETTER = /^[b-hj-z]$/i;
/** A percent sign standing alone or after a number, not the escape of a URL ("%C3%BC"). */
const PERCENT = /(?:^|\p{N})%(?![0-9a-f]{2})/iu;
/**
 * An e-mail address or a host name ("support@shop.example", "portal.shop.example"):
 * its parts are words, but its joined form is noise that prefix matches and respelling would draw on.
 */
const ADDRESS =
  /@|\.(?:example|com|net|org|io|eu|at|de|it|fr|es|pt|se|no|dk|pl|cz|sk|si|hr|hu|lt|be|gv|gov)\b(?![.\p{L}\p{N}_-]*[\p{L}\p{N}])/iu;

/**
 * The most parts a joined form is made of: four ("Fis.Code.Long", "DSFinV-K"), since longer
 * hyphenated prose ("state-of-the-art") is no name; six in snake case, which is only ever a
 * constant or an error code ("IT_RT_NOT_IN_SERVICE").
 */
const maxJoined = (chunk: string) => (chunk.includes('_') ? 6 : 4);

/**
 * The words of a text as the index sees them, before folding: parts, camel-case parts, joined forms.
 * Queries keep camel case whole (`camel: false`), so "TaxG" finds the TaxG field, not every section
 * about tax, while "tax" typed finds TaxG too.
 */
export function tokenize(text: string, { camel = true }: { camel?: boolean } = {}): string[] {
  const tokens: string[] = [];
  let letter: string | null = null;
  for (const chunk of text.match(SEPARATED) ?? []) {
    const parts = chunk.match(PARTS) ?? [];
    if (letter && parts[0] && /^\p{L}/u.test(parts[0])) tokens.push(letter + parts[0]);
    letter = NAMING_LETTER.test(chunk) ? chunk : null;
    for (const part of parts) {
      tokens.push(part);
      const humps = camel ? part.split(CAMEL) : [];
      if (humps.length > 1) tokens.push(...humps);
    }
    // Joined forms of words written with symbols, but not of numbers (dates, versions) except one
    // written with thousands separators, which readers also type without them.
    if (
      parts.length > 1 &&
      parts.length <= maxJoined(chunk) &&
      (!parts.every((part) => NUMERIC.test(part)) || THOUSANDS.test(chunk)) &&
      !ADDRESS.test(chunk)
    ) {
      tokens.push(parts.join(''));
    }
    // A percent sign is the word it stands for: "7 %" and "7%" answer "7 percent" ("Prozent").
    if (PERCENT.test(chunk)) tokens.push('percent');
  }
  return tokens;
}

/**
 * Words the English stemmer would merge with a different word: "customer" with "custom" (the
 * Italian printer brand, custom fields and delivery, customs), "important" with "import". Each
 * maps to its own term.
 */
export const OWN_STEMS: ReadonlyMap<string, string> = new Map([
  ['customer', 'customer'],
  ['customers', 'customer'],
  ['important', 'important'],
]);

/** One word as an index term, or null for a word the index leaves out. */
export function processTerm(word: string): string | null {
  return termOfFolded(fold(word));
}

/** processTerm() of a word already folded. */
export function termOfFolded(term: string): string | null {
  if (term.length < 2 || STOP_WORDS.has(term)) return null;
  // Short words are names and codes more often than inflected words ("fis", "tse", "kas").
  return term.length > 4 && /^\p{L}+$/u.test(term) ? (OWN_STEMS.get(term) ?? stemmer(term)) : term;
}

/**
 * The words of a query written with symbols, joined ("Fis.Code" → fiscode) and their parts (fis,
 * code), as index terms: an identifier typed whole is what the reader looks for, its parts are
 * common words.
 */
export function identifierTerms(query: string): { whole: Set<string>; parts: Set<string> } {
  const whole = new Set<string>();
  const parts = new Set<string>();
  for (const chunk of query.match(SEPARATED) ?? []) {
    const words = chunk.match(PARTS) ?? [];
    if (words.length < 2) continue;
    const joined = processTerm(words.join(''));
    if (joined) whole.add(joined);
    for (const word of words) {
      const term = processTerm(word);
      if (term) parts.add(term);
    }
  }
  return { whole, parts };
}

/** A query's words: as the index's, but an identifier typed in camel case stays one word. */
export const tokenizeQuery = (text: string) => tokenize(text, { camel: false });

/** The index terms of a text, in order (duplicates kept). */
export function termsOf(text: string, options?: { camel?: boolean }): string[] {
  return tokenize(text, options)
    .map(processTerm)
    .filter((term): term is string => term !== null);
}
