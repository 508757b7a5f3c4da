import './styles.css';

export { Widget } from './components/Widget';
export { DEFAULT_LABELS } from './labels';
export { createChatStore, INITIAL_STATE } from './store';
export { useChatWidget, useChatState } from './hooks';
export * from './api';
export { renderMarkdown, ALLOWED_TAGS, MAX_NESTING, safeLinkUrl, safeImageUrl } from './markdown';
export { SCROLL_DURATION } from './dom/scroll';
export { MESSAGE_SENDER, MESSAGES_TYPES } from './types';
export type {
  ChatMessage,
  ChatStore,
  ChatWidgetApi,
  CustomComponentMessage,
  CustomId,
  ImagePreview,
  LinkMessage,
  LinkParams,
  QuickButton,
  Sender,
  SnippetLinkText,
  TextMessage,
  TimeFormat,
  WidgetLabels,
  WidgetProps,
  WidgetState,
} from './types';

export { Widget as default } from './components/Widget';
