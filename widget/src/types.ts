import type { ChangeEvent, ComponentType, ReactNode } from 'react';
import type { TimeFormat } from './formatTime';

export type { TimeFormat } from './formatTime';

/** Who wrote a message: the person at the keyboard (`client`) or the other side (`response`). */
export type Sender = 'client' | 'response';

/** Same constants as react-chat-widget, kept for hosts that compare against them. */
export const MESSAGE_SENDER = { CLIENT: 'client', RESPONSE: 'response' } as const;
export const MESSAGES_TYPES = {
  TEXT: 'text',
  SNIPPET: { LINK: 'snippet' },
  CUSTOM_COMPONENT: 'component',
} as const;

/** Identifier a host may attach to a message to find it again (deleteMessages). */
export type CustomId = string | number;

interface MessageBase {
  /** Internal, unique within one store; used as the React key. */
  key: number;
  sender: Sender;
  timestamp: Date;
  showAvatar: boolean;
  customId?: CustomId;
  unread: boolean;
}

export interface TextMessage extends MessageBase {
  type: 'text';
  /** Markdown source. */
  text: string;
}

export interface LinkMessage extends MessageBase {
  type: 'snippet';
  sender: 'response';
  title: string;
  link: string;
  target: string;
}

export interface CustomComponentMessage extends MessageBase {
  type: 'component';
  sender: 'response';
  // The host decides what props its own component takes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<any>;
  props: Record<string, unknown>;
}

export type ChatMessage = TextMessage | LinkMessage | CustomComponentMessage;

export interface QuickButton {
  label: string;
  value: string | number;
}

/** What a link snippet's link says (the `snippetLinkText` prop). */
export type SnippetLinkText = 'link' | 'title';

export interface LinkParams {
  title: string;
  link: string;
  /** Default `_blank`. */
  target?: string;
}

export interface ImagePreview {
  src: string;
  alt: string;
  width: number;
  height: number;
  visible: boolean;
}

export interface WidgetState {
  messages: readonly ChatMessage[];
  quickButtons: readonly QuickButton[];
  /** Panel open. Default false. */
  showChat: boolean;
  /** Text input disabled. Default false. */
  disabledInput: boolean;
  /** Typing indicator shown. Default false. */
  messageLoader: boolean;
  /** Number shown on the launcher badge. Default 0. */
  badgeCount: number;
  preview: ImagePreview;
}

/** The imperative interface of one widget instance (react-chat-widget names). */
export interface ChatWidgetApi {
  addUserMessage(text: string, customId?: CustomId): void;
  addResponseMessage(text: string, customId?: CustomId): void;
  addLinkSnippet(link: LinkParams, customId?: CustomId): void;
  renderCustomComponent(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the host decides what props its own component takes
    component: ComponentType<any>,
    props?: Record<string, unknown>,
    showAvatar?: boolean,
    customId?: CustomId,
  ): void;
  toggleWidget(): void;
  toggleInputDisabled(): void;
  toggleMsgLoader(): void;
  dropMessages(): void;
  isWidgetOpened(): boolean;
  setQuickButtons(buttons: readonly QuickButton[]): void;
  deleteMessages(count: number, customId?: CustomId): void;
  markAllAsRead(): void;
  setBadgeCount(count: number): void;
  /** Sets showAvatar to false on the message at `index`. */
  hideAvatar(index: number): void;
  /** Opens the image previewer (what a click on a message image does). */
  openFullscreenPreview(image: { src: string; alt?: string; width?: number; height?: number }): void;
  closeFullscreenPreview(): void;
}

/**
 * One store per widget instance: the API plus state access for rendering. `getState` and
 * `subscribe` use no `this`: they are handed to `useSyncExternalStore` as they are.
 */
export interface ChatStore extends ChatWidgetApi {
  getState: () => WidgetState;
  subscribe: (listener: () => void) => () => void;
}

/** Fixed strings that are not react-chat-widget props; override them to translate the widget. */
export interface WidgetLabels {
  /** Accessible name of the message list. */
  messages: string;
  /** Label of the text input. */
  input: string;
  /** Text alternative of the badge, e.g. "3 unread messages". */
  unread: (count: number) => string;
  /** Spoken before each message in the list. */
  client: string;
  response: string;
  /** Announced for a custom component message. */
  newMessage: string;
  /** Read out while the typing indicator is shown. */
  typing: string;
  emojiPicker: string;
  resize: string;
  previewDialog: string;
  previewClose: string;
  zoomIn: string;
  zoomOut: string;
  zoomReset: string;
}

export interface WidgetProps {
  /** Called with the trimmed text of every message the user sends. */
  handleNewUserMessage?: (text: string) => void;
  /** Called with the value of a clicked quick button. */
  handleQuickButtonClicked?: (value: string | number) => void;
  /** Called after the user opens or closes the panel, with the new state. */
  handleToggle?: (open: boolean) => void;
  /**
   * Called with the trimmed text before the message is added. Return `false` (or throw) to keep
   * the message out of the list; the text stays in the input.
   */
  handleSubmit?: (text: string) => unknown;
  handleTextInputChange?: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  title?: ReactNode;
  subtitle?: ReactNode;
  senderPlaceHolder?: string;
  profileAvatar?: string;
  profileClientAvatar?: string;
  titleAvatar?: string;
  showCloseButton?: boolean;
  fullScreenMode?: boolean;
  autofocus?: boolean;
  /** Render prop replacing the launcher button; receives the toggle function. */
  launcher?: (handleToggle: () => void) => ReactNode;
  chatId?: string;
  launcherOpenLabel?: string;
  launcherCloseLabel?: string;
  launcherOpenImg?: string;
  launcherCloseImg?: string;
  sendButtonAlt?: string;
  showTimeStamp?: boolean;
  /**
   * How message times are written: `'hh:mm'` (default, react-chat-widget's 12-hour clock without
   * AM/PM), `'HH:mm'` (24-hour clock) or a function of the message's date.
   */
  timeFormat?: TimeFormat;
  /**
   * What a link snippet's link says: `'link'` (default, as react-chat-widget: the title above the
   * address, which is the link) or `'title'` (the title is the link; the address is not shown).
   */
  snippetLinkText?: SnippetLinkText;
  imagePreview?: boolean;
  zoomStep?: number;
  showBadge?: boolean;
  resizable?: boolean;
  emojis?: boolean;
  /** Colour scheme. Without it the widget follows `data-theme` on an ancestor, else light. */
  theme?: 'light' | 'dark';
  /** Use this store instead of an internal one (see createChatStore / useChatWidget). */
  store?: ChatStore;
  labels?: Partial<WidgetLabels>;
}
