import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { receiptSamples } from '@site/src/data/receipts';
import { receiptFormatter } from '../format';
import { receiptPrinted } from '@site/src/plugins/receipt-codes/encode';
import { printedFormatter, printSample } from '../printed';

describe('printed numbers', () => {
  it('hold what Intl prints, by locale and currency', () => {
    const [sample] = receiptSamples;
    const fmt = receiptFormatter(sample!.locale, sample!.currency);
    const printed = printSample(sample!);
    expect(printed.money[String(sample!.request.Tra.ESR.T)]).toBe(fmt.money(sample!.request.Tra.ESR.T));
    expect(printed.dateTime[sample!.request.Tra.ESR.D]).toBe(fmt.dateTime(sample!.request.Tra.ESR.D));
  });

  it('print a value the table lacks with Intl, the same text', () => {
    const fmt = printedFormatter(undefined, 'de-AT', 'EUR');
    expect(fmt.amount(12.3)).toBe(receiptFormatter('de-AT', 'EUR').amount(12.3));
    expect(printedFormatter(printSample(receiptSamples[0]!), 'xx-unknown', 'EUR').quantity(2)).toBe('2');
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
    const prepared = receiptSamples.map((sample) => [sample, receiptPrinted(sample)] as const);
    rendering = true;
    for (const [sample, printed] of prepared) renderToString(<Receipt sample={sample} printed={printed} />);
    expect(fallback).not.toHaveBeenCalled();
    vi.doUnmock('../format');
  });
});
