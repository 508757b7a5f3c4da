import { useId, useState, type ComponentType, type ReactNode } from 'react';
import styles from './styles.module.css';

type PanelComponent = ComponentType<{ call: string }>;

/**
 * "Try it" for one call of the EFR API, in the call's section of an API page:
 * `<TryIt call="POST /register" />`. The server renders the button only; the panel (its form, the
 * sample request read from the OpenAPI description, the sending) is a chunk of its own, imported
 * on the first press, so a page carries no Try it code until a reader uses it. The button is real
 * markup, so a press before the app has started is replayed (src/plugins/app-start).
 */
export default function TryIt({ call }: { call: string }): ReactNode {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<PanelComponent | 'loading' | 'failed'>();

  const toggle = () => {
    // After a failed load the press retries, with the panel left open.
    setOpen(Panel === 'failed' || !open);
    if (Panel !== undefined && Panel !== 'failed') return;
    setPanel('loading');
    import('./Panel').then(
      (module) => setPanel(() => module.default),
      () => setPanel('failed'),
    );
  };

  return (
    <div className={styles.tryIt}>
      <button
        type="button"
        className="button button--outline button--primary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        Try <code>{call}</code>
      </button>
      <div id={panelId} hidden={!open}>
        {Panel === 'loading' && <p role="status">Loading the request form…</p>}
        {Panel === 'failed' && (
          <p role="alert" className={styles.problem}>
            The request form could not be loaded. Check your connection and press the button again.
          </p>
        )}
        {typeof Panel === 'function' && <Panel call={call} />}
      </div>
    </div>
  );
}
