import type { CountryCode, Mechanism } from '@site/src/data/countries/types';

/**
 * Text helpers shared by the country components (summary box and matrix). Pure functions, so the
 * server render and the client render produce the same strings.
 */

const mechanismLabels: Record<Mechanism, string> = {
  'signature-device': 'Signature device',
  'fiscal-printer': 'Fiscal printer or fiscal register',
  'fiscal-data-module': 'Fiscal data module',
  'control-unit': 'Control unit',
  'online-clearance': 'Real-time reporting to the tax authority',
  'certified-software': 'Signing in software, no fiscal device',
  none: 'No fiscal duty in force',
};

/** Human label of a fiscal mechanism, e.g. "Signature device". */
export function mechanismLabel(mechanism: Mechanism): string {
  return mechanismLabels[mechanism];
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Formats an ISO date ("2026-11-22") as "22 November 2026". The date is read and printed in UTC
 * so the result does not depend on the time zone of the build machine or the browser.
 */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Not an ISO date: "${isoDate}"`);
  const [year = 0, month = 1, day = 1] = match.slice(1).map(Number);
  return longDate.format(new Date(Date.UTC(year, month - 1, day)));
}

/** The URL path of a country's section, e.g. "/efr/AT". */
export function countryPath(code: CountryCode): string {
  return `/efr/${code}`;
}
