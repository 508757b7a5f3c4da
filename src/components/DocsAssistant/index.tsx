import { useEffect, useState, type ComponentType } from 'react';
import clsx from 'clsx';
import '@efr-docs/chat-widget/launcher.css';
import { registerAssistantToggle } from '@site/src/features/assistant/launcher';
import type { AssistantProps } from './Assistant';
import { ChatIcon } from './ChatIcon';
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

/**
 * The docs assistant (the chat widget answering from the site's search index): a launcher that
 * looks like the widget's own, in the page's HTML, which swaps in the widget, opened, on the
 * first click. A click before the app has started is held and replayed by the start script
 * (src/plugins/app-start). Below 997 px this launcher is hidden and the navbar's button
 * (./NavbarButton) opens the assistant through src/features/assistant/launcher.
 */
export default function DocsAssistant(): React.ReactElement | null {
  const [Assistant, setAssistant] = useState<ComponentType<AssistantProps> | null>(null);
  const [loading, setLoading] = useState(false);

  const preload = () => void loadAssistant().catch(() => undefined);
  const open = () => {
    if (loading) return;
    setLoading(true);
    loadAssistant().then(
      (component) => setAssistant(() => component),
      (error: unknown) => {
        setLoading(false);
        console.warn('[assistant] the chat widget could not be loaded:', error);
      },
    );
  };

  // Until the widget has loaded (it then registers its own toggle), the navbar button loads it.
  useEffect(() => (Assistant ? undefined : registerAssistantToggle(open)));

  if (Assistant) return <Assistant openOnMount />;

  return (
    <button
      type="button"
      className={clsx('rcw-launcher-look', styles.launcher)}
      aria-expanded="false"
      aria-busy={loading || undefined}
      title="Open chat"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={open}
    >
      <ChatIcon size={26} />
      <span className={styles.srOnly}>Open chat</span>
    </button>
  );
}
