import { useEffect, useRef, useState } from 'react';
import type { Section } from '../../data/bill/types';
import { sectionName } from './sectionKinds';

export type Direction = 'up' | 'down';

/** The reader's edits of a layout: which sections are hidden, and in which order they stand. */
export interface SectionOrder {
  order: Section[];
  toggle: (id: string) => void;
  move: (id: string, direction: Direction) => void;
  reset: () => void;
  /** The ref of a row's move button, so that the focus can follow the row it moved. */
  moveButtonRef: (id: string, direction: Direction) => (button: HTMLButtonElement | null) => void;
}

/**
 * Holds the order and visibility of a layout's sections, and says each change through `announce`.
 * A new `sections` array starts a new layout.
 */
export function useSectionOrder(sections: Section[], announce: (message: string) => void): SectionOrder {
  const [order, setOrder] = useState(sections);
  const [orderBase, setOrderBase] = useState(sections);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<{ id: string; direction: Direction } | null>(null);

  // New layout props start a new layout (React's "adjust state when a prop changes" pattern).
  if (orderBase !== sections) {
    setOrderBase(sections);
    setOrder(sections);
  }

  // Moving a row re-inserts its DOM node, and a button at either end becomes disabled: keep the
  // keyboard focus on the row that moved, on whichever of its buttons is still usable.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const other = pending.direction === 'up' ? 'down' : 'up';
    const preferred = buttons.current.get(`${pending.id}|${pending.direction}`);
    const target = preferred && !preferred.disabled ? preferred : buttons.current.get(`${pending.id}|${other}`);
    target?.focus();
  });

  const toggle = (id: string) => {
    setOrder((current) => current.map((s) => (s.id === id ? { ...s, hidden: !s.hidden } : s)));
    const section = order.find((s) => s.id === id);
    if (section) announce(`${sectionName(section)} ${section.hidden ? 'shown' : 'hidden'}.`);
  };

  const move = (id: string, direction: Direction) => {
    const from = order.findIndex((s) => s.id === id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= order.length) return;
    const next = [...order];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    setOrder(next);
    pendingFocus.current = { id, direction };
    announce(`${sectionName(moved)} moved to position ${to + 1} of ${order.length}.`);
  };

  const reset = () => {
    setOrder(sections);
    announce('Layout reset to its original sections and order.');
  };

  const moveButtonRef = (id: string, direction: Direction) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(`${id}|${direction}`, button);
    else buttons.current.delete(`${id}|${direction}`);
  };

  return { order, toggle, move, reset, moveButtonRef };
}
