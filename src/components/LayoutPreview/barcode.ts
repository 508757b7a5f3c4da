import type { BarcodeFormat } from '../../data/bill/types';

/**
 * Barcode encoders for the layout preview: EAN-8 and EAN-13 (GS1 General Specifications §5.2), the
 * formats Simple Bill barcode sections offer. Each returns the symbol as a string of modules, "1"
 * for a bar and "0" for a space, which the component draws as SVG rectangles. Pure functions, no DOM.
 */

export interface EncodedBarcode {
  format: BarcodeFormat;
  /** Modules from left to right, without quiet zones. */
  modules: string;
  /** Human-readable text printed with the code (for EAN: the digits including the check digit). */
  text: string;
}

export class BarcodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BarcodeError';
  }
}

// EAN number sets A (odd parity, "L"), B (even parity, "G") and C ("R"), indexed by digit.
const EAN_L = [
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
const EAN_G = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
];
const EAN_R = [
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
// EAN-13: the first digit is not drawn; it selects the number sets of the left half.
const EAN13_PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];
const EDGE_GUARD = '101';
const CENTRE_GUARD = '01010';

/** GS1 check digit: weights 3 and 1 alternate from the rightmost data digit. */
export function gs1CheckDigit(data: string): number {
  if (!/^\d+$/.test(data)) throw new BarcodeError(`"${data}" is not a string of digits`);
  let sum = 0;
  for (let i = data.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) {
    sum += Number(data[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** Accepts the data digits alone (the check digit is added) or with a check digit (it is verified). */
function withCheckDigit(value: string, length: number, name: string): string {
  const digits = value.replace(/\s/g, '');
  if (!/^\d+$/.test(digits)) throw new BarcodeError(`${name} encodes digits only; "${value}" has other characters`);
  if (digits.length === length - 1) return digits + String(gs1CheckDigit(digits));
  if (digits.length !== length) {
    throw new BarcodeError(
      `${name} needs ${length - 1} digits (or ${length} with the check digit); "${value}" has ${digits.length}`,
    );
  }
  const expected = gs1CheckDigit(digits.slice(0, -1));
  if (Number(digits[length - 1]) !== expected) {
    throw new BarcodeError(`Wrong check digit in "${value}": expected ${expected}`);
  }
  return digits;
}

export function encodeEan13(value: string): EncodedBarcode {
  const digits = withCheckDigit(value, 13, 'EAN-13');
  const parity = EAN13_PARITY[Number(digits[0])] ?? '';
  let modules = EDGE_GUARD;
  for (let i = 1; i <= 6; i++) {
    const table = parity[i - 1] === 'L' ? EAN_L : EAN_G;
    modules += table[Number(digits[i])] ?? '';
  }
  modules += CENTRE_GUARD;
  for (let i = 7; i <= 12; i++) modules += EAN_R[Number(digits[i])] ?? '';
  modules += EDGE_GUARD;
  return { format: 'EAN13', modules, text: digits };
}

export function encodeEan8(value: string): EncodedBarcode {
  const digits = withCheckDigit(value, 8, 'EAN-8');
  let modules = EDGE_GUARD;
  for (let i = 0; i < 4; i++) modules += EAN_L[Number(digits[i])] ?? '';
  modules += CENTRE_GUARD;
  for (let i = 4; i < 8; i++) modules += EAN_R[Number(digits[i])] ?? '';
  modules += EDGE_GUARD;
  return { format: 'EAN8', modules, text: digits };
}

export function encodeBarcode(format: BarcodeFormat, value: string): EncodedBarcode {
  switch (format) {
    case 'EAN13':
      return encodeEan13(value);
    case 'EAN8':
      return encodeEan8(value);
  }
}

/** Runs of equal modules as [start, width] pairs of the bars, for drawing one rectangle per bar. */
export function barRuns(modules: string): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (const match of modules.matchAll(/1+/g)) runs.push([match.index, match[0].length]);
  return runs;
}
