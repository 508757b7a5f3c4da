// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { receiptSamples } from '@site/src/data/receipts';
import ReceiptElements from '..';
import { formatResolved, resolveSource } from '../resolveSource';

afterEach(cleanup);

describe('ReceiptElements', () => {
  it.each(receiptSamples.map((sample) => [sample.id, sample] as const))(
    'lists the elements of %s with their source and resolved value',
    (id, sample) => {
      render(<ReceiptElements id={id} />);
      const table = screen.getByRole('table', { name: /Mandatory receipt elements/ });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(sample.elements.length);
      rows.forEach((row, index) => {
        const element = sample.elements[index];
        const cells = Array.from(row.querySelectorAll('th, td'));
        expect(cells[0].textContent).toBe(element.element);
        expect(cells[1].querySelector('code')?.textContent).toBe(element.source);
        const value = formatResolved(resolveSource(sample, element.source));
        expect(cells[2].textContent).toBe(value === '' ? 'Not in this sample' : value);
        expect(cells[3].textContent).toBe(element.note ?? '');
      });
    },
  );
});
