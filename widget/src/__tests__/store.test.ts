import { describe, expect, it, vi } from 'vitest';
import { createChatStore, INITIAL_STATE } from '../store';

const Dummy = () => null;

describe('createChatStore: defaults', () => {
  it('starts closed, enabled, without loader, badge 0, empty preview', () => {
    const s = createChatStore().getState();
    expect(s).toEqual(INITIAL_STATE);
    expect(s.showChat).toBe(false);
    expect(s.disabledInput).toBe(false);
    expect(s.messageLoader).toBe(false);
    expect(s.badgeCount).toBe(0);
    expect(s.preview).toEqual({ src: '', alt: '', width: 0, height: 0, visible: false });
    expect(s.messages).toEqual([]);
    expect(s.quickButtons).toEqual([]);
  });

  it('keeps the state object while nothing changes and notifies subscribers on change', () => {
    const store = createChatStore();
    const first = store.getState();
    expect(store.getState()).toBe(first);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.toggleMsgLoader();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState()).not.toBe(first);
    unsubscribe();
    store.toggleMsgLoader();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('messages', () => {
  it('addUserMessage appends a client text message and leaves the badge alone', () => {
    const store = createChatStore();
    store.addUserMessage('hello', 'u1');
    const [m] = store.getState().messages;
    expect(m).toMatchObject({
      type: 'text',
      text: 'hello',
      sender: 'client',
      showAvatar: true,
      customId: 'u1',
      unread: false,
    });
    expect(m.timestamp).toBeInstanceOf(Date);
    expect(store.getState().badgeCount).toBe(0);
  });

  it('addResponseMessage appends an unread response and adds 1 to the badge while closed', () => {
    const store = createChatStore();
    store.addResponseMessage('hi');
    store.addResponseMessage('there', 7);
    const { messages, badgeCount } = store.getState();
    expect(messages.map((m) => [m.sender, m.unread, m.showAvatar])).toEqual([
      ['response', true, true],
      ['response', true, true],
    ]);
    expect(messages[1].customId).toBe(7);
    expect(badgeCount).toBe(2);
  });

  it('while open, response messages are read at once and the badge stays 0', () => {
    const store = createChatStore();
    store.toggleWidget();
    store.addResponseMessage('hi');
    store.addLinkSnippet({ title: 'Docs', link: 'https://example.com' });
    expect(store.getState().badgeCount).toBe(0);
    expect(store.getState().messages.every((m) => !m.unread)).toBe(true);
  });

  it('addLinkSnippet appends a response snippet, target _blank by default, unread', () => {
    const store = createChatStore();
    store.addLinkSnippet({ title: 'Docs', link: 'https://example.com' }, 'l1');
    store.addLinkSnippet({ title: 'Same tab', link: '/efr', target: '_self' });
    const [a, b] = store.getState().messages;
    expect(a).toMatchObject({
      type: 'snippet',
      title: 'Docs',
      link: 'https://example.com',
      target: '_blank',
      sender: 'response',
      showAvatar: true,
      customId: 'l1',
      unread: true,
    });
    expect(b).toMatchObject({ target: '_self' });
    expect(store.getState().badgeCount).toBe(2);
  });

  it('renderCustomComponent appends a response component, showAvatar false by default, unread', () => {
    const store = createChatStore();
    store.renderCustomComponent(Dummy, { a: 1 });
    store.renderCustomComponent(Dummy, undefined, true, 'c2');
    const [a, b] = store.getState().messages;
    expect(a).toMatchObject({
      type: 'component',
      component: Dummy,
      props: { a: 1 },
      sender: 'response',
      showAvatar: false,
      unread: true,
    });
    expect(b).toMatchObject({ props: {}, showAvatar: true, customId: 'c2' });
    expect(store.getState().badgeCount).toBe(2);
  });

  it('gives every message a unique key', () => {
    const store = createChatStore();
    store.addUserMessage('a');
    store.addResponseMessage('b');
    store.dropMessages();
    store.addUserMessage('c');
    const keys = new Set(store.getState().messages.map((m) => m.key));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toBe(3);
  });

  it('dropMessages empties the list', () => {
    const store = createChatStore();
    store.addUserMessage('a');
    store.addResponseMessage('b');
    store.dropMessages();
    expect(store.getState().messages).toEqual([]);
  });

  it('hideAvatar sets showAvatar false at an index and ignores indexes out of range', () => {
    const store = createChatStore();
    store.addResponseMessage('a');
    store.addResponseMessage('b');
    store.hideAvatar(1);
    store.hideAvatar(5);
    store.hideAvatar(-1);
    expect(store.getState().messages.map((m) => m.showAvatar)).toEqual([true, false]);
  });
});

describe('deleteMessages', () => {
  const filled = () => {
    const store = createChatStore();
    ['a', 'b', 'c', 'd', 'e'].forEach((t) => store.addUserMessage(t, t));
    return store;
  };
  const texts = (store: ReturnType<typeof createChatStore>) =>
    store.getState().messages.map((m) => (m.type === 'text' ? m.text : ''));

  it('removes the last N messages', () => {
    const store = filled();
    store.deleteMessages(2);
    expect(texts(store)).toEqual(['a', 'b', 'c']);
  });

  it('with a customId removes N messages ending at, and including, that message', () => {
    const store = filled();
    store.deleteMessages(2, 'c');
    expect(texts(store)).toEqual(['a', 'd', 'e']);
  });

  it('stops at the start of the list', () => {
    const store = filled();
    store.deleteMessages(10, 'b');
    expect(texts(store)).toEqual(['c', 'd', 'e']);
    store.deleteMessages(99);
    expect(texts(store)).toEqual([]);
  });

  it('does nothing for an unknown customId or a count below 1', () => {
    const store = filled();
    store.deleteMessages(1, 'zzz');
    store.deleteMessages(0);
    store.deleteMessages(-3);
    store.deleteMessages(Number.NaN);
    expect(texts(store)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('behaviour toggles', () => {
  it('toggleWidget flips showChat; isWidgetOpened reports it', () => {
    const store = createChatStore();
    store.toggleWidget();
    expect(store.isWidgetOpened()).toBe(true);
    store.toggleWidget();
    expect(store.isWidgetOpened()).toBe(false);
  });

  it('opening resets the badge to 0 and marks every message read', () => {
    const store = createChatStore();
    store.addResponseMessage('a');
    store.renderCustomComponent(Dummy);
    expect(store.getState().badgeCount).toBe(2);
    store.toggleWidget();
    expect(store.getState().badgeCount).toBe(0);
    expect(store.getState().messages.some((m) => m.unread)).toBe(false);
  });

  it('closing keeps messages read; new responses raise the badge again', () => {
    const store = createChatStore();
    store.toggleWidget();
    store.addResponseMessage('a');
    store.toggleWidget();
    store.addResponseMessage('b');
    expect(store.getState().badgeCount).toBe(1);
    expect(store.getState().messages.map((m) => m.unread)).toEqual([false, true]);
  });

  it('toggleInputDisabled flips disabledInput; toggleMsgLoader flips messageLoader', () => {
    const store = createChatStore();
    store.toggleInputDisabled();
    store.toggleMsgLoader();
    expect(store.getState()).toMatchObject({ disabledInput: true, messageLoader: true });
    store.toggleInputDisabled();
    store.toggleMsgLoader();
    expect(store.getState()).toMatchObject({ disabledInput: false, messageLoader: false });
  });
});

describe('badge and quick buttons', () => {
  it('markAllAsRead sets unread false everywhere and the badge to 0', () => {
    const store = createChatStore();
    store.addResponseMessage('a');
    store.addLinkSnippet({ title: 't', link: 'https://x.test' });
    store.markAllAsRead();
    expect(store.getState().badgeCount).toBe(0);
    expect(store.getState().messages.every((m) => !m.unread)).toBe(true);
  });

  it('setBadgeCount sets the number directly (whole, not negative)', () => {
    const store = createChatStore();
    store.setBadgeCount(5);
    expect(store.getState().badgeCount).toBe(5);
    store.setBadgeCount(2.7);
    expect(store.getState().badgeCount).toBe(2);
    store.setBadgeCount(-1);
    expect(store.getState().badgeCount).toBe(0);
  });

  it('setQuickButtons replaces the whole list', () => {
    const store = createChatStore();
    store.setQuickButtons([
      { label: 'A', value: 'a' },
      { label: 'B', value: 2 },
    ]);
    store.setQuickButtons([{ label: 'C', value: 'c' }]);
    expect(store.getState().quickButtons).toEqual([{ label: 'C', value: 'c' }]);
    store.setQuickButtons([]);
    expect(store.getState().quickButtons).toEqual([]);
  });
});

describe('image preview', () => {
  it('openFullscreenPreview stores src, alt, width, height and sets visible; close resets', () => {
    const store = createChatStore();
    store.openFullscreenPreview({ src: 'https://x.test/a.png', alt: 'A', width: 640, height: 480 });
    expect(store.getState().preview).toEqual({
      src: 'https://x.test/a.png',
      alt: 'A',
      width: 640,
      height: 480,
      visible: true,
    });
    store.closeFullscreenPreview();
    expect(store.getState().preview).toEqual(INITIAL_STATE.preview);
  });

  it('defaults alt to empty and sizes to 0', () => {
    const store = createChatStore();
    store.openFullscreenPreview({ src: 'https://x.test/a.png' });
    expect(store.getState().preview).toMatchObject({ alt: '', width: 0, height: 0, visible: true });
  });
});

describe('instances', () => {
  it('two stores do not share state', () => {
    const a = createChatStore();
    const b = createChatStore();
    a.addResponseMessage('only in a');
    a.toggleWidget();
    expect(b.getState().messages).toEqual([]);
    expect(b.isWidgetOpened()).toBe(false);
  });
});
