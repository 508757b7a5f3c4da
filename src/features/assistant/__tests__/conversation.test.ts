import { createChatStore, type ChatMessage } from '@efr-docs/chat-widget';
import { describe, expect, it, vi } from 'vitest';
import type { DocsSearch } from '../answer';
import { createConversation } from '../conversation';
import { GREETING, QUICK_BUTTONS } from '../replies';
import { tseExportHits } from './fixtures/hits';

const options = { baseUrl: '/', origins: ['http://127.0.0.1:4173'] };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const summary = (messages: readonly ChatMessage[]) =>
  messages.map((m) =>
    m.type === 'snippet'
      ? `link ${m.link} ${m.target}`
      : m.type === 'text'
        ? `${m.sender}: ${m.text.split(' ').slice(0, 5).join(' ')}`
        : m.type,
  );

describe('createConversation', () => {
  it('greets once, with the quick buttons', () => {
    const store = createChatStore();
    const conversation = createConversation(store, vi.fn(), options);
    conversation.greet();
    conversation.greet();
    expect(store.getState().messages).toHaveLength(1);
    expect(store.getState().messages[0]).toMatchObject({ type: 'text', text: GREETING, sender: 'response' });
    expect(store.getState().quickButtons.map((b) => b.label)).toEqual([
      'Find my country',
      'API reference',
      'Report a cash register in Germany',
    ]);
  });

  it('shows the typing indicator while searching, then the answer and its link snippets', async () => {
    const store = createChatStore();
    const result = deferred<typeof tseExportHits>();
    const conversation = createConversation(store, () => result.promise, options);
    const done = conversation.ask('TSE export');
    expect(store.getState().messageLoader).toBe(true);
    result.resolve(tseExportHits);
    await done;
    expect(store.getState().messageLoader).toBe(false);
    expect(summary(store.getState().messages)).toEqual([
      'response: From **Germany – exports** ›',
      'link /efr/DE/export#tse-export _self',
      'link /efr/DE/fiscal-devices#replacing-a-tse _self',
      'link /faq/Countries/GermanyFAQs#how-do-i-get-the-tse-export _self',
    ]);
  });

  it('keeps the indicator until the last of several questions is answered, in the order asked', async () => {
    const store = createChatStore();
    const first = deferred<typeof tseExportHits>();
    const second = deferred<typeof tseExportHits>();
    const search = vi.fn<DocsSearch>().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const conversation = createConversation(store, search, options);
    const one = conversation.ask('TSE export');
    const two = conversation.ask('nothing');
    second.resolve([]);
    await Promise.resolve();
    expect(store.getState().messages).toHaveLength(0);
    first.resolve(tseExportHits.slice(0, 1));
    await one;
    expect(store.getState().messageLoader).toBe(true);
    // "nothing" found no hit with all keywords; its fallback queries reuse the same answer.
    search.mockResolvedValue([]);
    await two;
    expect(store.getState().messageLoader).toBe(false);
    expect(summary(store.getState().messages).filter((m) => m.startsWith('response'))).toEqual([
      'response: From **Germany – exports** ›',
      "response: I couldn't find that in",
    ]);
  });

  it('answers the quick buttons with the user choice and a fixed reply', async () => {
    const store = createChatStore();
    const search = vi.fn<DocsSearch>();
    const conversation = createConversation(store, search, options);
    for (const { value } of QUICK_BUTTONS) await conversation.quick(value);
    expect(search).not.toHaveBeenCalled();
    expect(summary(store.getState().messages)).toEqual([
      'client: Find my country',
      'response: EFR works in 17 countries:',
      'link /efr/countries _self',
      'client: API reference',
      'response: The EFR API is the',
      'link /efr/api _self',
      'client: Report a cash register in',
      'response: Since 1 January 2025 every',
      'link /enduser/fiscal-reporting-de_en _self',
    ]);
  });

  it('raises the badge for replies that arrive while the panel is closed', async () => {
    const store = createChatStore();
    const conversation = createConversation(store, () => Promise.resolve(tseExportHits), options);
    await conversation.ask('TSE export');
    expect(store.getState().badgeCount).toBe(4);
    store.toggleWidget();
    expect(store.getState().badgeCount).toBe(0);
  });
});
