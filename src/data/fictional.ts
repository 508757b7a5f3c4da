import type { CountryCode } from './countries/types';

/**
 * The invented streets and telephone numbers that sample data may print (WRITING_GUIDE.md, "Add a
 * country"). A sample shop must never sit at a real address or answer on a real line: readers copy
 * samples, and a real business would get the calls. src/data/__tests__/fictional-samples.test.ts
 * checks every address and number in the receipt samples, the Digital Receipt demo, the OpenAPI
 * examples and the docs pages against this module.
 *
 * Streets are the word for "example" or "sample" in the country's language, so a local reader sees at
 * once that the address is made up. A value of `Adr` is one of these followed by a house number
 * (France puts the number first).
 */
export const fictionalStreets: Readonly<Record<CountryCode, readonly string[]>> = {
  AT: ['Beispielgasse', 'Musterstraße'],
  BE: ['Voorbeeldstraat', 'Voorbeeldlaan', 'Voorbeeldkaai'],
  CZ: ['Ukázková'],
  DE: ['Musterstraße', 'Beispielweg', 'Musterallee', 'Beispielplatz', 'Musterkai'],
  DK: ['Eksempelvej'],
  ES: ['Calle del Ejemplo', 'Avenida del Ejemplo'],
  FR: ["rue de l'Exemple"],
  HR: ['Primjerna ulica'],
  HU: ['Minta utca'],
  IT: ["Via dell'Esempio", 'Corso Esempio', "Piazza dell'Esempio"],
  LT: ['Pavyzdžio g.'],
  NO: ['Eksempelgata'],
  PL: ['ul. Przykładowa'],
  PT: ['Rua do Exemplo'],
  SE: ['Exempelgatan'],
  SI: ['Vzorčna ulica'],
  SK: ['Ukážková'],
};

/** International calling codes, to tell which country's rules a sample number follows. */
export const callingCodes: Readonly<Record<CountryCode, string>> = {
  AT: '43',
  BE: '32',
  CZ: '420',
  DE: '49',
  DK: '45',
  ES: '34',
  FR: '33',
  HR: '385',
  HU: '36',
  IT: '39',
  LT: '370',
  NO: '47',
  PL: '48',
  PT: '351',
  SE: '46',
  SI: '386',
  SK: '421',
};

/**
 * Ranges a national regulator keeps free for films, books and examples. Where a country has one,
 * samples use it; a number in it is fictional by definition.
 */
export const reservedPhoneRanges: readonly {
  country: CountryCode;
  /** National significant number (without the calling code), first and last of the range. */
  from: string;
  to: string;
  source: string;
}[] = [
  {
    country: 'SE',
    from: '701740605',
    to: '701740699',
    source: 'PTS (Post- och telestyrelsen): numbers 070-174 06 05 to 070-174 06 99 are reserved for fiction',
  },
];

/**
 * Elsewhere a sample number is the calling code, an area code of at most three digits and a
 * subscriber part of at least six zeros ("+49 341 0000000"): no numbering plan gives a line a
 * subscriber number of zeros only, and a reader sees that it is made up.
 */
const zeroSubscriber = /^\d{0,3}0{6,}$/;

export type Verdict = { ok: true } | { ok: false; reason: string };

/** Whether a sample telephone number is fictional, and why not. Spaces between digit groups are allowed. */
export function checkPhone(tel: string): Verdict {
  if (!/^\+\d[\d ]+\d$/.test(tel)) return { ok: false, reason: 'not written as +<calling code> <digits>' };
  const digits = tel.replace(/\D/g, '');
  const entry = (Object.entries(callingCodes) as [CountryCode, string][])
    .filter(([, code]) => digits.startsWith(code))
    .sort((a, b) => b[1].length - a[1].length)[0];
  if (!entry) return { ok: false, reason: 'no calling code of an EFR country' };
  const [country, code] = entry;
  const national = digits.slice(code.length);
  const reserved = reservedPhoneRanges.some(
    (range) =>
      range.country === country &&
      national.length === range.from.length &&
      national >= range.from &&
      national <= range.to,
  );
  if (reserved || zeroSubscriber.test(national)) return { ok: true };
  const hint = reservedPhoneRanges.find((range) => range.country === country);
  return {
    ok: false,
    reason: hint
      ? `not in ${country}'s reserved range ${hint.from}–${hint.to} nor an all-zero subscriber number`
      : 'the subscriber part after an area code of at most three digits must be six or more zeros',
  };
}

/** Whether a sample street address (the value of `Adr`) is an invented street of its country, and why not. */
export function checkAddress(country: string, adr: string): Verdict {
  const streets = fictionalStreets[country as CountryCode];
  if (!streets) return { ok: false, reason: `no fictional streets listed for country "${country}"` };
  const street = adr
    .trim()
    .replace(/^\d+[a-z]?,?\s+/, '')
    .replace(/\s+\d+[a-z]?(\/\d+)?\.?$/, '');
  if (street === adr.trim()) return { ok: false, reason: 'no house number' };
  return streets.includes(street)
    ? { ok: true }
    : { ok: false, reason: `"${street}" is not one of ${country}'s fictional streets (${streets.join(', ')})` };
}
