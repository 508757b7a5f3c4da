import type { ChatStore } from '@efr-docs/chat-widget';
import { answer, linkTarget, type AnswerOptions, type AssistantReply, type DocsSearch } from './answer';
import { GREETING, isQuickValue, QUICK_BUTTONS, quickLabel, quickReply } from './replies';

/** The part of the widget's store the conversation drives. */
export type ChatApi = Pick<
  ChatStore,
  'addUserMessage' | 'addResponseMessage' | 'addLinkSnippet' | 'toggleMsgLoader' | 'setQuickButtons' | 'getState'
>;

export interface Conversation {
  /** Greets and offers the quick buttons, the first time only. */
  greet: () => void;
  /** Answers a message the user sent (the widget has already shown it). */
  ask: (text: string) => Promise<void>;
  /** Answers a click on a quick button. */
  quick: (value: string | number) => Promise<void>;
}

/**
 * Connects the widget to the assistant: it shows the typing indicator while a reply is being
 * worked out, and posts replies in the order the questions were asked.
 */
export function createConversation(chat: ChatApi, search: DocsSearch, options: AnswerOptions = {}): Conversation {
  let greeted = false;
  let pending = 0;
  let queue: Promise<void> = Promise.resolve();

  const setLoader = (on: boolean) => {
    if (chat.getState().messageLoader !== on) chat.toggleMsgLoader();
  };

  const post = (reply: AssistantReply) => {
    chat.addResponseMessage(reply.text);
    for (const link of reply.links)
      chat.addLinkSnippet({ title: link.title, link: link.url, target: linkTarget(link.url) });
  };

  const respond = (reply: Promise<AssistantReply>): Promise<void> => {
    pending++;
    setLoader(true);
    queue = queue.then(async () => {
      const result = await reply;
      pending--;
      if (pending === 0) setLoader(false);
      post(result);
    });
    return queue;
  };

  return {
    greet() {
      if (greeted) return;
      greeted = true;
      chat.addResponseMessage(GREETING);
      chat.setQuickButtons(QUICK_BUTTONS.map(({ label, value }) => ({ label, value })));
    },
    ask: (text) => respond(answer(text, search, options)),
    quick(value) {
      if (!isQuickValue(value)) return respond(answer(String(value), search, options));
      chat.addUserMessage(quickLabel(value));
      return respond(Promise.resolve(quickReply(value, options.baseUrl)));
    },
  };
}
