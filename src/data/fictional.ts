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
  /** The national number's shape once the country prefix, VAT suffixes and separators are removed. */
  format: RegExp;
  algorithm: string;
  /** True when the number passes the official check, i.e. it could be issued to a firm. */
  passes: (number: string) => boolean;
  /** Numbers the authority publishes for everyone's use, which pass the check and are no firm's. */
  generic?: readonly string[];
}

const digitsOf = (number: string) => [...number].map(Number);

const weighted = (digits: readonly number[], weights: readonly number[]) =>
  weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0);

/** Digit sum of twice a digit (0→0, 5→1, 9→9): the doubling step of Luhn and its relatives. */
const doubled = (digit: number) => [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][digit] ?? 0;

/** Brønnøysund: weights 3,2,7,6,5,4,3,2; the ninth digit is 11 minus the remainder (11 → 0, 10 never issued). */
function norwegianOrgNr(number: string): boolean {
  const digits = digitsOf(number);
  const check = (11 - (weighted(digits, [3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
  return check !== 10 && check === digits[8];
}

/** CVR: weights 2,7,6,5,4,3,2,1 over all eight digits give a multiple of 11. */
function danishCvr(number: string): boolean {
  return weighted(digitsOf(number), [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;
}

/**
 * Luhn over all digits, check digit last (Swedish organisation number, Italian partita IVA, French
 * SIREN and SIRET).
 */
function luhn(number: string): boolean {
  const sum = digitsOf(number)
    .reverse()
    .reduce((total, digit, index) => total + (index % 2 === 1 ? doubled(digit) : digit), 0);
  return sum % 10 === 0;
}

/** ISO 7064 MOD 11,10 over all digits but the last gives the last (Croatian OIB, German USt-IdNr.). */
function iso7064Mod1110(number: string): boolean {
  const digits = digitsOf(number);
  let carry = 10;
  for (const digit of digits.slice(0, -1)) {
    carry = (carry + digit) % 10 || 10;
    carry = (carry * 2) % 11;
  }
  return (11 - carry) % 10 === digits[digits.length - 1];
}

/** Adószám (8-1-2): weights 9,7,3,1,9,7,3 over the first seven digits give the eighth, mod 10. */
function hungarianTaxNumber(number: string): boolean {
  const digits = digitsOf(number);
  return (10 - (weighted(digits, [9, 7, 3, 1, 9, 7, 3]) % 10)) % 10 === digits[7];
}

/** NIF: weights 9 to 2 over the first eight digits, 11 minus the remainder (10 and 11 → 0). */
function portugueseNif(number: string): boolean {
  const digits = digitsOf(number);
  const check = 11 - (weighted(digits, [9, 8, 7, 6, 5, 4, 3, 2]) % 11);
  return (check >= 10 ? 0 : check) === digits[8];
}

/** NIP: weights 6,5,7,2,3,4,5,6,7 over the first nine digits, mod 11, give the tenth (10 never issued). */
function polishNip(number: string): boolean {
  const digits = digitsOf(number);
  const check = weighted(digits, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
  return check !== 10 && check === digits[9];
}

/**
 * UID "U" and eight digits (BMF): the seven digits after the U, every second one doubled as in Luhn,
 * plus 4; the eighth digit brings the sum to a multiple of 10.
 */
function austrianUid(number: string): boolean {
  const digits = digitsOf(number.slice(1));
  const sum = digits.slice(0, 7).reduce((total, digit, index) => total + (index % 2 === 1 ? doubled(digit) : digit), 4);
  return (10 - (sum % 10)) % 10 === digits[7];
}

/**
 * Steuernummer (tax office, 2 digits, and 7 digits): the first eight digits, every second one doubled
 * as in Luhn; the ninth brings the sum to a multiple of 10.
 */
function austrianSteuernummer(number: string): boolean {
  const digits = digitsOf(number);
  const sum = digits.slice(0, 8).reduce((total, digit, index) => total + (index % 2 === 1 ? doubled(digit) : digit), 0);
  return (10 - (sum % 10)) % 10 === digits[8];
}

/** Enterprise number (KBO/BCE, also the VAT number): the last two digits are 97 minus the first eight mod 97. */
function belgianEnterpriseNumber(number: string): boolean {
  return 97 - (Number(number.slice(0, 8)) % 97) === Number(number.slice(8));
}

/** Letters of the Spanish DNI/NIE check, indexed by the number mod 23. */
const dniLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** NIF of a person: eight digits (DNI) or X/Y/Z and seven digits (NIE, X → 0, Y → 1, Z → 2) and a letter. */
function spanishPersonNif(number: string): boolean {
  const numeric = number.slice(0, 8).replace(/^[XYZ]/, (letter) => String('XYZ'.indexOf(letter)));
  return dniLetters[Number(numeric) % 23] === number[8];
}

/**
 * NIF of an entity (formerly CIF): a letter for the kind of entity, seven digits and a control
 * character. The digits in odd places are doubled as in Luhn; the control is 10 minus the sum's last
 * digit (10 → 0), written as that digit or the letter at its index in "JABCDEFGHI". Some entity letters
 * take only the digit, others only the letter; either form that matches counts here.
 */
function spanishEntityNif(number: string): boolean {
  const digits = digitsOf(number.slice(1, 8));
  const sum = digits.reduce((total, digit, index) => total + (index % 2 === 0 ? doubled(digit) : digit), 0);
  const control = (10 - (sum % 10)) % 10;
  return number[8] === String(control) || number[8] === 'JABCDEFGHI'[control];
}

/** French VAT number: a two-digit key, (12 + 3 × (SIREN mod 97)) mod 97, before a SIREN that passes Luhn. */
function frenchVat(number: string): boolean {
  const siren = number.slice(2);
  return Number(number.slice(0, 2)) === (12 + 3 * (Number(siren) % 97)) % 97 && luhn(siren);
}

/** SIRET: the SIREN and a five-digit establishment number; the SIREN and the whole number pass Luhn. */
function frenchSiret(number: string): boolean {
  return luhn(number.slice(0, 9)) && luhn(number);
}

/**
 * PVM mokėtojo kodas (9 digits for firms, 12 for temporary registrations): weights 1 to 9 repeating
 * over all digits but the last, mod 11; a remainder of 10 repeats the sum with weights starting at 3,
 * and a second 10 gives 0.
 */
function lithuanianPvm(number: string): boolean {
  const digits = digitsOf(number);
  const body = digits.slice(0, -1);
  let check = body.reduce((sum, digit, index) => sum + (1 + (index % 9)) * digit, 0) % 11;
  if (check === 10) check = body.reduce((sum, digit, index) => sum + (1 + ((index + 2) % 9)) * digit, 0) % 11;
  return check % 10 === digits[digits.length - 1];
}

/** Slovak DIČ and IČ DPH (the DIČ after "SK"): the ten-digit number is a multiple of 11. */
function slovakDic(number: string): boolean {
  return Number(number) % 11 === 0;
}

/**
 * IČO (Slovak and Czech company number; the Czech DIČ of a firm is "CZ" and the IČO): weights 8 to 2
 * over the first seven digits; the eighth is 11 minus the remainder, mod 10.
 */
function companyIco(number: string): boolean {
  const digits = digitsOf(number);
  return (11 - (weighted(digits, [8, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === digits[7];
}

/** Slovenian davčna številka: weights 8 to 2 over the first seven digits; 11 minus the remainder (10 → 0, 11 never issued). */
function slovenianTaxNumber(number: string): boolean {
  const digits = digitsOf(number);
  const check = 11 - (weighted(digits, [8, 7, 6, 5, 4, 3, 2]) % 11);
  return check !== 11 && check % 10 === digits[7];
}

/**
 * The countries whose sample identifiers are checked, each with the identifiers a sample may show.
 * `format` is the national number once the country prefix, the VAT suffixes (`MVA` in Norway, `01` in
 * Sweden) and separators are removed; the first identifier whose format fits is checked.
 */
export const taxIdChecks = {
  NO: [{ name: 'organisation number', format: /^\d{9}$/, algorithm: 'mod 11', passes: norwegianOrgNr }],
  DK: [{ name: 'CVR number', format: /^\d{8}$/, algorithm: 'mod 11', passes: danishCvr }],
  SE: [{ name: 'organisation number', format: /^\d{10}$/, algorithm: 'Luhn', passes: luhn }],
  HR: [{ name: 'OIB', format: /^\d{11}$/, algorithm: 'ISO 7064 MOD 11,10', passes: iso7064Mod1110 }],
  PL: [{ name: 'NIP', format: /^\d{10}$/, algorithm: 'weights 6,5,7,2,3,4,5,6,7, mod 11', passes: polishNip }],
  IT: [{ name: 'partita IVA', format: /^\d{11}$/, algorithm: 'Luhn', passes: luhn }],
  DE: [{ name: 'USt-IdNr.', format: /^\d{9}$/, algorithm: 'ISO 7064 MOD 11,10', passes: iso7064Mod1110 }],
  HU: [{ name: 'adószám', format: /^\d{11}$/, algorithm: 'weights 9,7,3,1, mod 10', passes: hungarianTaxNumber }],
  // 999999990 is the NIF the law gives every final consumer; samples print it on purpose.
  PT: [{ name: 'NIF', format: /^\d{9}$/, algorithm: 'mod 11', passes: portugueseNif, generic: ['999999990'] }],
  AT: [
    { name: 'UID', format: /^U\d{8}$/, algorithm: 'Luhn-type, plus 4', passes: austrianUid },
    { name: 'Steuernummer', format: /^\d{9}$/, algorithm: 'Luhn-type, mod 10', passes: austrianSteuernummer },
  ],
  BE: [{ name: 'enterprise number', format: /^[01]\d{9}$/, algorithm: 'mod 97', passes: belgianEnterpriseNumber }],
  ES: [
    { name: 'NIF (DNI/NIE)', format: /^[\dXYZ]\d{7}[A-Z]$/, algorithm: 'mod 23 letter', passes: spanishPersonNif },
    {
      name: 'NIF (entity)',
      format: /^[ABCDEFGHJKLMNPQRSUVW]\d{7}[\dA-J]$/,
      algorithm: 'Luhn-type digit or letter',
      passes: spanishEntityNif,
    },
  ],
  FR: [
    { name: 'SIREN', format: /^\d{9}$/, algorithm: 'Luhn', passes: luhn },
    { name: 'VAT number', format: /^\d{11}$/, algorithm: 'mod 97 key and Luhn SIREN', passes: frenchVat },
    { name: 'SIRET', format: /^\d{14}$/, algorithm: 'Luhn', passes: frenchSiret },
  ],
  LT: [{ name: 'PVM code', format: /^(?:\d{9}|\d{12})$/, algorithm: 'mod 11', passes: lithuanianPvm }],
  SK: [
    { name: 'DIČ / IČ DPH', format: /^\d{10}$/, algorithm: 'mod 11', passes: slovakDic },
    { name: 'IČO', format: /^\d{8}$/, algorithm: 'weights 8 to 2, mod 11', passes: companyIco },
  ],
  CZ: [{ name: 'DIČ (IČO)', format: /^\d{8}$/, algorithm: 'weights 8 to 2, mod 11', passes: companyIco }],
  SI: [{ name: 'tax number', format: /^\d{8}$/, algorithm: 'weights 8 to 2, mod 11', passes: slovenianTaxNumber }],
} as const satisfies Partial<Record<CountryCode, readonly TaxIdCheck[]>>;

export type TaxIdCountry = keyof typeof taxIdChecks;

/** The national number of a sample identifier: "NO912345678MVA" → "912345678", "SE556000000001" → "5560000000". */
function nationalNumber(country: TaxIdCountry, value: string): string {
  let number = value.trim().toUpperCase();
  if (number.startsWith(country)) number = number.slice(2);
  if (country === 'NO') number = number.replace(/\s*MVA$/, '');
  number = number.replace(/[\s./-]/g, '');
  // Belgium's enterprise numbers were nine digits before 2005; the leading 0 is now written.
  if (country === 'BE' && number.length === 9) number = `0${number}`;
  return country === 'SE' && number.length === 12 ? number.replace(/01$/, '') : number;
}

/**
 * Whether a sample company identifier of `country` is fictional: written in one of the country's
 * formats and failing that identifier's check. Countries without a check listed here pass unchecked.
 */
export function checkTaxId(country: string, value: string): Verdict {
  if (!(country in taxIdChecks)) return { ok: true };
  const checks: readonly TaxIdCheck[] = taxIdChecks[country as TaxIdCountry];
  const number = nationalNumber(country as TaxIdCountry, value);
  const check = checks.find((candidate) => candidate.format.test(number));
  if (!check) return { ok: false, reason: `not written as a ${country} ${checks.map((c) => c.name).join(' or ')}` };
  if (check.generic?.includes(number)) return { ok: true };
  return check.passes(number)
    ? { ok: false, reason: `passes the ${country} ${check.name} check (${check.algorithm}): a real firm could hold it` }
    : { ok: true };
}
