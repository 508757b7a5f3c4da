// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { countries } from '@site/src/data/countries';
import CountrySummary from '..';
import { formatLongDate, mechanismLabel } from '../countryText';

afterEach(cleanup);

describe('CountrySummary', () => {
  it.each(countries.map((country) => [country.code, country] as const))('renders the facts of %s', (_code, country) => {
    render(<CountrySummary country={country} />);
    const table = screen.getByRole('table', { name: new RegExp(`${country.name} at a glance`) });
    const text = table.textContent ?? '';
    for (const fact of [
      country.scheme,
      mechanismLabel(country.mechanism),
      country.device,
      ...country.posMustSend,
      ...country.mustPrint,
      country.receiptCode,
      ...country.exports,
      country.legalBasis,
      country.authority,
      country.status,
      `As of ${formatLongDate(country.statusDate)}`,
    ]) {
      expect(text).toContain(fact);
    }
    const labels = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(labels).toEqual([
      'Scheme',
      'Mechanism',
      'Device or service',
      'The POS must send',
      'Printed on the receipt',
      'Receipt code',
      'Exports',
      'Legal basis',
      'Authority',
      'Status',
    ]);
    expect(table.querySelector('time')?.getAttribute('dateTime')).toBe(country.statusDate);
  });
});
