import type { ReactNode } from 'react';
import type { Tax } from '@site/src/data/efr/types';

/**
 * The amount columns of a VAT breakdown: net, VAT and gross of each group (EFR's `Net`, `TAmt` and
 * `Amt`), in that order. The sample receipt and the Digital Receipt layout preview print these
 * alike; the rest of their VAT tables differs (group and rate columns, caption, look), so each
 * table keeps its own and passes its number-cell class and amount format here.
 */
const amounts: ReadonlyArray<{ label: string; of: (tax: Tax) => number }> = [
  { label: 'Net', of: (tax) => tax.Net },
  { label: 'VAT', of: (tax) => tax.TAmt },
  { label: 'Gross', of: (tax) => tax.Amt },
];

/** The column headers of the amounts, inside the table's header row. */
export function VatAmountHeads({ className }: { className?: string }): ReactNode {
  return amounts.map(({ label }) => (
    <th key={label} scope="col" className={className}>
      {label}
    </th>
  ));
}

/** One group's amounts, inside its row. */
export function VatAmountCells({
  tax,
  format,
  className,
}: {
  tax: Tax;
  format: (amount: number) => string;
  className?: string;
}): ReactNode {
  return amounts.map(({ label, of }) => (
    <td key={label} className={className}>
      {format(of(tax))}
    </td>
  ));
}
