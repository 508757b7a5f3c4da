import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import { scrollToBottom } from '../dom/scroll';
import { DEFAULT_TIME_FORMAT } from '../formatTime';
import { DEFAULT_LABELS } from '../labels';
import { registerInstance } from '../registry';
import { createChatStore } from '../store';
import type { ChatStore, ChatWidgetApi, WidgetLabels, WidgetProps } from '../types';
import { CLOSE_ICON, icon } from './icons';
import { Launcher } from './Launcher';
import { MessageList } from './Messages';
import { Previewer } from './Previewer';
import { QuickButtons } from './QuickButtons';
import { Sender } from './Sender';
import { useFocusReturn } from './useFocusReturn';
import { useLiveAnnouncement } from './useLiveAnnouncement';
import { useResize } from './useResize';

/**
 * The chat widget. Each instance owns a store (or uses the one passed in `store`); its API is
 * available through a ref, through that store, and through the module-level functions while it
 * is the most recently mounted instance.
 */
export const Widget = forwardRef<ChatWidgetApi, WidgetProps>(function Widget(props, ref) {
  const {
    title = 'Welcome',
    subtitle = 'This is your chat subtitle',
    senderPlaceHolder = 'Type a message...',
    showCloseButton = true,
    fullScreenMode = false,
    autofocus = true,
    chatId = 'rcw-chat-container',
    launcherOpenLabel = 'Open chat',
    launcherCloseLabel = 'Close chat',
    launcherOpenImg = '',
    launcherCloseImg = '',
    sendButtonAlt = 'Send',
    showTimeStamp = true,
    timeFormat = DEFAULT_TIME_FORMAT,
    snippetLinkText = 'link',
    imagePreview = false,
    zoomStep = 80,
    showBadge = true,
    resizable = false,
    emojis = false,
    profileAvatar,
    profileClientAvatar,
    titleAvatar,
    launcher,
    theme,
    handleNewUserMessage,
    handleQuickButtonClicked,
    handleToggle,
    handleSubmit,
    handleTextInputChange,
  } = props;
  const labels: WidgetLabels = useMemo(() => ({ ...DEFAULT_LABELS, ...props.labels }), [props.labels]);
  const [ownStore] = useState(() => createChatStore());
  const store: ChatStore = props.store ?? ownStore;
  useImperativeHandle(ref, () => store, [store]);
  useEffect(() => registerInstance(store), [store]);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const { showChat, messages, preview } = state;

  const uid = useId();
  const titleId = `${uid}-title`;
  const launcherRef = useRef<HTMLElement | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const messagesRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const previewOrigin = useRef<HTMLElement | null>(null);
  const returnFocusOnClose = useFocusReturn(showChat, autofocus, {
    panel: panelRef,
    input: inputRef,
    launcher: launcherRef,
  });
  const announcement = useLiveAnnouncement(messages, labels);
  const resize = useResize(panelRef, resizable, showChat, labels.resize);

  const toggle = () => {
    store.toggleWidget();
    handleToggle?.(store.isWidgetOpened());
  };

  const close = () => {
    if (!store.isWidgetOpened()) return;
    returnFocusOnClose();
    toggle();
  };

  // Eased scroll to the newest message (a jump when reduced motion is preferred).
  useEffect(() => {
    const el = messagesRef.current;
    return el && showChat ? scrollToBottom(el) : undefined;
  }, [messages, state.messageLoader, showChat]);

  const onSend = (text: string): boolean => {
    if (handleSubmit && handleSubmit(text) === false) return false;
    store.addUserMessage(text);
    handleNewUserMessage?.(text);
    return true;
  };

  const openImage = (target: EventTarget | null): boolean => {
    const img = imagePreview ? (target as Element | null)?.closest?.<HTMLImageElement>('img.rcw-message-img') : null;
    if (!img) return false;
    previewOrigin.current = img;
    store.openFullscreenPreview({
      src: img.getAttribute('src') ?? '',
      alt: img.alt,
      width: img.naturalWidth,
      height: img.naturalHeight,
    });
    return true;
  };

  const closePreview = () => {
    store.closeFullscreenPreview();
    previewOrigin.current?.focus();
  };

  const onPanelKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && !e.defaultPrevented) {
      e.preventDefault();
      close();
    }
  };

  return (
    <div
      className={`rcw-widget-container${fullScreenMode ? ' rcw-full-screen' : ''}${
        showChat ? ' rcw-open' : ' rcw-close-widget-container'
      }`}
      data-theme={theme}
    >
      <div className="rcw-sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      <Launcher
        open={showChat}
        chatId={chatId}
        openLabel={launcherOpenLabel}
        closeLabel={launcherCloseLabel}
        openImg={launcherOpenImg}
        closeImg={launcherCloseImg}
        badge={showBadge && !showChat ? state.badgeCount : 0}
        unreadLabel={labels.unread}
        onToggle={toggle}
        custom={launcher}
        elementRef={launcherRef}
      />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the dialog, as the ARIA dialog pattern asks (the rule allows this on <dialog> only) */}
      <div
        ref={panelRef}
        id={chatId}
        className="rcw-conversation-container"
        role="dialog"
        aria-labelledby={titleId}
        hidden={!showChat}
        style={resize.width && !fullScreenMode ? { width: resize.width } : undefined}
        onKeyDown={onPanelKeyDown}
      >
        {resizable && !fullScreenMode && <div className="rcw-conversation-resizer" {...resize.handle} />}
        <div className="rcw-header">
          <h2 className="rcw-title" id={titleId}>
            {titleAvatar && <img src={titleAvatar} className="rcw-title-avatar" alt="" />}
            {title}
          </h2>
          {subtitle && <p className="rcw-subtitle">{subtitle}</p>}
          {showCloseButton && (
            <button
              type="button"
              className="rcw-close-button"
              onClick={close}
              aria-label={launcherCloseLabel}
              title={launcherCloseLabel}
            >
              {icon(CLOSE_ICON, { className: 'rcw-close' })}
            </button>
          )}
        </div>
        {/* The handlers are delegated: a click, Enter or Space on a message image (a button in the
            rendered markdown when imagePreview is on) opens the previewer. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above */}
        <div
          ref={messagesRef}
          className="rcw-messages-container"
          role="region"
          aria-label={labels.messages}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the list scrolls, so it is a tab stop (axe "scrollable-region-focusable")
          tabIndex={0}
          onClick={(e) => openImage(e.target)}
          onKeyDown={(e) => {
            if ((e.key === 'Enter' || e.key === ' ') && openImage(e.target)) e.preventDefault();
          }}
        >
          <MessageList
            messages={messages}
            profileAvatar={profileAvatar}
            profileClientAvatar={profileClientAvatar}
            showTimeStamp={showTimeStamp}
            timeFormat={timeFormat}
            snippetLinkText={snippetLinkText}
            imagePreview={imagePreview}
            labels={labels}
          />
          {state.messageLoader && (
            <div className="rcw-loader">
              <span className="rcw-sr-only">{labels.typing}</span>
              <span className="rcw-loader-dot" aria-hidden="true" />
              <span className="rcw-loader-dot" aria-hidden="true" />
              <span className="rcw-loader-dot" aria-hidden="true" />
            </div>
          )}
        </div>
        <QuickButtons buttons={state.quickButtons} onClick={handleQuickButtonClicked} />
        <Sender
          inputId={`${uid}-input`}
          inputRef={(el) => void (inputRef.current = el)}
          placeholder={senderPlaceHolder}
          disabled={state.disabledInput}
          sendButtonAlt={sendButtonAlt}
          emojis={emojis}
          labels={labels}
          onSend={onSend}
          onTextInputChange={handleTextInputChange}
        />
      </div>
      {preview.visible && (
        <Previewer
          preview={preview}
          zoomStep={zoomStep}
          labels={labels}
          onClose={closePreview}
          onMeasured={(w, h) => store.openFullscreenPreview({ ...preview, width: w, height: h })}
        />
      )}
    </div>
  );
});
