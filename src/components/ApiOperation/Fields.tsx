import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ScrollRegion from '@site/src/components/ScrollRegion';
import Text from './Text';
import type { Field, Parameter } from './types';
import styles from './styles.module.css';

/** The query (and path) parameters of a call, as a table. */
export function ParameterTable({ call, parameters }: { call: string; parameters: Parameter[] }): ReactNode {
  return (
    <ScrollRegion className={styles.scroll} label={`Parameters of ${call}`}>
      <table className={styles.table}>
        <caption className={styles.caption}>Parameters</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">In</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((parameter) => (
            <tr key={`${parameter.in} ${parameter.name}`}>
              <th scope="row">
                <code>{parameter.name}</code>
              </th>
              <td>{parameter.in}</td>
              <td>{parameter.type}</td>
              <td>{parameter.required ? 'yes' : 'no'}</td>
              <td>
                <Text text={parameter.description} inline />
                {parameter.example !== undefined && (
                  <>
                    {' '}
                    Example: <code>{parameter.example}</code>.
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
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
    <ScrollRegion className={styles.scroll} label={label}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.name}>
              <th scope="row">
                <code>{field.name}</code>
              </th>
              <td>{field.type}</td>
              <td>{field.required ? 'yes' : 'no'}</td>
              <td>
                <Text text={field.description} inline />
                {field.section && (
                  <>
                    {field.description.length > 0 && ' '}
                    See <Link to={field.section.href}>{field.section.label}</Link>.
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
