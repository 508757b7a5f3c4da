import type { RefObject } from 'react';
import type { Settings } from '../props';
import { CHAT_ICON, CLOSE_ICON, icon } from './icons';

/**
 * The props the launcher takes as they are (`chatId` for `aria-controls`; `launcher`, the host's
 * own launcher, given the toggle function).
 */
export const launcherSettings = [
  'chatId',
  'launcherOpenLabel',
  'launcherCloseLabel',
  'launcherOpenImg',
  'launcherCloseImg',
  'launcher',
] as const;

interface LauncherProps extends Pick<Settings, (typeof launcherSettings)[number]> {
  open: boolean;
  /** Unread messages to show on the badge; 0 hides it. */
  badge: number;
  unreadLabel: (count: number) => string;
  onToggle: () => void;
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
  if (props.launcher) {
    return (
      <div className="rcw-custom-launcher" ref={setRef}>
        {props.launcher(onToggle)}
      </div>
    );
  }
  const label = open ? props.launcherCloseLabel : props.launcherOpenLabel;
  const img = open ? props.launcherCloseImg : props.launcherOpenImg;
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
