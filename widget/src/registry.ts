import type { ChatStore, ChatWidgetApi } from './types';

/**
 * Module-level functions with react-chat-widget's names, for drop-in compatibility. They act on
 * the most recently mounted widget that is still mounted. Calls made while no widget is mounted
 * are queued and applied to the next widget that mounts (react-chat-widget kept one global store,
 * so hosts often add a welcome message before the widget exists).
 */
const mounted: ChatStore[] = [];
let queue: Array<(store: ChatStore) => void> = [];

/** Registers a mounted instance; returns the function that unregisters it. */
export function registerInstance(store: ChatStore): () => void {
  mounted.push(store);
  const pending = queue;
  queue = [];
  pending.forEach((call) => call(store));
  return () => {
    const index = mounted.lastIndexOf(store);
    if (index >= 0) mounted.splice(index, 1);
  };
}

/** The store the module-level functions currently act on, if any. */
export const activeStore = (): ChatStore | undefined => mounted[mounted.length - 1];

type Api = ChatWidgetApi;
type Args<K extends keyof Api> = Api[K] extends (...args: infer A) => unknown ? A : never;

const call =
  <K extends Exclude<keyof Api, 'isWidgetOpened'>>(name: K) =>
  (...args: Args<K>): void => {
    const run = (store: ChatStore) => (store[name] as (...a: Args<K>) => void)(...args);
    const store = activeStore();
    if (store) run(store);
    else queue.push(run);
  };

export const addUserMessage = call('addUserMessage');
export const addResponseMessage = call('addResponseMessage');
export const addLinkSnippet = call('addLinkSnippet');
export const renderCustomComponent = call('renderCustomComponent');
export const toggleWidget = call('toggleWidget');
export const toggleInputDisabled = call('toggleInputDisabled');
export const toggleMsgLoader = call('toggleMsgLoader');
export const dropMessages = call('dropMessages');
export const setQuickButtons = call('setQuickButtons');
export const deleteMessages = call('deleteMessages');
export const markAllAsRead = call('markAllAsRead');
export const setBadgeCount = call('setBadgeCount');
export const hideAvatar = call('hideAvatar');
export const openFullscreenPreview = call('openFullscreenPreview');
export const closeFullscreenPreview = call('closeFullscreenPreview');
export const isWidgetOpened = (): boolean => activeStore()?.isWidgetOpened() ?? false;

/** Test helper: forgets all instances and queued calls. */
export function resetRegistry(): void {
  mounted.length = 0;
  queue = [];
}
