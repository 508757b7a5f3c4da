import { useEffect, useMemo, type MouseEvent } from 'react';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { Widget, useChatWidget } from '@efr-docs/chat-widget';
import '@efr-docs/chat-widget/styles.css';
import { createConversation } from '@site/src/features/assistant/conversation';
import { createDocsSearch } from '@site/src/features/assistant/docsSearch';
import { useSearchSettings } from '@site/src/features/search/useSearchClientSettings';
import styles from './styles.module.css';

export interface AssistantProps {
  /** Open the panel as soon as the widget has mounted (the user clicked the stand-in launcher). */
  openOnMount?: boolean;
}

/** The panel covers the page on small screens (widget/src/styles.css): close it after a link. */
const SMALL_SCREEN = '(max-width: 600px)';

/** The chat widget as the docs assistant. Loaded on demand by ./index.tsx. */
export default function Assistant({ openOnMount = false }: AssistantProps): React.ReactElement {
  const chat = useChatWidget();
  const history = useHistory();
  const settings = useSearchSettings();
  const { siteConfig, i18n } = useDocusaurusContext();
  const basePath = useBaseUrl('/search/');
  const conversation = useMemo(
    () =>
      createConversation(chat, createDocsSearch(settings, basePath, i18n.currentLocale), {
        baseUrl: siteConfig.baseUrl,
        origins: [window.location.origin, new URL(siteConfig.url).origin],
      }),
    [chat, settings, basePath, i18n.currentLocale, siteConfig.baseUrl, siteConfig.url],
  );

  // Runs after the widget's own effects, so the widget sees the change and focuses its input.
  useEffect(() => {
    if (openOnMount && !chat.isWidgetOpened()) {
      chat.toggleWidget();
      conversation.greet();
    }
  }, [openOnMount, chat, conversation]);

  // Link snippets into the site navigate in the app, keeping the conversation.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    history.push(`${url.pathname}${url.search}${url.hash}`);
    if (chat.isWidgetOpened() && window.matchMedia(SMALL_SCREEN).matches) chat.toggleWidget();
  };

  return (
    <div className={styles.host} onClick={onClick}>
      <Widget
        store={chat}
        chatId="docs-assistant"
        title="Docs assistant"
        subtitle="Answers from this documentation"
        senderPlaceHolder="Ask a question…"
        handleNewUserMessage={(text) => void conversation.ask(text)}
        handleQuickButtonClicked={(value) => void conversation.quick(value)}
        handleToggle={(open) => {
          if (open) conversation.greet();
        }}
      />
    </div>
  );
}
