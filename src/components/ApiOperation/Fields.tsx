import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ScrollRegion from '@site/src/components/ScrollRegion';
import Text from './Text';
import type { Field, Parameter } from './types';
import styles from './styles.module.css';

/** A column: its heading and what it shows of a row. */
interface Column<Row> {
  heading: string;
  cell: (row: Row) => ReactNode;
}

/** The columns of a table; the first one heads each row (the row's name). */
type Columns<Row> = readonly [Column<Row>, ...Column<Row>[]];

/** One table of a call's parameters or a body's fields: a caption, then a row each, by `columns`. */
function ColumnTable<Row>({
  caption,
  label,
  columns,
  rows,
  rowKey,
}: {
  caption: ReactNode;
  label: string;
  columns: Columns<Row>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}): ReactNode {
  const [rowHeader, ...cells] = columns;
  return (
    <ScrollRegion className={styles.scroll} label={label}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.heading} scope="col">
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">{rowHeader.cell(row)}</th>
              {cells.map((column) => (
                <td key={column.heading}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

const name = (heading: string): Column<{ name: string }> => ({ heading, cell: (row) => <code>{row.name}</code> });
const type: Column<{ type: string }> = { heading: 'Type', cell: (row) => row.type };
const required: Column<{ required: boolean }> = { heading: 'Required', cell: (row) => (row.required ? 'yes' : 'no') };

const parameterColumns: Columns<Parameter> = [
  name('Name'),
  { heading: 'In', cell: (parameter) => parameter.in },
  type,
  required,
  {
    heading: 'Meaning',
    cell: (parameter) => (
      <>
        <Text text={parameter.description} inline />
        {parameter.example !== undefined && (
          <>
            {' '}
            Example: <code>{parameter.example}</code>.
          </>
        )}
      </>
    ),
  },
];

const fieldColumns: Columns<Field> = [
  name('Field'),
  type,
  required,
  {
    heading: 'Meaning',
    cell: (field) => (
      <>
        <Text text={field.description} inline />
        {field.section && (
          <>
            {field.description.length > 0 && ' '}
            See <Link to={field.section.href}>{field.section.label}</Link>.
          </>
        )}
      </>
    ),
  },
];

/** The query (and path) parameters of a call, as a table. */
export function ParameterTable({ call, parameters }: { call: string; parameters: Parameter[] }): ReactNode {
  return (
    <ColumnTable
      caption="Parameters"
      label={`Parameters of ${call}`}
      columns={parameterColumns}
      rows={parameters}
      rowKey={(parameter) => `${parameter.in} ${parameter.name}`}
    />
  );
}

/** The fields of a body (one level; a nested object links to its section), as a table. */
export function FieldTable({
  caption,
  label,
  fields,
}: {
  caption: ReactNode;
  label: string;
  fields: Field[];
}): ReactNode {
  return (
    <ColumnTable caption={caption} label={label} columns={fieldColumns} rows={fields} rowKey={(field) => field.name} />
  );
}
