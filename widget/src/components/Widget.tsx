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
  type PointerEvent,
  type ReactNode,
} from 'react';
import { scrollToBottom } from '../dom';
import { registerInstance } from '../registry';
import { createChatStore } from '../store';
import type { ChatStore, ChatWidgetApi, QuickButton, WidgetLabels, WidgetProps } from '../types';
import { describeMessage, MessageList } from './Messages';
import { Previewer } from './Previewer';
import { Sender } from './Sender';

export const DEFAULT_LABELS: WidgetLabels = {
  messages: 'Messages',
  input: 'Message',
  unread: (n) => `${n} unread message${n === 1 ? '' : 's'}`,
  client: 'You',
  response: 'Reply',
  newMessage: 'New message',
  typing: 'Typing',
  emojiPicker: 'Insert emoji',
  resize: 'Resize chat',
  previewDialog: 'Image preview',
  previewClose: 'Close preview',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomReset: 'Reset zoom',
};

/** Width limits of a resizable panel, in CSS pixels. */
export const MIN_WIDTH = 280;
const RESIZE_STEP = 24;

const svg = (d: string, className: string) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className={className}>
    <path d={d} fill="currentColor" />
  </svg>
);
const CHAT_ICON = 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2zm3 5v2h10V9zm0 4v2h7v-2z';
const CLOSE_ICON =
  'M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z';

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
  const { showChat, messages, quickButtons, preview } = state;

  const uid = useId();
  const titleId = `${uid}-title`;
  const launcherRef = useRef<HTMLElement | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const messagesRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const previewOrigin = useRef<HTMLElement | null>(null);
  const wasOpen = useRef<boolean | null>(null);
  const returnFocus = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  const lastKey = useRef<number | null>(null);
  const [active, setActive] = useState<{ list: readonly QuickButton[]; on: number[] }>({ list: quickButtons, on: [] });
  const activeButtons = active.list === quickButtons ? active.on : [];
  const [width, setWidth] = useState<number>();
  const [measured, setMeasured] = useState(MIN_WIDTH);
  const drag = useRef<{ x: number; width: number } | null>(null);

  const focusLauncher = () => {
    const el = launcherRef.current;
    (el?.matches('button') ? el : el?.querySelector<HTMLElement>('button, a[href], [tabindex]'))?.focus();
  };

  const toggle = () => {
    store.toggleWidget();
    handleToggle?.(store.isWidgetOpened());
  };

  const close = () => {
    if (!store.isWidgetOpened()) return;
    returnFocus.current = true;
    toggle();
  };

  // Focus: into the input when the panel opens (autofocus), back to the launcher when it closes
  // while focus was inside. The first run only records the state, so nothing is focused on load.
  useEffect(() => {
    const panel = panelRef.current;
    if (wasOpen.current !== null && wasOpen.current !== showChat) {
      if (showChat) {
        if (autofocus) inputRef.current?.focus();
      } else {
        const activeEl = panel && (panel.getRootNode() as Document | ShadowRoot).activeElement;
        if (returnFocus.current || (panel && activeEl && panel.contains(activeEl))) focusLauncher();
      }
    }
    returnFocus.current = false;
    wasOpen.current = showChat;
  }, [showChat, autofocus]);

  // The resize handle reports the panel width; measure it once the panel is visible.
  useEffect(() => {
    const w = panelRef.current?.getBoundingClientRect().width;
    if (resizable && showChat && w) setMeasured(Math.round(w));
  }, [resizable, showChat]);

  // Eased scroll to the newest message (a jump when reduced motion is preferred).
  useEffect(() => {
    const el = messagesRef.current;
    return el && showChat ? scrollToBottom(el) : undefined;
  }, [messages, state.messageLoader, showChat]);

  // Live region: announce new response messages, never the user's own.
  useEffect(() => {
    const latest = messages.length ? messages[messages.length - 1].key : 0;
    const previous = lastKey.current;
    lastKey.current = Math.max(previous ?? 0, latest);
    if (previous === null) return;
    const fresh = messages.filter((m) => m.key > previous && m.sender === 'response');
    if (!fresh.length) return;
    const text = fresh.map((m) => describeMessage(m, labels)).join(' ');
    // Repeat the same text with a trailing no-break space so it is announced again.
    setAnnouncement((prev) => (prev === text ? `${text}\u00a0` : text));
    // labels only shape the text; new messages are what triggers an announcement.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [messages]);

  const onSend = (text: string): boolean => {
    if (handleSubmit && handleSubmit(text) === false) return false;
    store.addUserMessage(text);
    handleNewUserMessage?.(text);
    return true;
  };

  const onQuickButton = (index: number, value: string | number) => {
    const on = activeButtons.includes(index) ? activeButtons.filter((i) => i !== index) : [...activeButtons, index];
    setActive({ list: quickButtons, on });
    handleQuickButtonClicked?.(value);
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

  const clampWidth = (w: number) => {
    const max = (panelRef.current?.ownerDocument.defaultView?.innerWidth ?? 1e4) - 16;
    return Math.round(Math.max(MIN_WIDTH, Math.min(max, w)));
  };
  const panelWidth = () => width ?? (panelRef.current?.getBoundingClientRect().width || measured);
  const onResizeStart = (e: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: e.clientX, width: panelWidth() };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onResizeMove = (e: PointerEvent<HTMLDivElement>) => {
    // The panel is anchored on the right: dragging the left edge to the left widens it.
    if (drag.current) setWidth(clampWidth(drag.current.width + drag.current.x - e.clientX));
  };
  const onResizeKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const delta = e.key === 'ArrowLeft' ? RESIZE_STEP : e.key === 'ArrowRight' ? -RESIZE_STEP : 0;
    if (!delta) return;
    e.preventDefault();
    setWidth(clampWidth(panelWidth() + delta));
  };

  const label = showChat ? launcherCloseLabel : launcherOpenLabel;
  const badge = showBadge && !showChat && state.badgeCount > 0;
  let launcherNode: ReactNode;
  if (launcher) {
    launcherNode = (
      <div className="rcw-custom-launcher" ref={(el) => void (launcherRef.current = el)}>
        {launcher(toggle)}
      </div>
    );
  } else {
    const img = showChat ? launcherCloseImg : launcherOpenImg;
    launcherNode = (
      <button
        type="button"
        ref={(el) => void (launcherRef.current = el)}
        className={`rcw-launcher${showChat ? ' rcw-hide-sm' : ''}`}
        onClick={toggle}
        aria-controls={chatId}
        aria-expanded={showChat}
        title={label}
      >
        {img ? (
          <img src={img} alt="" className={showChat ? 'rcw-close-launcher' : 'rcw-open-launcher'} />
        ) : (
          svg(showChat ? CLOSE_ICON : CHAT_ICON, showChat ? 'rcw-close-launcher' : 'rcw-open-launcher')
        )}
        <span className="rcw-sr-only">{label}</span>
        {badge && (
          <>
            <span className="rcw-badge" aria-hidden="true">
              {state.badgeCount > 99 ? '99+' : state.badgeCount}
            </span>
            <span className="rcw-sr-only">{labels.unread(state.badgeCount)}</span>
          </>
        )}
      </button>
    );
  }

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
      {launcherNode}
      <div
        ref={panelRef}
        id={chatId}
        className="rcw-conversation-container"
        role="dialog"
        aria-labelledby={titleId}
        hidden={!showChat}
        style={width && !fullScreenMode ? { width } : undefined}
        onKeyDown={onPanelKeyDown}
      >
        {resizable && !fullScreenMode && (
          <div
            className="rcw-conversation-resizer"
            role="separator"
            aria-orientation="vertical"
            aria-label={labels.resize}
            aria-valuenow={width ?? measured}
            aria-valuemin={MIN_WIDTH}
            tabIndex={0}
            onPointerDown={onResizeStart}
            onPointerMove={onResizeMove}
            onPointerUp={() => void (drag.current = null)}
            onPointerCancel={() => void (drag.current = null)}
            onKeyDown={onResizeKey}
          />
        )}
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
              {svg(CLOSE_ICON, 'rcw-close')}
            </button>
          )}
        </div>
        <div
          ref={messagesRef}
          className="rcw-messages-container"
          role="region"
          aria-label={labels.messages}
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
        {quickButtons.length > 0 && (
          <ul className="rcw-quick-buttons">
            {quickButtons.map((b, i) => (
              <li key={`${i}-${b.value}`} className="rcw-quick-list-button">
                <button
                  type="button"
                  className={`rcw-quick-button${activeButtons.includes(i) ? ' active' : ''}`}
                  aria-pressed={activeButtons.includes(i)}
                  onClick={() => onQuickButton(i, b.value)}
                >
                  {b.label}
                </button>
              </li>
            ))}
          </ul>
        )}
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
