import { useSyncExternalStore } from 'react';
import clsx from 'clsx';
import {
  isAssistantOpen,
  isAssistantOpenOnServer,
  subscribeAssistant,
  toggleAssistant,
} from '@site/src/features/assistant/launcher';
import { ChatIcon } from './ChatIcon';
import styles from './styles.module.css';

interface Props {
  /** Set when rendered in the mobile menu, where it has no place: the button stays in the bar. */
  mobile?: boolean;
}

/**
 * The assistant's launcher in the navbar (navbar item type `custom-assistant`), shown below
 * 997 px only: there the text column spans the screen and a floating launcher would cover it.
 * Wider screens use the floating launcher of ./index.tsx.
 */
export default function AssistantNavbarButton({ mobile }: Props): React.ReactElement | null {
  const open = useSyncExternalStore(subscribeAssistant, isAssistantOpen, isAssistantOpenOnServer);
  if (mobile) return null;
  const label = open ? 'Close chat' : 'Open chat';
  return (
    <div className={clsx('navbar__item', styles.navbarItem)}>
      <button
        type="button"
        className={clsx('clean-btn', styles.navbarButton)}
        aria-expanded={open}
        aria-label={label}
        title={label}
        onClick={(event) => toggleAssistant(event.currentTarget)}
      >
        <ChatIcon size={22} />
      </button>
    </div>
  );
}
