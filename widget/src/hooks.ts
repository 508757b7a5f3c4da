import { useState, useSyncExternalStore } from 'react';
import { createChatStore } from './store';
import type { ChatStore, WidgetState } from './types';

/**
 * Creates one store for the lifetime of the calling component. Pass it to `<Widget store>` and
 * call its methods (addResponseMessage, toggleWidget, ...) from anywhere in that component.
 */
export function useChatWidget(initial?: Partial<WidgetState>): ChatStore {
  const [store] = useState(() => createChatStore(initial));
  return store;
}

/**
 * Reads a value from a store and re-renders when it changes. Select a primitive or an object
 * taken from the state as it is (for example `(s) => s.badgeCount` or `(s) => s.messages`).
 */
export function useChatState<T>(store: ChatStore, select: (state: WidgetState) => T): T {
  const get = () => select(store.getState());
  return useSyncExternalStore(store.subscribe, get, get);
}
