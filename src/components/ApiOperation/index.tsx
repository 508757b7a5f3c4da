import { useId, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import TryIt from '@site/src/components/TryIt';
import { FieldTable, ParameterTable } from './Fields';
import Text from './Text';
import type { ApiOperationData, Body, Example } from './types';
import styles from './styles.module.css';

interface Props {
  /** The call, as the OpenAPI description has it: "POST /register/void". */
  call: string;
  /** The operation's data; the remark plugin of src/plugins/openapi-reference adds it. */
  data?: ApiOperationData;
}

function Examples({ examples }: { examples: Example[] }): ReactNode {
  return examples.map((example) => (
    <CodeBlock key={example.title} language={example.language} title={example.title} data-tokens={example.tokens}>
      {example.code}
    </CodeBlock>
  ));
}

/** A body's fields under a caption naming its root element. */
function BodyFields({ call, body, what }: { call: string; body: Body; what: string }): ReactNode {
  if (body.fields.length === 0) return null;
  const caption = body.root ? (
    <>
      {what}: fields of <code>{body.root}</code>
    </>
  ) : (
    `${what}: fields`
  );
  return <FieldTable caption={caption} label={`${what} of ${call}`} fields={body.fields} />;
}

const mediaTypes = (types: string[]) =>
  types.map((type, index) => (
    <span key={type}>
      {index > 0 && ', '}
      <code>{type}</code>
    </span>
  ));

/**
 * One call of the EFR API, rendered at build time from the OpenAPI description
 * (static/api/efr.openapi.json, through src/plugins/openapi-reference): method and path,
 * summary and description, parameters, the request body's fields and examples, the responses
 * and, where the mock EFR answers the call realistically, the Try it button. A page writes `<ApiOperation call="POST /register/void" />` under the
 * section's own heading; nothing here runs in the browser but Try it's button.
 */
export default function ApiOperation({ call, data }: Props): ReactNode {
  const titleId = useId();
  if (!data)
    throw new Error(
      `<ApiOperation call="${call}" /> has no data: is src/plugins/openapi-reference/remark.ts a remark plugin of this docs area?`,
    );
  const { method, path, summary, description, parameters, requestBody, responses, tryIt } = data;
  return (
    <section className={styles.operation} aria-labelledby={titleId}>
      <p className={styles.call} id={titleId}>
        <span className={styles.method}>{method}</span> <code>{path}</code>{' '}
        <span className={styles.summary}>{summary}</span>
      </p>
      <Text text={description} />
      {parameters.length > 0 && <ParameterTable call={call} parameters={parameters} />}
      {requestBody && (
        <div className={styles.part}>
          <p>
            <strong>Request body</strong> ({requestBody.required ? 'required' : 'optional'};{' '}
            {mediaTypes(requestBody.mediaTypes)})
          </p>
          <Text text={requestBody.description} />
          <BodyFields call={call} body={requestBody} what="Request body" />
          <Examples examples={requestBody.examples} />
        </div>
      )}
      <Responses call={call} responses={responses} />
      {tryIt && <TryIt call={call} />}
    </section>
  );
}

/**
 * Each response under its status. Not a description list: the Markdown twin (src/plugins/llms-txt)
 * turns a list item into text and would lose the fields table inside it.
 */
function Responses({ call, responses }: { call: string; responses: ApiOperationData['responses'] }): ReactNode {
  return responses.map((response) => (
    <div key={response.status} className={styles.part}>
      <p>
        <strong>Response: HTTP {response.status}</strong>
        {response.mediaTypes.length > 0 && <> ({mediaTypes(response.mediaTypes)})</>}
      </p>
      {response.shared ? (
        // Written once for many calls: what it means, its body and its error codes are in one place.
        <p>
          The same for every call: what it means and what the POS does are under{' '}
          <Link to="/efr/api#result-codes">Result codes</Link>.
        </p>
      ) : (
        <>
          <Text text={response.description} />
          <BodyFields call={call} body={response} what={`Response ${response.status}`} />
          <Examples examples={response.examples} />
        </>
      )}
    </div>
  ));
}
