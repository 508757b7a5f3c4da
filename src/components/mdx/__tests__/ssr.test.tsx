// Runs in Node, as Docusaurus renders pages at build time: no window, no document.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { countryCodes } from '@site/src/data/countries';
import { receiptSamples } from '@site/src/data/receipts';
import * as content from '..';

vi.mock('@docusaurus/Link', () => ({
  default: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

describe('content components', () => {
  it('exports the components MDX pages use', () => {
    expect(Object.keys(content)).toEqual(
      expect.arrayContaining(['CountrySummary', 'CountryMatrix', 'Receipt', 'ReceiptElements']),
    );
  });

  it('render on the server without a browser', () => {
    expect(typeof window).toBe('undefined');
    const { CountryMatrix, CountrySummary, Receipt, ReceiptElements } = content;
    expect(renderToString(<CountryMatrix />)).toContain('href="/efr/AT"');
    expect(renderToString(<CountryMatrix compact />)).toContain('href="/efr/SK"');
    for (const code of countryCodes) expect(renderToString(<CountrySummary code={code} />)).toContain('<table');
    for (const { id } of receiptSamples) {
      expect(renderToString(<Receipt id={id} />)).toContain('<figure');
      expect(renderToString(<ReceiptElements id={id} />)).toContain('<table');
    }
  });
});
