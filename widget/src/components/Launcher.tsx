import type { ReactNode, RefObject } from 'react';
import { CHAT_ICON, CLOSE_ICON, icon } from './icons';

interface LauncherProps {
  open: boolean;
  /** The panel's id, for `aria-controls`. */
  chatId: string;
  openLabel: string;
  closeLabel: string;
  openImg: string;
  closeImg: string;
  /** Unread messages to show on the badge; 0 hides it. */
  badge: number;
  unreadLabel: (count: number) => string;
  onToggle: () => void;
  /** The host's own launcher (the `launcher` prop), given the toggle function. */
  custom?: (toggle: () => void) => ReactNode;
  /** Receives the launcher element, to which focus returns when the panel closes. */
  elementRef: RefObject<HTMLElement | null>;
}

/**
 * The button that opens and closes the panel. Its name says what a press does ("Open chat" while
 * closed, "Close chat" while open); the badge number is hidden from assistive technology and
 * replaced by text ("3 unread messages").
 */
export function Launcher(props: LauncherProps) {
  const { open, elementRef, onToggle } = props;
  const setRef = (el: HTMLElement | null) => void (elementRef.current = el);
  if (props.custom) {
    return (
      <div className="rcw-custom-launcher" ref={setRef}>
        {props.custom(onToggle)}
      </div>
    );
  }
  const label = open ? props.closeLabel : props.openLabel;
  const img = open ? props.closeImg : props.openImg;
  const imgClass = open ? 'rcw-close-launcher' : 'rcw-open-launcher';
  return (
    <button
      type="button"
      ref={setRef}
      className={`rcw-launcher${open ? ' rcw-hide-sm' : ''}`}
      onClick={onToggle}
      aria-controls={props.chatId}
      aria-expanded={open}
      title={label}
    >
      {img ? (
        <img src={img} alt="" className={imgClass} />
      ) : (
        icon(open ? CLOSE_ICON : CHAT_ICON, { className: imgClass })
      )}
      <span className="rcw-sr-only">{label}</span>
      {props.badge > 0 && (
        <>
          <span className="rcw-badge" aria-hidden="true">
            {props.badge > 99 ? '99+' : props.badge}
          </span>
          <span className="rcw-sr-only">{props.unreadLabel(props.badge)}</span>
        </>
      )}
    </button>
  );
}
