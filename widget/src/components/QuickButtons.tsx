import { useState } from 'react';
import type { QuickButton } from '../types';

interface QuickButtonsProps {
  buttons: readonly QuickButton[];
  onClick?: (value: string | number) => void;
}

/**
 * The quick reply buttons. A click toggles the button's `active` class and `aria-pressed`; a new
 * set of buttons starts with none pressed.
 */
export function QuickButtons({ buttons, onClick }: QuickButtonsProps) {
  const [active, setActive] = useState<{ list: readonly QuickButton[]; on: number[] }>({ list: buttons, on: [] });
  const pressed = active.list === buttons ? active.on : [];
  if (!buttons.length) return null;

  const toggle = (index: number, value: string | number) => {
    setActive({
      list: buttons,
      on: pressed.includes(index) ? pressed.filter((i) => i !== index) : [...pressed, index],
    });
    onClick?.(value);
  };

  return (
    <ul className="rcw-quick-buttons">
      {buttons.map((b, i) => (
        <li key={`${i}-${b.value}`} className="rcw-quick-list-button">
          <button
            type="button"
            className={`rcw-quick-button${pressed.includes(i) ? ' active' : ''}`}
            aria-pressed={pressed.includes(i)}
            onClick={() => toggle(i, b.value)}
          >
            {b.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
