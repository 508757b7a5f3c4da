import { DEFAULT_TIME_FORMAT } from './formatTime';
import type { WidgetProps } from './types';

/** The defaults of the widget's optional props (react-chat-widget's), in one typed place. */
export const DEFAULT_PROPS = {
  title: 'Welcome',
  subtitle: 'This is your chat subtitle',
  senderPlaceHolder: 'Type a message...',
  showCloseButton: true,
  fullScreenMode: false,
  autofocus: true,
  chatId: 'rcw-chat-container',
  launcherOpenLabel: 'Open chat',
  launcherCloseLabel: 'Close chat',
  launcherOpenImg: '',
  launcherCloseImg: '',
  sendButtonAlt: 'Send',
  showTimeStamp: true,
  timeFormat: DEFAULT_TIME_FORMAT,
  snippetLinkText: 'link',
  imagePreview: false,
  zoomStep: 80,
  showBadge: true,
  resizable: false,
  emojis: false,
} satisfies Partial<WidgetProps>;

type Defaulted = keyof typeof DEFAULT_PROPS;

/** The props with their defaults applied: what the widget and its parts read. */
export type Settings = Omit<WidgetProps, Defaulted> & Required<Pick<WidgetProps, Defaulted>>;

/** The props over their defaults; a prop given as `undefined` takes its default, as React's would. */
export function withDefaults(props: WidgetProps): Settings {
  const settings: Record<string, unknown> = { ...DEFAULT_PROPS };
  for (const [key, value] of Object.entries(props)) if (value !== undefined) settings[key] = value;
  return settings as Settings;
}

/**
 * The settings a part of the widget reads. The part names them once, in a list that also types its
 * props (`Pick<Settings, (typeof list)[number]>`), and the widget hands them over with this.
 */
export function pick<K extends keyof Settings>(settings: Settings, keys: readonly K[]): Pick<Settings, K> {
  return Object.fromEntries(keys.map((key) => [key, settings[key]])) as Pick<Settings, K>;
}
