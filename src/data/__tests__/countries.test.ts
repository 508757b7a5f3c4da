import { describe, expect, it } from 'vitest';
import { countries, countryCodes, getCountry, mechanisms, type Country } from '@site/src/data/countries';

/** The day the facts were last reviewed for this release; no fact may claim a later check. */
const REVIEW_DATE = '2026-11-22';

const textFields = ['name', 'scheme', 'device', 'receiptCode', 'legalBasis', 'authority', 'status'] as const;
const listFields = ['posMustSend', 'mustPrint', 'exports'] as const;

function isCalendarDate(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso);
}

describe('countries', () => {
  it('lists the 17 EFR countries once each, in countryCodes order', () => {
    expect(countries).toHaveLength(17);
    expect(countries.map((country) => country.code)).toEqual([...countryCodes]);
    expect(new Set(countries.map((country) => country.name)).size).toBe(17);
    for (const code of countryCodes) expect(getCountry(code).code).toBe(code);
  });

  describe.each(countries.map((country) => [country.code, country] as const))('%s', (_code, country: Country) => {
    it('has every text field filled in', () => {
      for (const field of textFields) {
        expect(typeof country[field], field).toBe('string');
        expect(country[field].trim(), field).not.toBe('');
      }
      expect(mechanisms).toContain(country.mechanism);
    });

    it('has lists of non-empty items, and says what must be printed', () => {
      for (const field of listFields) {
        expect(Array.isArray(country[field]), field).toBe(true);
        for (const item of country[field]) expect(item.trim(), field).not.toBe('');
      }
      expect(country.mustPrint.length).toBeGreaterThan(0);
    });

    it(`was checked on an ISO date no later than ${REVIEW_DATE}`, () => {
      expect(isCalendarDate(country.statusDate), country.statusDate).toBe(true);
      expect(country.statusDate <= REVIEW_DATE, country.statusDate).toBe(true);
    });
  });
});
