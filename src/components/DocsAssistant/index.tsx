import { useState, type ComponentType } from 'react';
import type { AssistantProps } from './Assistant';
import styles from './styles.module.css';

// The widget and its styles are a separate chunk, fetched when the launcher below is first
// pointed at, focused or used; a first visit loads only this file. Kept in a variable so a
// failed download (offline) can be retried.
let chunk: Promise<ComponentType<AssistantProps>> | undefined;
function loadAssistant(): Promise<ComponentType<AssistantProps>> {
  chunk ??= import('./Assistant').then(
    (module) => module.default,
    (error: unknown) => {
      chunk = undefined;
      throw error;
    },
  );
  return chunk;
}

const CHAT_ICON = 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2zm3 5v2h10V9zm0 4v2h7v-2z';

/**
 * The docs assistant (the chat widget answering from the site's search index): a launcher that
 * looks like the widget's own, in the page's HTML, which swaps in the widget, opened, on the
 * first click. A click before the app has started is held and replayed by the start script
 * (src/plugins/app-start).
 */
export default function DocsAssistant(): React.ReactElement | null {
  const [Assistant, setAssistant] = useState<ComponentType<AssistantProps> | null>(null);
  const [loading, setLoading] = useState(false);

  if (Assistant) return <Assistant openOnMount />;

  const preload = () => void loadAssistant().catch(() => undefined);
  const open = () => {
    setLoading(true);
    loadAssistant().then(
      (component) => setAssistant(() => component),
      (error: unknown) => {
        setLoading(false);
        console.warn('[assistant] the chat widget could not be loaded:', error);
      },
    );
  };

  return (
    <button
      type="button"
      className={styles.launcher}
      aria-expanded="false"
      aria-busy={loading || undefined}
      title="Open chat"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={open}
    >
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
        <path d={CHAT_ICON} fill="currentColor" />
      </svg>
      <span className={styles.srOnly}>Open chat</span>
    </button>
  );
}
