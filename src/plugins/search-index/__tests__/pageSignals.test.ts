import { describe, expect, it } from 'vitest';
import { termsOf } from '../../../features/search/engine/tokenizer';
import { countryTerms, OTHER_LANGUAGE_WEIGHT, pageCountry, pageWeight } from '../pageSignals';

const SITE = 'https://docs.example.com';

describe('pageWeight', () => {
  it('weighs a changelog less than a page that explains things', () => {
    expect(pageWeight(`${SITE}/bill/Changelog`, 'Changelog')).toBeLessThan(1);
    expect(pageWeight(`${SITE}/efr/release-notes`, 'EFR changelog')).toBeLessThan(1);
    expect(pageWeight(`${SITE}/efr/DE/receipt-layout`, 'Germany – receipt layout')).toBe(1);
  });

  it('weighs a page in another language than English as the glossary weighs its words', () => {
    expect(pageWeight(`${SITE}/enduser/fiscal-reporting-de_de`, 'Kassen melden')).toBe(OTHER_LANGUAGE_WEIGHT);
    expect(pageWeight(`${SITE}/enduser/fiscal-reporting-de_en`, 'Reporting tills')).toBe(1);
  });
});

describe('pageCountry', () => {
  const names = { AT: 'Austria', DE: 'Germany', CZ: 'Czech Republic' };
  it('reads the country of a page from where the site keeps it', () => {
    expect(pageCountry('/efr/AT', names)).toBe('AT');
    expect(pageCountry('/efr/DE/receipt-layout', names)).toBe('DE');
    expect(pageCountry('/faq/Countries/AustriaFAQs', names)).toBe('AT');
    expect(pageCountry('/enduser/fiscal-reporting-de_en', names)).toBe('DE');
  });

  it('is null for pages about every country or none, and for codes the site does not cover', () => {
    expect(pageCountry('/efr/api', names)).toBeNull();
    expect(pageCountry('/efr/countries', names)).toBeNull();
    expect(pageCountry('/faq/efr', names)).toBeNull();
    expect(pageCountry('/efr/XY/fiscal', names)).toBeNull();
  });
});

describe('countryTerms', () => {
  it("maps the first word of a country's name and its other names to its code", () => {
    const terms = countryTerms({ CZ: 'Czech Republic', SE: 'Sweden' });
    expect(terms).toMatchObject({ czech: 'CZ', tschechien: 'CZ', sweden: 'SE', swedish: 'SE', schweden: 'SE' });
    // "Republic" names no country.
    expect(Object.keys(terms)).not.toContain(termsOf('republic')[0]);
  });

  it('maps the places readers name instead of the country, but no everyday word', () => {
    const terms = countryTerms({ PT: 'Portugal', AT: 'Austria', ES: 'Spain', HR: 'Croatia' });
    expect(terms).toMatchObject({ lisbon: 'PT', wien: 'AT', vienna: 'AT', bilbao: 'ES' });
    expect(terms[termsOf('Lissabon')[0]!]).toBe('PT');
    // Split (Croatia) is also a verb: "split payment" asks about no country.
    expect(Object.keys(terms)).not.toContain(termsOf('split')[0]);
  });

  it("maps the terms of only one country's rules to it, but not the e-invoicing networks", () => {
    const terms = countryTerms({ AT: 'Austria', DE: 'Germany', ES: 'Spain', PL: 'Poland', IT: 'Italy' });
    expect(terms[termsOf('Registrierkasse')[0]!]).toBe('AT');
    expect(terms[termsOf('TSE')[0]!]).toBe('DE');
    expect(terms[termsOf('VeriFactu')[0]!]).toBe('ES');
    // KSeF and SDI are answered by the E-Invoicing pages, which are about no one country.
    expect(Object.keys(terms)).not.toContain(termsOf('KSeF')[0]);
    expect(Object.keys(terms)).not.toContain(termsOf('SDI')[0]);
  });
});
