import { describe, expect, it } from 'vitest';
import { fold, processTerm, STOP_WORDS, termsOf, tokenize } from '../tokenizer';

describe('tokenize', () => {
  it('splits DSFinV-K at the hyphen and also joins it', () => {
    const terms = termsOf('DSFinV-K export');
    expect(terms).toContain('dsfinv');
    expect(terms).toContain('dsfinvk');
    expect(terms).toContain('export');
    // The single letter "K" is not a term of its own.
    expect(terms).not.toContain('k');
  });

  it('finds VERI*FACTU when typed as verifactu', () => {
    expect(termsOf('VERI*FACTU')).toEqual(['veri', 'factu', 'verifactu']);
    expect(termsOf('verifactu')).toEqual(['verifactu']);
  });

  it('joins ESR.DD as esrdd and keeps its parts', () => {
    expect(termsOf('ESR.DD')).toEqual(['esr', 'dd', 'esrdd']);
  });

  it('joins e-invoice as einvoice, so both spellings share a term', () => {
    const written = termsOf('e-invoice');
    for (const term of termsOf('einvoice')) expect(written).toContain(term);
    expect(written).toContain(processTerm('invoice'));
  });

  it('joins a letter standing alone to the word it names: Z report, Z-report and zreport meet', () => {
    expect(termsOf('The Z report closes the day')).toContain('zreport');
    expect(termsOf('z report')).toContain('zreport');
    expect(termsOf('Z-report')).toContain('zreport');
    // "a" and "I" are words, and a letter before a number names nothing.
    expect(termsOf('print a report')).not.toContain('areport');
    expect(termsOf('Z 12')).not.toContain('z12');
  });

  it('reads a percent sign as the word percent, written apart or joined to its number', () => {
    expect(termsOf('taxed at 7 %')).toContain('percent');
    expect(termsOf('12% VAT')).toEqual(['12', 'percent', 'vat']);
    expect(termsOf('12 percent VAT')).toEqual(termsOf('12% VAT'));
    expect(termsOf('100 per head')).not.toContain('percent');
    expect(termsOf('(19 %)')).toContain('percent');
    // The escapes of a URL are not percent signs.
    expect(termsOf('/wiki/Caf%C3%A9_bill')).not.toContain('percent');
  });

  it('joins a number written with thousands separators, so 60,000, 60.000 and 60000 meet', () => {
    expect(termsOf('up to 60,000 transactions')).toContain('60000');
    expect(termsOf('bis 60.000 Belege')).toContain('60000');
    expect(termsOf('1,000,000')).toContain('1000000');
    // Dates, versions and decimals stay apart.
    expect(termsOf('2026-11-20')).toEqual(['2026', '11', '20']);
    expect(termsOf('EUR 12,40')).toEqual(['eur', '12', '40']);
    expect(termsOf('10,5 %')).not.toContain('105');
  });

  it('keeps a short bracketed group joined to its word: FA(3) is fa3 as well as fa', () => {
    // (A one-character part such as 3 is no term of its own.)
    expect(termsOf('the FA(3) schema')).toEqual(['fa', 'fa3', 'schema']);
    expect(termsOf('§ 146a(4) AO')).toContain('146a4');
    // Brackets apart from a word still separate.
    expect(termsOf('the receipt (copy)')).not.toContain('receiptcopy');
  });

  it('splits camel case: TaxG gives tax next to taxg', () => {
    expect(tokenize('TaxG')).toEqual(['TaxG', 'Tax', 'G']);
    expect(termsOf('TaxG')).toEqual(['taxg', 'tax']);
    expect(termsOf('SmartBill')).toEqual(expect.arrayContaining(['smart', 'bill']));
  });

  it('separates Fis_QR=true at "=" without joining across it', () => {
    const terms = termsOf('Fis_QR=true');
    expect(terms).toEqual(expect.arrayContaining(['fis', 'qr', 'fisqr', 'true']));
    expect(terms.some((term) => term.includes('qrtrue') || term.includes('fisqrtrue'))).toBe(false);
  });

  it('gives the words of /api/v2/register but no joined path', () => {
    const terms = termsOf('/api/v2/register');
    expect(terms).toEqual(['api', 'v2', processTerm('register')]);
    expect(terms[2]).toMatch(/^regist/);
    expect(terms).not.toContain('apiv2register');
    expect(terms.some((term) => term.startsWith('apiv2'))).toBe(false);
  });

  it('does not join dates and version numbers', () => {
    expect(termsOf('2026-11-25')).toEqual(['2026', '11', '25']);
    expect(tokenize('1.2.3')).toEqual(['1', '2', '3']);
    expect(termsOf('valid until 2026-11-25')).not.toContain('20261125');
  });

  it('does not join e-mail addresses and host names, whose joined forms would be noise', () => {
    expect(tokenize('Write to receipts@shop.example.')).not.toContain('receiptsshopexample');
    expect(tokenize('`https://finanzonline.bmf.gv.at`, fiskaly.com')).toEqual(
      expect.not.arrayContaining(['finanzonlinebmfgvat', 'fiskalycom']),
    );
    expect(tokenize('finanzonline.bmf.gv.at')).toEqual(['finanzonline', 'bmf', 'gv', 'at']);
    expect(tokenize('Fis.Code ESR.DDto')).toEqual(expect.arrayContaining(['FisCode', 'ESRDDto']));
  });

  it('joins at most four parts, six in snake case (error codes and constants)', () => {
    expect(tokenize('aa-bb-cc-dd')).toContain('aabbccdd');
    expect(tokenize('aa-bb-cc-dd-ee')).not.toContain('aabbccddee');
    expect(termsOf('IT_RT_NOT_IN_SERVICE')).toContain(processTerm('itrtnotinservice'));
    expect(tokenize('a1_b2_c3_d4_e5_f6_g7')).not.toContain('a1b2c3d4e5f6g7');
  });
});

describe('processTerm', () => {
  it('drops stop words and single letters', () => {
    expect(termsOf('How do I void a receipt?')).toEqual(['void', 'receipt']);
    expect(processTerm('the')).toBeNull();
    expect(processTerm('x')).toBeNull();
    expect(STOP_WORDS.has('how')).toBe(true);
    expect(STOP_WORDS.has('receipt')).toBe(false);
  });

  it('drops the German verbs of any request, which the pages do not use and respelling would turn English', () => {
    expect(termsOf('Tagesabschluss machen')).toEqual(['tagesabschluss']);
    expect(termsOf('TSE geht nicht, was tun?')).toEqual(['tse']);
  });

  it('drops German function words, which would match the German pages everywhere', () => {
    expect(termsOf('Rückgeld als Zahlung buchen')).toEqual(termsOf('Rückgeld Zahlung buchen'));
    expect(termsOf('wenn die TSE über Nacht ausfällt, ob man weiter verkaufen darf')).toEqual(
      termsOf('TSE Nacht ausfällt weiter verkaufen'),
    );
  });

  it('drops stop words whatever their case', () => {
    expect(processTerm('The')).toBeNull();
    expect(processTerm('WHERE')).toBeNull();
  });

  it('folds case, diacritics and ß', () => {
    expect(fold('Übergangsfrist')).toBe('ubergangsfrist');
    expect(fold('Straße')).toBe('strasse');
    expect(fold('Fiscalização')).toBe('fiscalizacao');
    expect(termsOf('Straße')).toEqual(termsOf('Strasse'));
    expect(termsOf('Übergangsfrist')).toEqual(termsOf('ubergangsfrist'));
  });

  it('stems English words: receipts and receipt are one term', () => {
    expect(processTerm('receipts')).toBe(processTerm('receipt'));
    expect(processTerm('Registration')).toBe(processTerm('registrations'));
    expect(processTerm('taxes')).toBe('tax');
  });

  it('keeps words apart that the stemmer would merge with another word', () => {
    expect(processTerm('customers')).toBe(processTerm('customer'));
    expect(processTerm('customer')).not.toBe(processTerm('Custom'));
    expect(processTerm('important')).not.toBe(processTerm('import'));
  });

  it('leaves words of four letters or fewer unstemmed (the stemmer would cut fees to fee)', () => {
    expect(processTerm('fees')).toBe('fees');
    expect(processTerm('TSEs')).toBe('tses');
    expect(processTerm('bons')).toBe('bons');
    expect(processTerm('codes')).toBe('code');
  });

  it('does not stem terms with digits (identifiers)', () => {
    expect(processTerm('sha256s')).toBe('sha256s');
  });
});
