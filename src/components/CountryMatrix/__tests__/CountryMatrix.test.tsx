// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countries } from '@site/src/data/countries';
import CountryMatrix from '..';
import { formatLongDate, mechanismLabel } from '../../CountrySummary/countryText';

// Docusaurus resolves @docusaurus/Link at build time; a plain anchor stands in for it here.
vi.mock('@docusaurus/Link', () => ({
  default: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

afterEach(cleanup);

function rowAt(elements: HTMLElement[], index: number): HTMLElement {
  const element = elements[index];
  if (!element) throw new Error(`No row ${index + 1}`);
  return element;
}

describe('CountryMatrix', () => {
  it('renders one row per country, each linked to its section', () => {
    render(<CountryMatrix />);
    const table = screen.getByRole('table', { name: /Fiscal requirements in the 17 EFR countries/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(17);
    countries.forEach((country, index) => {
      const row = rowAt(rows, index);
      const header = within(row).getByRole('rowheader');
      expect(within(header).getByRole('link', { name: country.name })).toHaveProperty(
        'pathname',
        `/efr/${country.code}`,
      );
      const text = row.textContent ?? '';
      for (const fact of [
        mechanismLabel(country.mechanism),
        country.device,
        country.receiptCode,
        ...country.exports,
        country.legalBasis,
        formatLongDate(country.statusDate),
      ]) {
        expect(text).toContain(fact);
      }
    });
  });

  it('has column headers and, while it overflows, a keyboard-scrollable, labelled region', () => {
    // jsdom does no layout: report the widths of a table wider than its column.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1200);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    render(<CountryMatrix />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual([
      'Country',
      'Mechanism',
      'Device or service',
      'Receipt code',
      'Exports',
      'Legal basis',
      'Facts as of',
    ]);
    headers.forEach((cell) => expect(cell.getAttribute('scope')).toBe('col'));
    const region = screen.getByRole('region', { name: /Country matrix/ });
    expect(region.tabIndex).toBe(0);
    expect(region.contains(screen.getByRole('table'))).toBe(true);
    vi.restoreAllMocks();
  });

  it('renders a short linked list when compact', () => {
    render(<CountryMatrix compact />);
    expect(screen.queryByRole('table')).toBeNull();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(17);
    countries.forEach((country, index) => {
      const item = rowAt(items, index);
      expect(within(item).getByRole('link', { name: country.name }).getAttribute('href')).toBe(`/efr/${country.code}`);
      expect(item.textContent).toContain(country.scheme);
    });
  });
});
