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

/*
 * Company identifiers that carry a check digit. A sample identifier that passes its country's
 * official check could be a real firm's (readers copy samples into test systems and searches), so
 * every sample one fails the check on purpose and looks made up ("912345678", "HR12345678901").
 * The algorithms follow, then the table of countries, then the check itself.
 */
interface TaxIdCheck {
  name: string;
  digits: number;
  algorithm: string;
  /** True when the digits pass the official check, i.e. the number could be issued to a firm. */
  passes: (digits: readonly number[]) => boolean;
  /** Numbers the authority publishes for everyone's use, which pass the check and are no firm's. */
  generic?: readonly string[];
}

const weighted = (digits: readonly number[], weights: readonly number[]) =>
  weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0);

/** Brønnøysund: weights 3,2,7,6,5,4,3,2; the ninth digit is 11 minus the remainder (11 → 0, 10 never issued). */
function norwegianOrgNr(digits: readonly number[]): boolean {
  const check = (11 - (weighted(digits, [3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
  return check !== 10 && check === digits[8];
}

/** CVR: weights 2,7,6,5,4,3,2,1 over all eight digits give a multiple of 11. */
function danishCvr(digits: readonly number[]): boolean {
  return weighted(digits, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;
}

/** Luhn over all digits, check digit last (Swedish organisation number; the Italian partita IVA). */
function luhn(digits: readonly number[]): boolean {
  const sum = [...digits].reverse().reduce((total, digit, index) => {
    const value = index % 2 === 1 ? digit * 2 : digit;
    return total + (value > 9 ? value - 9 : value);
  }, 0);
  return sum % 10 === 0;
}

/** ISO 7064 MOD 11,10 over all digits but the last gives the last (Croatian OIB, German USt-IdNr.). */
function iso7064Mod1110(digits: readonly number[]): boolean {
  let carry = 10;
  for (const digit of digits.slice(0, -1)) {
    carry = (carry + digit) % 10 || 10;
    carry = (carry * 2) % 11;
  }
  return (11 - carry) % 10 === digits[digits.length - 1];
}

/** Adószám (8-1-2): weights 9,7,3,1,9,7,3 over the first seven digits give the eighth, mod 10. */
function hungarianTaxNumber(digits: readonly number[]): boolean {
  return (10 - (weighted(digits, [9, 7, 3, 1, 9, 7, 3]) % 10)) % 10 === digits[7];
}

/** NIF: weights 9 to 2 over the first eight digits, 11 minus the remainder (10 and 11 → 0). */
function portugueseNif(digits: readonly number[]): boolean {
  const check = 11 - (weighted(digits, [9, 8, 7, 6, 5, 4, 3, 2]) % 11);
  return (check >= 10 ? 0 : check) === digits[8];
}

/** NIP: weights 6,5,7,2,3,4,5,6,7 over the first nine digits, mod 11, give the tenth (10 never issued). */
function polishNip(digits: readonly number[]): boolean {
  const check = weighted(digits, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
  return check !== 10 && check === digits[9];
}

/**
 * The countries whose sample identifiers are checked. `digits` is the length of the national number
 * once the country prefix, the VAT suffixes (`MVA` in Norway, `01` in Sweden) and separators are
 * removed.
 */
export const taxIdChecks = {
  NO: { name: 'organisation number', digits: 9, algorithm: 'mod 11', passes: norwegianOrgNr },
  DK: { name: 'CVR number', digits: 8, algorithm: 'mod 11', passes: danishCvr },
  SE: { name: 'organisation number', digits: 10, algorithm: 'Luhn', passes: luhn },
  HR: { name: 'OIB', digits: 11, algorithm: 'ISO 7064 MOD 11,10', passes: iso7064Mod1110 },
  PL: { name: 'NIP', digits: 10, algorithm: 'weights 6,5,7,2,3,4,5,6,7, mod 11', passes: polishNip },
  IT: { name: 'partita IVA', digits: 11, algorithm: 'Luhn', passes: luhn },
  DE: { name: 'USt-IdNr.', digits: 9, algorithm: 'ISO 7064 MOD 11,10', passes: iso7064Mod1110 },
  HU: { name: 'adószám', digits: 11, algorithm: 'weights 9,7,3,1, mod 10', passes: hungarianTaxNumber },
  // 999999990 is the NIF the law gives every final consumer; samples print it on purpose.
  PT: { name: 'NIF', digits: 9, algorithm: 'mod 11', passes: portugueseNif, generic: ['999999990'] },
} as const satisfies Partial<Record<CountryCode, TaxIdCheck>>;

/** The national number of a sample identifier: "NO912345678MVA" → "912345678", "SE556000000001" → "5560000000". */
function nationalNumber(country: keyof typeof taxIdChecks, value: string): string {
  let number = value.trim().toUpperCase();
  if (number.startsWith(country)) number = number.slice(2);
  if (country === 'NO') number = number.replace(/\s*MVA$/, '');
  number = number.replace(/[\s.-]/g, '');
  return country === 'SE' && number.length === 12 ? number.replace(/01$/, '') : number;
}

/**
 * Whether a sample company identifier of `country` is fictional: written in the country's format
 * and failing its check digit. Countries without a check listed here pass unchecked.
 */
export function checkTaxId(country: string, value: string): Verdict {
  if (!(country in taxIdChecks)) return { ok: true };
  const code = country as keyof typeof taxIdChecks;
  const check: TaxIdCheck = taxIdChecks[code];
  const number = nationalNumber(code, value);
  if (check.generic?.includes(number)) return { ok: true };
  if (!new RegExp(`^\\d{${check.digits}}$`).test(number)) {
    return { ok: false, reason: `not a ${country} ${check.name} of ${check.digits} digits` };
  }
  return check.passes([...number].map(Number))
    ? { ok: false, reason: `passes the ${country} ${check.name} check (${check.algorithm}): a real firm could hold it` }
    : { ok: true };
}
