import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { receiptSamples } from '@site/src/data/receipts';
import { receiptFormatter } from '../format';
import { printedFormatter, printSamples, printedKey } from '../printed';

const table = printSamples(receiptSamples);

describe('printed numbers', () => {
  it('hold what Intl prints, by locale and currency', () => {
    const [sample] = receiptSamples;
    const fmt = receiptFormatter(sample!.locale, sample!.currency);
    const printed = table[printedKey(sample!.locale, sample!.currency)]!;
    expect(printed.money[String(sample!.request.Tra.ESR.T)]).toBe(fmt.money(sample!.request.Tra.ESR.T));
    expect(printed.dateTime[sample!.request.Tra.ESR.D]).toBe(fmt.dateTime(sample!.request.Tra.ESR.D));
  });

  it('print a value the table lacks with Intl, the same text', () => {
    const fmt = printedFormatter({}, 'de-AT', 'EUR');
    expect(fmt.amount(12.3)).toBe(receiptFormatter('de-AT', 'EUR').amount(12.3));
    expect(printedFormatter(table, 'xx-unknown', 'EUR').quantity(2)).toBe('2');
  });

  it('cover every value a sample receipt prints, so no page creates an Intl formatter', async () => {
    // The receipt as built: its formatter may not fall back to Intl for any sample.
    vi.resetModules();
    const fallback = vi.fn();
    let rendering = false;
    vi.doMock('../format', async (original) => {
      const actual = await original<typeof import('../format')>();
      return {
        ...actual,
        receiptFormatter: (locale: string, currency: string) => {
          if (rendering) fallback(locale, currency);
          return actual.receiptFormatter(locale, currency);
        },
      };
    });
    const { default: Receipt } = await import('..');
    rendering = true;
    for (const sample of receiptSamples) renderToString(<Receipt sample={sample} />);
    expect(fallback).not.toHaveBeenCalled();
    vi.doUnmock('../format');
  });
});
