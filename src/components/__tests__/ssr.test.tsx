// Runs in Node, as Docusaurus renders pages at build time: no window, no document.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { countries } from '@site/src/data/countries';
import { receiptSamples } from '@site/src/data/receipts';
import CountryMatrix from '../CountryMatrix';
import CountrySummary from '../CountrySummary';
import Receipt from '../Receipt';
import ReceiptElements from '../ReceiptElements';
import TryIt from '../TryIt';
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

  it('render Try it as its button only: the form is loaded on the first press', () => {
    const html = renderToString(<TryIt call="POST /register" />);
    expect(html).toMatch(/<button type="button"[^>]* aria-expanded="false" aria-controls="[^"]+"/);
    expect(html).toContain('Try <code>POST /register</code>');
    expect(html).not.toContain('<form');
  });
});
