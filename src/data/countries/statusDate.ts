import { countries, type Country } from './index';
import { countryCodes, type CountryCode } from './types';

/**
 * A country's status date is written once, as `statusDate` in its data module, and pages print it
 * with a token instead of a literal month (WRITING_GUIDE.md, "Facts, dates and sources"):
 *
 *   Status as of %%statusDate:AT%%: in force.      →  Status as of November 2026: in force.
 *
 * `%%statusDate:all%%` is the oldest date of all countries, for statements about several of them
 * (a table of all mandates is only as current as its least recently checked row). The colon keeps
 * these tokens apart from the brand tokens of config/brand.ts, whose names are single words.
 */
const STATUS_TOKEN = /%%statusDate:([A-Za-z]+)%%/g;

/** How long a status stays current before the build warns. */
export const STATUS_MAX_AGE_MONTHS = 6;

const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function parseIsoDate(isoDate: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Not an ISO date: "${isoDate}"`);
  const [year = 0, month = 1, day = 1] = match.slice(1).map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** "2026-11-22" → "November 2026", in UTC so the build machine's time zone does not matter. */
export function formatStatusMonth(isoDate: string): string {
  return monthYear.format(parseIsoDate(isoDate));
}

function isCountryCode(code: string): code is CountryCode {
  return (countryCodes as readonly string[]).includes(code);
}

/** The ISO status date a token stands for, or undefined for an unknown code. */
export function statusDateOf(code: string): string | undefined {
  if (code === 'all') return countries.map((country) => country.statusDate).sort()[0];
  const upper = code.toUpperCase();
  return isCountryCode(upper) ? countries.find((country) => country.code === upper)?.statusDate : undefined;
}

/**
 * Replaces every `%%statusDate:XX%%` token of `text` with the month of that status date; an unknown
 * code becomes what `unknown` returns for it (the build throws, the content tests keep it to report).
 */
export function replaceStatusTokens(text: string, unknown: (token: string, offset: number) => string): string {
  return text.replace(new RegExp(STATUS_TOKEN), (token, code: string, offset: number) => {
    const date = statusDateOf(code);
    return date ? formatStatusMonth(date) : unknown(token, offset);
  });
}

/** The status tokens in `text` whose code is no country (nor `all`), e.g. ["%%statusDate:XX%%"]. */
export function unknownStatusTokens(text: string): string[] {
  return [...text.matchAll(new RegExp(STATUS_TOKEN))].flatMap(([token, code = '']) =>
    statusDateOf(code) ? [] : [token],
  );
}

/**
 * Countries whose status was last checked more than `maxAgeMonths` calendar months before `today`:
 * checked on 22 November 2026, a status is current up to and including 22 May 2027.
 */
export function staleCountries(
  today: Date,
  list: readonly Country[] = countries,
  maxAgeMonths = STATUS_MAX_AGE_MONTHS,
): Country[] {
  return list.filter((country) => {
    const limit = parseIsoDate(country.statusDate);
    limit.setUTCMonth(limit.getUTCMonth() + maxAgeMonths);
    return today.getTime() > limit.getTime() + 24 * 60 * 60 * 1000 - 1;
  });
}

/** The build's warning for stale countries, or undefined when every status is current. */
export function staleStatusWarning(today: Date, list: readonly Country[] = countries): string | undefined {
  const stale = staleCountries(today, list);
  if (stale.length === 0) return undefined;
  const names = stale.map((country) => `${country.name} (${country.statusDate})`).join(', ');
  return (
    `The fiscal status of ${stale.length === 1 ? 'one country was' : `${stale.length} countries were`} last checked ` +
    `more than ${STATUS_MAX_AGE_MONTHS} months ago: ${names}. Check the facts against their sources, ` +
    `update the pages, then set statusDate in src/data/countries/<code>.ts.`
  );
}
