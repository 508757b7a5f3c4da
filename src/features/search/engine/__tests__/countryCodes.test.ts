import { describe, expect, it } from 'vitest';
import { withCountryNames } from '../countryCodes';

describe('withCountryNames', () => {
  const names = { AT: 'Austria', IT: 'Italy', NO: 'Norway', DE: 'Germany' };

  it('names a country code typed in capitals as the first word, which may be a stop word in lower case', () => {
    expect(withCountryNames('AT receipt layout', names)).toBe('Austria receipt layout');
    expect(withCountryNames('IT lottery', names)).toBe('Italy lottery');
    expect(withCountryNames(' NO', names)).toBe(' Norway');
  });

  it('leaves later words, lower case, other capitals and codes inside identifiers as typed', () => {
    expect(withCountryNames('what if EFR answers NO', names)).toBe('what if EFR answers NO');
    expect(withCountryNames('it at', names)).toBe('it at');
    expect(withCountryNames('QR code', names)).toBe('QR code');
    expect(withCountryNames('DE-TSE', names)).toBe('DE-TSE');
    expect(withCountryNames('DE=1', names)).toBe('DE=1');
    expect(withCountryNames('AT', undefined)).toBe('AT');
  });
});
