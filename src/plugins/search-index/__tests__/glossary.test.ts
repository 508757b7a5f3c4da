import { describe, expect, it } from 'vitest';
import { termsOf } from '../../../features/search/engine/tokenizer';
import { countryGlossary, glossaryMatcher } from '../glossary';

/** A few entries in the shape of src/data/search/glossary.ts. */
const entries: Parameters<typeof glossaryMatcher>[0] = [
  { en: ['void', 'cancellation'], de: ['Storno', 'Stornierung'] },
  { en: ['void receipt', 'voided receipt'], de: ['Stornobeleg', 'stornierter Beleg'] },
  { en: ['daily closing', 'Z report'], de: ['Tagesabschluss', 'Z-Bon'] },
  { en: ['tax office'], de: ['Finanzamt'] },
];

const match = glossaryMatcher(entries);
const glossaryOf = (text: string) => match(new Set(termsOf(text)), text);

describe('glossaryMatcher', () => {
  it('gives an English section the German forms of the terms it uses', () => {
    expect(glossaryOf('Send the daily closing before the till is switched off.')).toBe('Tagesabschluss Z-Bon');
  });

  it('matches the words of a form in any order and with other words between them', () => {
    // "receipt … void" in the text counts for "void receipt"; "void" alone also matches its own entry.
    expect(glossaryOf('A receipt that was sent by mistake can be voided: send a void with its number.')).toBe(
      'Storno Stornierung Stornobeleg stornierter Beleg',
    );
  });

  it('matches inflected forms, since forms and text are compared as index terms', () => {
    expect(glossaryOf('Both receipts were voided.')).toContain('Stornobeleg');
  });

  it('gives a German section the English forms', () => {
    expect(glossaryOf('Der Z-Bon wird an das Finanzamt übermittelt.')).toBe('daily closing Z report tax office');
    expect(glossaryOf('Ein stornierter Beleg bleibt im Journal.')).toBe('void receipt voided receipt');
  });

  it('does not match a part of a form', () => {
    expect(glossaryOf('The closing time of the tax year.')).toBe('');
    expect(glossaryOf('Send it to the office that handles your tax return.')).toBe('Finanzamt');
    expect(glossaryOf('Open the office of the association.')).toBe('');
  });

  // A single letter is not an index term: the form "Z report" is matched as the phrase, or every
  // section that mentions a report would get "Tagesabschluss Z-Bon".
  it('does not take "report" alone for the form "Z report", only the phrase', () => {
    expect(glossaryOf('Daily reports are sent to the office.')).toBe('');
    expect(glossaryOf('Print the Z report at the end of the day.')).toBe('Tagesabschluss Z-Bon');
  });

  it('returns an empty string when nothing matches', () => {
    expect(glossaryOf('The QR code follows the layout of the DSFinV-K.')).toBe('');
    expect(glossaryMatcher([])(new Set(['void', 'receipt']), 'void receipt')).toBe('');
  });
});

describe('countryGlossary', () => {
  const withCountries = glossaryMatcher(countryGlossary);
  const countryFormsOf = (text: string) => withCountries(new Set(termsOf(text)), text);

  it("gives a section that names a country or uses its adjective the country's German and own names", () => {
    expect(countryFormsOf('In Austria every register signs its receipts.')).toBe(
      'österreich österreichisch oesterreich',
    );
    expect(countryFormsOf('Swedish control units store the receipt data.')).toContain('schweden');
  });

  it('gives a German section the English name and adjective', () => {
    expect(countryFormsOf('Kassen in Deutschland brauchen eine TSE.')).toBe('Germany german');
  });

  it('has an entry for every country, each with other names than the English ones', () => {
    expect(countryGlossary.length).toBeGreaterThanOrEqual(17);
    for (const entry of countryGlossary) expect(entry.de.length).toBeGreaterThan(0);
  });
});
