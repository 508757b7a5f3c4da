import { useEffect, useInsertionEffect, useMemo, type MouseEvent } from 'react';
import { Widget, useChatWidget } from '@efr-docs/chat-widget';
import widgetCss from '@efr-docs/chat-widget/styles-inline';
import { createConversation } from '@site/src/features/assistant/conversation';
import { registerAssistantToggle, setAssistantOpen } from '@site/src/features/assistant/launcher';
import { useSmallScreen } from '@site/src/features/assistant/smallScreen';
import type { AssistantHost } from '@site/src/features/assistant/useAssistantHost';
import styles from './styles.module.css';

export interface AssistantViewProps {
  host: AssistantHost;
  /** Open the panel as soon as the widget has mounted (the user clicked the stand-in launcher). */
  openOnMount?: boolean;
}

const STYLE_ID = 'efr-chat-widget-styles';

/**
 * The widget's stylesheet arrives with the widget's lazily loaded chunk: imported as a .css file,
 * Docusaurus would merge it into the global stylesheet every page downloads.
 */
function useWidgetStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = widgetCss;
    document.head.append(style);
  }, []);
}

/** The chat widget as the docs assistant, answering from `host`'s search. */
export default function AssistantView({ host, openOnMount = false }: AssistantViewProps): React.ReactElement {
  useWidgetStyles();
  const chat = useChatWidget();
  // Below 997 px the open panel is a sheet over the whole window, the widget's full-screen mode.
  const sheet = useSmallScreen();
  const { search, options, navigate } = host;
  const conversation = useMemo(() => createConversation(chat, search, options), [chat, search, options]);

  // The navbar's launcher (narrow screens) follows the panel and opens or closes it.
  useEffect(() => {
    const report = () => setAssistantOpen(chat.isWidgetOpened());
    report();
    const unsubscribe = chat.subscribe(report);
    const unregister = registerAssistantToggle(() => {
      chat.toggleWidget();
      if (chat.isWidgetOpened()) conversation.greet();
    });
    return () => {
      unsubscribe();
      unregister();
    };
  }, [chat, conversation]);

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
    navigate(`${url.pathname}${url.search}${url.hash}`);
    // The sheet covers the page the link leads to: it closes.
    if (chat.isWidgetOpened() && sheet) chat.toggleWidget();
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated from the links inside, which get the click from Enter too
    <div className={styles.host} onClick={onClick}>
      <Widget
        store={chat}
        chatId="docs-assistant"
        title="Docs assistant"
        subtitle="Answers from this documentation"
        senderPlaceHolder="Ask a question…"
        fullScreenMode={sheet}
        // The site writes times on the 24-hour clock (the widget's default is the spec's hh:mm, 12-hour).
        timeFormat="HH:mm"
        // Sources read as page titles ("Germany – exports"), not paths.
        snippetLinkText="title"
        handleNewUserMessage={(text) => void conversation.ask(text)}
        handleQuickButtonClicked={(value) => void conversation.quick(value)}
        handleToggle={(open) => {
          if (open) conversation.greet();
        }}
      />
    </div>
  );
}
