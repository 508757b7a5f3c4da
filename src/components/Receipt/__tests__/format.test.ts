import { describe, expect, it } from 'vitest';
import { receiptFormatter } from '../format';

describe('receiptFormatter', () => {
  const at = receiptFormatter('de-AT', 'EUR');

  it('prints line amounts with the currency decimals and the locale separators', () => {
    expect(at.amount(12.3)).toBe('12,30');
    expect(at.amount(-5)).toMatch(/^[-−]5,00$/);
    expect(receiptFormatter('en-GB', 'GBP').amount(1234.5)).toBe('1,234.50');
  });

  it('prints totals with the currency', () => {
    expect(at.money(9.9)).toMatch(/€\s?9,90/);
    expect(receiptFormatter('sv-SE', 'SEK').money(9.9)).toMatch(/9,90\skr/);
  });

  it('prints rates, quantities and the till time as written', () => {
    expect(at.percent(20)).toMatch(/^20\s?%$/);
    expect(at.percent(5.5)).toMatch(/^5,5\s?%$/);
    expect(at.quantity(0.375)).toBe('0,375');
    expect(at.quantity(2)).toBe('2');
    const printed = at.dateTime('2026-11-20T14:03:12+01:00');
    expect(printed).toContain('20.11.2026');
    expect(printed).toContain('14:03:12');
    expect(receiptFormatter('en-GB', 'GBP').dateTime('2026-11-20T00:05:00Z')).toContain('00:05:00');
    expect(() => at.dateTime('20.11.2026')).toThrow(/ISO 8601/);
  });
});
