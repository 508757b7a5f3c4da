import { describe, expect, it } from 'vitest';
import { BarcodeError, barRuns, encodeEan13, encodeEan8, gs1CheckDigit } from '../barcode';

// Number sets written out independently of the encoder, from the GS1 General Specifications.
const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const R = [
  '1110010',
  '1100110',
  '1101100',
  '1000010',
  '1011100',
  '1001110',
  '1010000',
  '1000100',
  '1001000',
  '1110100',
];
const ones = (s: string) => [...s].filter((c) => c === '1').length;

describe('GS1 check digit', () => {
  it('computes the check digit of known EAN-13 numbers', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('590123412345')).toBe(7);
    expect(gs1CheckDigit('978020137962')).toBe(4);
  });

  it('computes the check digit of a known EAN-8 number', () => {
    expect(gs1CheckDigit('9638507')).toBe(4);
  });
});

describe('EAN-13', () => {
  it('appends the check digit to twelve digits and keeps a correct thirteenth', () => {
    expect(encodeEan13('590123412345').text).toBe('5901234123457');
    expect(encodeEan13('5901234123457').text).toBe('5901234123457');
  });

  it('rejects a wrong check digit, letters and wrong lengths', () => {
    expect(() => encodeEan13('5901234123458')).toThrow(/expected 7/);
    expect(() => encodeEan13('59012341234A')).toThrow(BarcodeError);
    expect(() => encodeEan13('12345')).toThrow(/needs 12 digits/);
  });

  it('draws 95 modules with guards and the parity pattern of the first digit', () => {
    const { modules } = encodeEan13('5901234123457');
    expect(modules).toHaveLength(95);
    expect(modules.slice(0, 3)).toBe('101');
    expect(modules.slice(45, 50)).toBe('01010');
    expect(modules.slice(92)).toBe('101');
    // First digit 5 selects L G G L L G for the digits 9 0 1 2 3 4.
    expect(modules.slice(3, 45)).toBe(['0001011', '0100111', '0110011', '0010011', '0111101', '0011101'].join(''));
    // The right half always uses set C (R) for 1 2 3 4 5 7.
    expect(modules.slice(50, 92)).toBe([1, 2, 3, 4, 5, 7].map((d) => R[d]).join(''));
  });

  it('uses odd-parity symbols only in the left half when the first digit is 0', () => {
    const { modules } = encodeEan13('0000000000000');
    expect(modules.slice(3, 45)).toBe(L[0]!.repeat(6));
    for (let i = 0; i < 6; i++) expect(ones(modules.slice(3 + 7 * i, 10 + 7 * i)) % 2).toBe(1);
  });

  it('makes every symbol two bars and two spaces wide', () => {
    const { modules } = encodeEan13('4006381333931');
    const symbols = [...Array(6).keys()].map((i) => modules.slice(3 + 7 * i, 10 + 7 * i));
    symbols.push(...[...Array(6).keys()].map((i) => modules.slice(50 + 7 * i, 57 + 7 * i)));
    for (const symbol of symbols) expect(symbol.match(/1+/g)).toHaveLength(2);
  });
});

describe('EAN-8', () => {
  it('draws 67 modules: set A left, set C right', () => {
    const { modules, text } = encodeEan8('9638507');
    expect(text).toBe('96385074');
    expect(modules).toHaveLength(67);
    expect(modules.slice(3, 31)).toBe([9, 6, 3, 8].map((d) => L[d]).join(''));
    expect(modules.slice(31, 36)).toBe('01010');
    expect(modules.slice(36, 64)).toBe([5, 0, 7, 4].map((d) => R[d]).join(''));
  });
});

describe('barRuns', () => {
  it('returns start and width of every bar', () => {
    expect(barRuns('1101110')).toEqual([
      [0, 2],
      [3, 3],
    ]);
  });
});
