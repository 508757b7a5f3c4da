/**
 * The module-level API of react-chat-widget (each call acts on the most recently mounted widget),
 * listed once for both entry points: the React package (index.ts) and the embed (embed/index.tsx).
 */
export {
  addUserMessage,
  addResponseMessage,
  addLinkSnippet,
  renderCustomComponent,
  toggleWidget,
  toggleInputDisabled,
  toggleMsgLoader,
  dropMessages,
  isWidgetOpened,
  setQuickButtons,
  deleteMessages,
  markAllAsRead,
  setBadgeCount,
  hideAvatar,
  openFullscreenPreview,
  closeFullscreenPreview,
} from './registry';
