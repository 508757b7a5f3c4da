import type { ElementType, ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useMDXComponents } from '@mdx-js/react';
import type { Outcome } from '@site/src/features/try-it/send';
import styles from './styles.module.css';

/** The Postman collection (src/plugins/postman-collection): the way round a browser's limits. */
const postman = (
  <>
    Or send the request from Postman: import the{' '}
    <Link to="pathname:///api/efr.postman_collection.json">Postman collection</Link>.
  </>
);

/** What to fix when no answer came, for each reason `sendRequest` tells apart. */
function Notice({ outcome }: { outcome: Exclude<Outcome, { kind: 'answer' }> }): ReactNode {
  const { target } = outcome;
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  const origin = typeof window !== 'undefined' ? window.location.origin : '';
  if (outcome.kind === 'timeout') {
    return (
      <>
        <p className={styles.noticeTitle}>{`${target} did not answer within ${outcome.seconds} seconds.`}</p>
        <p>
          EFR waits for its fiscal device or online service for up to <code>Fiscal_Timeout</code> and then answers by
          itself, so a longer silence means EFR is stuck or busy. Check its log, then send again.
        </p>
      </>
    );
  }
  if (outcome.kind === 'cors') {
    return (
      <>
        <p
          className={styles.noticeTitle}
        >{`${target} answered, but the browser kept the answer from this page (CORS).`}</p>
        <p>
          The server there does not allow this site to read its responses. It has to answer with the header{' '}
          <code>{`Access-Control-Allow-Origin: ${origin}`}</code> and allow the headers <code>Content-Type</code> and{' '}
          <code>Prefer</code> in its answer to the browser&apos;s <code>OPTIONS</code> request. {postman}
        </p>
      </>
    );
  }
  return (
    <>
      <p className={styles.noticeTitle}>{`No answer from ${target}.`}</p>
      <p>
        Nothing answers at this address. Check that EFR, or the mock EFR of <code>npm start</code>, is running and
        listens on this port, then send again.
      </p>
      {secure && (
        <p>
          If it is running, the browser may have blocked the call from this HTTPS page to your computer: allow the site
          to reach apps on this device when the browser asks. Some browsers block plain <code>http://</code> addresses
          on HTTPS pages altogether. {postman}
        </p>
      )}
    </>
  );
}

/**
 * The outcome of the last send: the HTTP status line (announced), then the body; or a notice that
 * names what to fix. The status line is a live region that exists before the first send, so
 * screen readers announce each result.
 */
export default function Result({ outcome, sending }: { outcome: Outcome | undefined; sending: boolean }): ReactNode {
  // The theme's code block, as the page's Markdown renders it (MDXComponents `code`, a CodeBlock for
  // text with line breaks). Importing @theme/CodeBlock here instead made the bundler split the
  // chunk every doc page shares, costing each of them a request and 0.7 kB.
  // MDX types `code` as a plain <code>; the theme's also takes a title, as for fenced blocks.
  const Code = (useMDXComponents().code ?? 'code') as ElementType<{
    className: string;
    title: string;
    children: string;
  }>;
  const answer = outcome?.kind === 'answer' ? outcome : undefined;
  let status = '';
  if (sending) status = 'Sending…';
  else if (answer) status = `HTTP ${answer.status} ${answer.statusText} in ${answer.ms} ms`.replace(/\s+/g, ' ');
  else if (outcome) status = 'No answer.';
  return (
    <div className={styles.result}>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {!sending && answer && (
        <Code className={/json/i.test(answer.contentType) ? 'language-json' : 'language-text'} title="Response">
          {`${answer.body || '(empty body)'}\n`}
        </Code>
      )}
      {!sending && outcome && outcome.kind !== 'answer' && (
        <div role="alert" className={`alert alert--danger ${styles.notice}`}>
          <Notice outcome={outcome} />
        </div>
      )}
    </div>
  );
}
