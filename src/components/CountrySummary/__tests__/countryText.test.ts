import { describe, expect, it } from 'vitest';
import { mechanisms } from '@site/src/data/countries/types';
import { countryPath, formatLongDate, mechanismLabel } from '../countryText';

describe('countryText', () => {
  it('labels every mechanism in words', () => {
    for (const mechanism of mechanisms) expect(mechanismLabel(mechanism)).toMatch(/^[A-Z][a-z ]+/);
    expect(mechanismLabel('signature-device')).toBe('Signature device');
  });

  it('formats ISO dates as day, month name and year whatever the time zone', () => {
    expect(formatLongDate('2026-11-22')).toBe('22 November 2026');
    expect(formatLongDate('2026-01-05')).toBe('5 January 2026');
    expect(() => formatLongDate('22.11.2026')).toThrow(/ISO date/);
  });

  it('links a country to its section', () => {
    expect(countryPath('DE')).toBe('/efr/DE');
  });
});
