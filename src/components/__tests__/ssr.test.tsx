// Runs in Node, as Docusaurus renders pages at build time: no window, no document.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { countries } from '@site/src/data/countries';
import { receiptSamples } from '@site/src/data/receipts';
import CountryMatrix from '../CountryMatrix';
import CountrySummary from '../CountrySummary';
import Receipt from '../Receipt';
import ReceiptElements from '../ReceiptElements';
import { receiptPrinted } from '@site/src/plugins/receipt-codes/encode';

describe('content components', () => {
  it('render on the server without a browser, with every data object a page can pass', () => {
    expect(typeof window).toBe('undefined');
    expect(renderToString(<CountryMatrix />)).toContain('href="/efr/AT"');
    expect(renderToString(<CountryMatrix compact />)).toContain('href="/efr/SK"');
    for (const country of countries) expect(renderToString(<CountrySummary country={country} />)).toContain('<table');
    for (const sample of receiptSamples) {
      expect(renderToString(<Receipt sample={sample} printed={receiptPrinted(sample)} />)).toContain('<figure');
      expect(renderToString(<ReceiptElements sample={sample} />)).toContain('<table');
    }
  });
});
