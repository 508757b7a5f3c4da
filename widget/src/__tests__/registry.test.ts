import { afterEach, describe, expect, it } from 'vitest';
import * as api from '../registry';
import { createChatStore } from '../store';

afterEach(() => api.resetRegistry());

const Dummy = () => null;

describe('module-level functions (react-chat-widget drop-in)', () => {
  it('act on the most recently mounted instance', () => {
    const a = createChatStore();
    const b = createChatStore();
    api.registerInstance(a);
    const unregisterB = api.registerInstance(b);
    api.addResponseMessage('to b');
    expect(b.getState().messages).toHaveLength(1);
    expect(a.getState().messages).toHaveLength(0);
    unregisterB();
    api.addResponseMessage('to a');
    expect(a.getState().messages).toHaveLength(1);
  });

  it('forward every operation with its arguments', () => {
    const store = createChatStore();
    api.registerInstance(store);
    api.addUserMessage('u', 'id-u');
    api.addResponseMessage('r');
    api.addLinkSnippet({ title: 'T', link: 'https://x.test' }, 'id-l');
    api.renderCustomComponent(Dummy, { p: 1 }, true, 'id-c');
    api.hideAvatar(0);
    expect(store.getState().messages.map((m) => [m.type, m.customId, m.showAvatar])).toEqual([
      ['text', 'id-u', false],
      ['text', undefined, true],
      ['snippet', 'id-l', true],
      ['component', 'id-c', true],
    ]);
    expect(store.getState().badgeCount).toBe(3);
    api.markAllAsRead();
    expect(store.getState().badgeCount).toBe(0);
    api.setBadgeCount(4);
    expect(store.getState().badgeCount).toBe(4);
    api.deleteMessages(2, 'id-l');
    expect(store.getState().messages.map((m) => m.customId)).toEqual(['id-u', 'id-c']);
    api.dropMessages();
    expect(store.getState().messages).toEqual([]);
    api.setQuickButtons([{ label: 'Q', value: 'q' }]);
    expect(store.getState().quickButtons).toEqual([{ label: 'Q', value: 'q' }]);
    api.toggleInputDisabled();
    api.toggleMsgLoader();
    expect(store.getState()).toMatchObject({ disabledInput: true, messageLoader: true });
    expect(api.isWidgetOpened()).toBe(false);
    api.toggleWidget();
    expect(api.isWidgetOpened()).toBe(true);
    api.openFullscreenPreview({ src: 'https://x.test/i.png', width: 10, height: 20 });
    expect(store.getState().preview.visible).toBe(true);
    api.closeFullscreenPreview();
    expect(store.getState().preview.visible).toBe(false);
  });

  it('queue calls made before any widget is mounted and apply them to the next one', () => {
    api.addResponseMessage('welcome');
    api.setQuickButtons([{ label: 'Hi', value: 'hi' }]);
    expect(api.isWidgetOpened()).toBe(false);
    const store = createChatStore();
    api.registerInstance(store);
    expect(store.getState().messages).toHaveLength(1);
    expect(store.getState().quickButtons).toHaveLength(1);
    const other = createChatStore();
    api.registerInstance(other);
    expect(other.getState().messages).toHaveLength(0);
  });

  it('unregistering twice is harmless', () => {
    const store = createChatStore();
    const off = api.registerInstance(store);
    off();
    off();
    expect(api.activeStore()).toBeUndefined();
  });
});
