import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { WidgetLabels } from '../types';
import { icon, SEND_ICON } from './icons';

export const EMOJIS = [
  '\u{1F600}',
  '\u{1F602}',
  '\u{1F60A}',
  '\u{1F60D}',
  '\u{1F914}',
  '\u{1F60E}',
  '\u{1F622}',
  '\u{1F621}',
  '\u{1F44D}',
  '\u{1F44E}',
  '\u{1F44F}',
  '\u{1F64F}',
  '\u{1F44B}',
  '\u{1F389}',
  '\u2764\uFE0F',
  '\u{1F525}',
  '\u2705',
  '\u274C',
  '\u2B50',
  '\u{1F4A1}',
  '\u{1F4CE}',
  '\u{1F4C4}',
  '\u{1F9FE}',
  '\u{1F4B6}',
];

interface SenderProps {
  inputId: string;
  /** Receives the textarea element (the widget focuses it). */
  inputRef: (el: HTMLTextAreaElement | null) => void;
  placeholder: string;
  disabled: boolean;
  sendButtonAlt: string;
  emojis: boolean;
  labels: WidgetLabels;
  /** Returns true when the message was accepted (the input is then cleared). */
  onSend: (text: string) => boolean;
  onTextInputChange?: (event: ChangeEvent<HTMLTextAreaElement>) => void;
}

export function Sender({
  inputId,
  inputRef,
  placeholder,
  disabled,
  sendButtonAlt,
  emojis,
  labels,
  onSend,
  onTextInputChange,
}: SenderProps) {
  const [draft, setDraft] = useState('');
  const [picker, setPicker] = useState(false);
  const area = useRef<HTMLTextAreaElement | null>(null);
  const caret = useRef<number | null>(null);

  // Grow with the text up to the CSS max-height; put the caret back after an emoji insert.
  useEffect(() => {
    const el = area.current;
    if (!el) return;
    el.style.height = '';
    if (el.scrollHeight > el.clientHeight) el.style.height = `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`;
    if (caret.current !== null) {
      el.focus();
      el.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  }, [draft]);

  const send = () => {
    // Read the element, not the state: a key press right after typing may come before the
    // re-render that updates the state (Preact batches renders).
    const text = (area.current?.value ?? draft).trim();
    if (text && !disabled && onSend(text)) setDraft('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter keeps the default (a new line); never while an IME is composing.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing && e.keyCode !== 229) {
      e.preventDefault();
      send();
    }
  };

  const insert = (emoji: string) => {
    const el = area.current;
    const start = el?.selectionStart ?? draft.length;
    const end = el?.selectionEnd ?? start;
    caret.current = start + emoji.length;
    setDraft(draft.slice(0, start) + emoji + draft.slice(end));
    setPicker(false);
  };

  const setRefs = (el: HTMLTextAreaElement | null) => {
    area.current = el;
    inputRef(el);
  };

  return (
    <>
      {emojis && picker && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any of the group's buttons closes the picker and returns to the input
        <div
          id={`${inputId}-emojis`}
          className="rcw-emoji-picker"
          role="group"
          aria-label={labels.emojiPicker}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              setPicker(false);
              area.current?.focus();
            }
          }}
        >
          {EMOJIS.map((emoji) => (
            <button key={emoji} type="button" className="rcw-emoji" onClick={() => insert(emoji)}>
              {emoji}
            </button>
          ))}
        </div>
      )}
      <form
        className="rcw-sender"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        {emojis && (
          <button
            type="button"
            className="rcw-picker-btn"
            aria-label={labels.emojiPicker}
            title={labels.emojiPicker}
            aria-expanded={picker}
            aria-controls={`${inputId}-emojis`}
            disabled={disabled}
            onClick={() => setPicker(!picker)}
          >
            <span aria-hidden="true">{'\u{1F642}'}</span>
          </button>
        )}
        <label htmlFor={inputId} className="rcw-sr-only">
          {labels.input}
        </label>
        <textarea
          id={inputId}
          ref={setRefs}
          className="rcw-new-message"
          name="message"
          rows={1}
          placeholder={placeholder}
          disabled={disabled}
          value={draft}
          autoComplete="off"
          onChange={(e) => {
            setDraft(e.currentTarget.value);
            onTextInputChange?.(e);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="rcw-send" disabled={disabled} aria-label={sendButtonAlt} title={sendButtonAlt}>
          {icon(SEND_ICON, { size: 20, className: 'rcw-send-icon' })}
        </button>
      </form>
    </>
  );
}
