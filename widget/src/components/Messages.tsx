import { memo, useMemo, useSyncExternalStore } from 'react';
import { formatTime } from '../formatTime';
import { htmlToText, renderMarkdown, stripUrl, validateLink } from '../markdown';
import { parserVersion, subscribeParser } from '../parserState';
import type { Settings } from '../props';
import type { ChatMessage, LinkMessage, SnippetLinkText, WidgetLabels } from '../types';

/** The props a message takes as they are. */
export const messageSettings = [
  'profileAvatar',
  'profileClientAvatar',
  'showTimeStamp',
  'timeFormat',
  'snippetLinkText',
  'imagePreview',
] as const;

interface MessageProps extends Pick<Settings, (typeof messageSettings)[number]> {
  message: ChatMessage;
  labels: WidgetLabels;
}

/**
 * URL for a link snippet. Snippets come from the host, so relative links are fine; the
 * javascript, vbscript, file and data schemes are not. Tabs and line breaks, which a browser
 * would drop, are removed before the check.
 */
const snippetHref = (url: string): string | undefined => {
  const u = stripUrl(url);
  return validateLink(u) ? u : undefined;
};

function Snippet({ message, linkText }: { message: LinkMessage; linkText: SnippetLinkText }) {
  const href = snippetHref(message.link);
  const link = href ? (
    <a
      href={href}
      target={message.target}
      rel={message.target === '_blank' ? 'noopener noreferrer' : undefined}
      className="rcw-link"
    >
      {linkText === 'title' ? message.title : message.link}
    </a>
  ) : (
    <span className="rcw-link">{message.link}</span>
  );
  // 'title': the title is the link (its accessible name), and the address is not repeated.
  if (linkText === 'title' && href) {
    return (
      <div className="rcw-snippet">
        <p className="rcw-snippet-title">{link}</p>
      </div>
    );
  }
  return (
    <div className="rcw-snippet">
      <p className="rcw-snippet-title">{message.title}</p>
      <div className="rcw-snippet-details">{link}</div>
    </div>
  );
}

const MessageItem = memo(function MessageItem({
  message: m,
  profileAvatar,
  profileClientAvatar,
  showTimeStamp,
  timeFormat,
  snippetLinkText,
  imagePreview,
  labels,
}: MessageProps) {
  const client = m.sender === 'client';
  const text = m.type === 'text' ? m.text : '';
  // The version changes when the embed's parser arrives: render the text again.
  const parser = useSyncExternalStore(subscribeParser, parserVersion, parserVersion);
  // A stable object: React re-sets innerHTML whenever this prop changes identity, which would
  // replace message images (and drop their focus) on every render of the list.
  const html = useMemo(
    () => ({ __html: renderMarkdown(text, { focusableImages: imagePreview }) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- parser is not read inside: its version says when to render again
    [text, imagePreview, parser],
  );
  const avatar = m.showAvatar ? (client ? profileClientAvatar : profileAvatar) : undefined;
  const Custom = m.type === 'component' ? m.component : null;
  return (
    <li
      className={`rcw-message ${client ? 'rcw-message-client' : 'rcw-message-response'}${
        Custom ? ' rcw-component-message' : ''
      }${m.unread ? ' rcw-unread' : ''}`}
    >
      {avatar && <img src={avatar} className={`rcw-avatar${client ? ' rcw-avatar-client' : ''}`} alt="" />}
      <div className={client ? 'rcw-client' : Custom ? 'rcw-component' : 'rcw-response'}>
        <span className="rcw-sr-only">{client ? labels.client : labels.response}: </span>
        {m.type === 'text' && <div className="rcw-message-text" dangerouslySetInnerHTML={html} />}
        {m.type === 'snippet' && <Snippet message={m} linkText={snippetLinkText} />}
        {Custom && m.type === 'component' && <Custom {...m.props} />}
        {showTimeStamp && !Custom && (
          <time className="rcw-timestamp" dateTime={m.timestamp.toISOString()}>
            {formatTime(m.timestamp, timeFormat)}
          </time>
        )}
      </div>
    </li>
  );
});

export function MessageList({
  messages,
  ...rest
}: Omit<MessageProps, 'message'> & { messages: readonly ChatMessage[] }) {
  return (
    <ol className="rcw-messages-list">
      {messages.map((m) => (
        <MessageItem key={m.key} message={m} {...rest} />
      ))}
    </ol>
  );
}

/** What the live region says for a new response message. */
export const describeMessage = (m: ChatMessage, labels: WidgetLabels): string =>
  m.type === 'text'
    ? htmlToText(renderMarkdown(m.text))
    : m.type === 'snippet'
      ? `${m.title} ${m.link}`
      : labels.newMessage;
