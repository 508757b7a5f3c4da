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
    (_id, sample) => {
      render(<ReceiptElements sample={sample} />);
      const table = screen.getByRole('table', { name: /Mandatory receipt elements/ });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(sample.elements.length);
      sample.elements.forEach((element, index) => {
        const [name, source, value, note] = Array.from(rows[index]?.querySelectorAll('th, td') ?? []);
        expect(name?.textContent).toBe(element.element);
        expect(source?.querySelector('code')?.textContent).toBe(element.source);
        const resolved = formatResolved(resolveSource(sample, element.source));
        expect(value?.textContent).toBe(resolved === '' ? 'Not in this sample' : resolved);
        expect(note?.textContent).toBe(element.note ?? '');
      });
    },
  );
});
