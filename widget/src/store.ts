import type { ChatMessage, ChatStore, CustomId, ImagePreview, WidgetState } from './types';

const EMPTY_PREVIEW: ImagePreview = { src: '', alt: '', width: 0, height: 0, visible: false };

export const INITIAL_STATE: WidgetState = {
  messages: [],
  quickButtons: [],
  showChat: false,
  disabledInput: false,
  messageLoader: false,
  badgeCount: 0,
  preview: EMPTY_PREVIEW,
};

/** Omit that keeps the union of message types apart. */
type NewMessage = ChatMessage extends infer M
  ? M extends ChatMessage
    ? Omit<M, 'key' | 'timestamp' | 'unread'>
    : never
  : never;

const count = (n: number): number => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

/**
 * Creates the state of one widget instance. Framework-free: it keeps an immutable state object,
 * notifies subscribers after each change and never touches the DOM, so it can be created on the
 * server, in a test or before the widget mounts.
 */
export function createChatStore(initial?: Partial<WidgetState>): ChatStore {
  let state: WidgetState = { ...INITIAL_STATE, ...initial };
  let nextKey = 1;
  const listeners = new Set<() => void>();

  const set = (patch: Partial<WidgetState>) => {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  };

  /**
   * Appends a message. A response message arriving while the panel is closed stays unread and
   * raises the badge; while the panel is open every message is read at once.
   */
  const append = (message: NewMessage) => {
    const raises = message.sender === 'response' && !state.showChat;
    const entry = {
      ...message,
      key: nextKey++,
      timestamp: new Date(),
      unread: raises,
    } as ChatMessage;
    set({
      messages: [...state.messages, entry],
      badgeCount: raises ? state.badgeCount + 1 : state.badgeCount,
    });
  };

  const readAll = (): Partial<WidgetState> => ({
    badgeCount: 0,
    messages: state.messages.some((m) => m.unread)
      ? state.messages.map((m) => (m.unread ? { ...m, unread: false } : m))
      : state.messages,
  });

  const store: ChatStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    addUserMessage(text, customId) {
      append({ type: 'text', text: String(text), sender: 'client', showAvatar: true, customId });
    },
    addResponseMessage(text, customId) {
      append({ type: 'text', text: String(text), sender: 'response', showAvatar: true, customId });
    },
    addLinkSnippet(link, customId) {
      append({
        type: 'snippet',
        title: link.title,
        link: link.link,
        target: link.target || '_blank',
        sender: 'response',
        showAvatar: true,
        customId,
      });
    },
    renderCustomComponent(component, props = {}, showAvatar = false, customId) {
      append({ type: 'component', component, props, sender: 'response', showAvatar, customId });
    },

    toggleWidget() {
      const showChat = !state.showChat;
      set(showChat ? { showChat, ...readAll() } : { showChat });
    },
    toggleInputDisabled() {
      set({ disabledInput: !state.disabledInput });
    },
    toggleMsgLoader() {
      set({ messageLoader: !state.messageLoader });
    },
    isWidgetOpened: () => state.showChat,

    dropMessages() {
      set({ messages: [] });
    },
    deleteMessages(n, customId?: CustomId) {
      const total = count(n);
      if (!total) return;
      const messages = state.messages;
      let end = messages.length; // exclusive
      if (customId !== undefined) {
        const index = messages.findIndex((m) => m.customId === customId);
        if (index < 0) return;
        end = index + 1;
      }
      const start = Math.max(0, end - total);
      set({ messages: [...messages.slice(0, start), ...messages.slice(end)] });
    },
    hideAvatar(index) {
      const message = state.messages[index];
      if (!message || !message.showAvatar) return;
      const messages = state.messages.slice();
      messages[index] = { ...message, showAvatar: false };
      set({ messages });
    },

    setQuickButtons(buttons) {
      set({ quickButtons: buttons.map(({ label, value }) => ({ label, value })) });
    },
    markAllAsRead() {
      set(readAll());
    },
    setBadgeCount(n) {
      set({ badgeCount: count(n) });
    },

    openFullscreenPreview({ src, alt = '', width = 0, height = 0 }) {
      set({ preview: { src, alt, width: count(width), height: count(height), visible: true } });
    },
    closeFullscreenPreview() {
      set({ preview: EMPTY_PREVIEW });
    },
  };
  return store;
}
