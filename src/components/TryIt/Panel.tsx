import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { loadDocument } from '@site/src/features/try-it/document';
import { defaultAnswer, operationFrom, preferHeader, type TryOperation } from '@site/src/features/try-it/operation';
import { sendRequest, type Outcome } from '@site/src/features/try-it/send';
import { checkTarget, exampleTarget, initialTarget, rememberTarget } from '@site/src/features/try-it/target';
import Result from './Result';
import styles from './styles.module.css';

/** `customFields.tryIt` of the site config (config/env.ts `tryIt`). */
interface Settings {
  target: string | null;
}

/** The select's value for "no Prefer header". */
const noPreference = '';
const answerKey = (answer: { status: string; example: string }) => `${answer.status} ${answer.example}`;

/**
 * The form of a Try it panel (loaded on the first press, see index.tsx): the EFR's address, the
 * path, the sample body and, for the mock, the answer to ask for; then the response or a notice
 * naming what to fix.
 */
export default function Panel({ call }: { call: string }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const configured = (siteConfig.customFields?.tryIt as Settings | undefined)?.target ?? null;
  const documentUrl = useBaseUrl('/api/efr.openapi.json');
  const id = useId();
  const targetInput = useRef<HTMLInputElement>(null);
  const [operation, setOperation] = useState<TryOperation | 'loading' | 'missing' | 'failed'>('loading');
  const [target, setTarget] = useState(() => initialTarget(configured));
  const [problem, setProblem] = useState<string>();
  const [path, setPath] = useState('');
  const [sample, setSample] = useState('');
  const [body, setBody] = useState('');
  const [answer, setAnswer] = useState(noPreference);
  const [outcome, setOutcome] = useState<Outcome>();
  const [sending, setSending] = useState(false);

  /** A sample fills the body and picks the answer that goes with it. */
  const chooseSample = useCallback((on: TryOperation, name: string) => {
    setSample(name);
    setBody(on.samples.find((candidate) => candidate.name === name)?.body ?? '');
    const chosen = defaultAnswer(on, name);
    setAnswer(chosen ? answerKey(chosen) : noPreference);
  }, []);

  useEffect(() => {
    let current = true;
    loadDocument(documentUrl).then(
      (document) => {
        if (!current) return;
        const found = operationFrom(document, call);
        setOperation(found ?? 'missing');
        if (!found) return;
        setPath(found.path);
        chooseSample(found, found.samples[0]?.name ?? '');
      },
      () => current && setOperation('failed'),
    );
    return () => {
      current = false;
    };
  }, [documentUrl, call, chooseSample]);

  if (operation === 'loading') return <p role="status">Loading the sample request…</p>;
  if (operation === 'failed' || operation === 'missing') {
    return (
      <p role="alert" className={styles.problem}>
        {operation === 'failed'
          ? 'The API description could not be loaded. Check your connection, then close and open this panel again.'
          : `The API description has no call ${call}.`}
      </p>
    );
  }

  async function submit(event: FormEvent, on: TryOperation) {
    event.preventDefault();
    if (sending) return;
    const checked = checkTarget(target, configured);
    if (!checked.ok) {
      setProblem(checked.problem);
      targetInput.current?.focus();
      return;
    }
    setProblem(undefined);
    setTarget(checked.origin);
    rememberTarget(checked.origin);
    setSending(true);
    const chosen = on.answers.find((candidate) => answerKey(candidate) === answer);
    const request = {
      target: checked.origin,
      method: on.method,
      path: path.startsWith('/') ? path : `/${path}`,
      contentType: on.contentType,
      body: on.contentType ? body : undefined,
      prefer: chosen && preferHeader(chosen),
    };
    setOutcome(await sendRequest(request));
    setSending(false);
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    // noValidate: the address is checked by checkTarget, which also takes "localhost:5618".
    <form
      className={styles.panel}
      aria-label={`Try ${call}`}
      noValidate
      onSubmit={(event) => void submit(event, operation)}
    >
      <p className={styles.note}>
        The request goes to the EFR below. Use the mock EFR or a test installation: a real EFR fiscalises and journals
        every transaction it receives.
      </p>
      <label htmlFor={field('target')} className={styles.label}>
        EFR address
      </label>
      <input
        ref={targetInput}
        id={field('target')}
        className={styles.input}
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        placeholder={exampleTarget}
        value={target}
        aria-invalid={problem ? true : undefined}
        aria-describedby={field('target-hint')}
        onChange={(event) => setTarget(event.target.value)}
      />
      <p id={field('target-hint')} className={problem ? styles.problem : styles.hint}>
        {problem ??
          `An EFR on this computer, such as ${exampleTarget}, or the mock EFR that npm start prints. This browser remembers it.`}
      </p>
      <label htmlFor={field('path')} className={styles.label}>
        Path and query of <code>{operation.method}</code>
      </label>
      <input
        id={field('path')}
        className={styles.input}
        spellCheck={false}
        value={path}
        onChange={(event) => setPath(event.target.value)}
      />
      {operation.samples.length > 1 && (
        <>
          <label htmlFor={field('sample')} className={styles.label}>
            Sample request
          </label>
          <select
            id={field('sample')}
            className={styles.input}
            value={sample}
            onChange={(event) => chooseSample(operation, event.target.value)}
          >
            {operation.samples.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {candidate.label}
              </option>
            ))}
          </select>
        </>
      )}
      {operation.contentType && (
        <>
          <label htmlFor={field('body')} className={styles.label}>
            Body ({operation.contentType})
          </label>
          <textarea
            id={field('body')}
            className={`${styles.input} ${styles.body}`}
            spellCheck={false}
            rows={Math.min(16, Math.max(4, body.split('\n').length))}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        </>
      )}
      {operation.answers.length > 0 && (
        <>
          <label htmlFor={field('answer')} className={styles.label}>
            Answer to ask the mock for
          </label>
          <select
            id={field('answer')}
            className={styles.input}
            value={answer}
            aria-describedby={field('answer-hint')}
            onChange={(event) => setAnswer(event.target.value)}
          >
            {operation.answers.map((candidate) => (
              <option key={answerKey(candidate)} value={answerKey(candidate)}>
                {candidate.label}
              </option>
            ))}
            <option value={noPreference}>None: send no Prefer header</option>
          </select>
          <p id={field('answer-hint')} className={styles.hint}>
            The mock answers with the chosen example of the API description (header <code>Prefer</code>); a real EFR
            ignores it.
          </p>
        </>
      )}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
          {sending ? 'Sending…' : 'Send request'}
        </button>
      </div>
      <Result outcome={outcome} sending={sending} />
    </form>
  );
}
