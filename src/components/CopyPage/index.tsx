import { useEffect, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { copyPageMarkdown, type CopyResult } from '@site/src/features/copy-page/copyPage';
import { markdownTwinPath } from '@site/src/features/copy-page/twin';
import styles from './styles.module.css';

const messages: Record<CopyResult, string> = {
  copied: 'Copied the page as Markdown.',
  unavailable: 'This browser offers no clipboard here (it needs HTTPS). Open the Markdown and copy it from there.',
  denied: 'The browser did not allow copying. Open the Markdown and copy it from there.',
  failed: 'The Markdown could not be loaded. Try again, or open it.',
};

/**
 * "Copy page": puts the page's Markdown twin (src/plugins/llms-txt) on the clipboard, for pasting
 * into an AI assistant; "Markdown" opens the twin itself. Plain markup until pressed, so a press
 * before the app has started is replayed (src/plugins/app-start); the outcome is announced and
 * shown beside the button.
 */
export default function CopyPage({ route }: { route: string }): ReactNode {
  const [result, setResult] = useState<CopyResult | undefined>();
  const twin = markdownTwinPath(route);

  useEffect(() => {
    if (result !== 'copied') return undefined;
    const timer = window.setTimeout(() => setResult(undefined), 4000);
    return () => window.clearTimeout(timer);
  }, [result]);

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => void copyPageMarkdown(twin).then(setResult)}
      >
        {result === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      {/* pathname:// keeps the router out: the twin is a file, not a page of the app. */}
      <Link to={`pathname://${twin}`} className={styles.twin} type="text/markdown">
        Markdown
      </Link>
      <span role="status" className={result && result !== 'copied' ? styles.problem : styles.note}>
        {result ? messages[result] : ''}
      </span>
    </div>
  );
}
