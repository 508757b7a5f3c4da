// @vitest-environment jsdom
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FieldTable, ParameterTable } from '../Fields';
import type { Field, Parameter } from '../types';

// Docusaurus resolves @docusaurus/Link at build time; a plain anchor stands in for it here.
vi.mock('@docusaurus/Link', () => ({
  default: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

/** The page as served (the tables render at build time): a scroll region named by `label` until measured. */
function serverRendered(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(element);
  return container;
}

const text = (value: string) => [[{ type: 'text' as const, value }]];

/** Each row of a table as its cells' text, the header row first. */
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => `${cell.tagName.toLowerCase()}:${cell.textContent}`));

describe('the tables of an operation', () => {
  it('list a call’s parameters: name as the row header, where, type, whether required, meaning and example', () => {
    const parameters: Parameter[] = [
      {
        name: 'from',
        in: 'query',
        type: 'string',
        required: true,
        description: text('First day.'),
        example: '2026-01-01',
      },
      { name: 'id', in: 'path', type: 'integer', required: false, description: text('The receipt.') },
    ];
    const page = within(serverRendered(<ParameterTable call="GET /find" parameters={parameters} />));
    const table = page.getByRole('table', { name: 'Parameters' });
    expect(page.getByRole('region', { name: 'Parameters of GET /find' }).contains(table)).toBe(true);
    expect(cells(table)).toEqual([
      ['th:Name', 'th:In', 'th:Type', 'th:Required', 'th:Meaning'],
      ['th:from', 'td:query', 'td:string', 'td:yes', 'td:First day. Example: 2026-01-01.'],
      ['th:id', 'td:path', 'td:integer', 'td:no', 'td:The receipt.'],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.innerHTML),
    ).toEqual(['<code>from</code>', '<code>id</code>']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .every((header) => header.getAttribute('scope') === 'col'),
    ).toBe(true);
  });

  it('list a body’s fields: name, type, whether required, meaning and the section of a nested object', () => {
    const fields: Field[] = [
      { name: 'ESR', type: 'object', required: true, description: [], section: { label: 'ESR', href: '/efr/api#esr' } },
      { name: 'TN', type: 'string', required: false, description: text('Terminal.') },
      {
        name: 'Pos',
        type: 'array',
        required: false,
        description: text('Lines.'),
        section: { label: 'Position', href: '/efr/api#pos' },
      },
    ];
    const page = within(
      serverRendered(
        <FieldTable caption="Request body: fields" label="Request body of POST /register" fields={fields} />,
      ),
    );
    const table = page.getByRole('table', { name: 'Request body: fields' });
    expect(page.getByRole('region', { name: 'Request body of POST /register' }).contains(table)).toBe(true);
    expect(cells(table)).toEqual([
      ['th:Field', 'th:Type', 'th:Required', 'th:Meaning'],
      ['th:ESR', 'td:object', 'td:yes', 'td:See ESR.'],
      ['th:TN', 'td:string', 'td:no', 'td:Terminal.'],
      ['th:Pos', 'td:array', 'td:no', 'td:Lines. See Position.'],
    ]);
    expect(within(table).getByRole('link', { name: 'Position' })).toHaveProperty('hash', '#pos');
  });
});
