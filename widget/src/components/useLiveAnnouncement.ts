import { useEffect, useRef, useState } from 'react';
import type { ChatMessage, WidgetLabels } from '../types';
import { describeMessage } from './Messages';

/**
 * The text of the polite live region: new replies, link cards and components, never the user's
 * own messages. Messages already there when the widget mounts are not announced.
 */
export function useLiveAnnouncement(messages: readonly ChatMessage[], labels: WidgetLabels): string {
  const [announcement, setAnnouncement] = useState('');
  const lastKey = useRef<number | null>(null);

  useEffect(() => {
    const latest = messages.length ? messages[messages.length - 1].key : 0;
    const previous = lastKey.current;
    lastKey.current = Math.max(previous ?? 0, latest);
    if (previous === null) return;
    const fresh = messages.filter((m) => m.key > previous && m.sender === 'response');
    if (!fresh.length) return;
    const text = fresh.map((m) => describeMessage(m, labels)).join(' ');
    // Repeat the same text with a trailing no-break space so it is announced again.
    setAnnouncement((prev) => (prev === text ? `${text}\u00a0` : text));
    // labels only shape the text; new messages are what triggers an announcement.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [messages]);

  return announcement;
}
