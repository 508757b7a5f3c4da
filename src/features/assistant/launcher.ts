/**
 * What the assistant's launchers share: whether the panel is open, and who opens or closes it.
 *
 * Two launchers exist (src/components/DocsAssistant): the floating one in the corner on wide
 * screens, and a button in the navbar below 997 px, where a floating button would cover the text
 * of a full-width column. The navbar button lives in another part of the React tree and exists
 * before the widget's code has loaded, so the two meet here rather than through props.
 *
 * - Whoever can open the panel registers its toggle: the stand-in launcher until the widget has
 *   loaded, then the widget itself. Only the latest registration is used.
 * - The widget reports its open state, so the navbar button's name and `aria-expanded` follow.
 * - Closing the panel returns focus to the launcher that opened it when the widget cannot (its own
 *   launcher is hidden on narrow screens).
 */

type Listener = () => void;

let open = false;
let toggleHandler: (() => void) | undefined;
let opener: HTMLElement | null = null;
const listeners = new Set<Listener>();

/** Whether the panel is open (for `useSyncExternalStore`). */
export function isAssistantOpen(): boolean {
  return open;
}

/** The server render: the panel is closed. */
export function isAssistantOpenOnServer(): boolean {
  return false;
}

export function subscribeAssistant(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Called by the widget when its panel opens or closes. */
export function setAssistantOpen(value: boolean): void {
  if (value === open) return;
  open = value;
  listeners.forEach((listener) => listener());
  if (!value) returnFocus();
}

/** Registers the function that opens or closes the panel; returns the unregistration. */
export function registerAssistantToggle(handler: () => void): () => void {
  toggleHandler = handler;
  return () => {
    if (toggleHandler === handler) toggleHandler = undefined;
  };
}

/** Opens or closes the panel; `from` is the button pressed, to which focus returns on closing. */
export function toggleAssistant(from?: HTMLElement | null): void {
  if (!open && from) opener = from;
  toggleHandler?.();
}

/**
 * After the widget has handled its own focus (an effect that runs after the change), focus the
 * button that opened the panel if the focus was left nowhere: on the page's body, or inside the
 * panel that is now hidden. A hidden or removed opener is left alone.
 */
function returnFocus(): void {
  const target = opener;
  opener = null;
  if (!target || typeof window === 'undefined') return;
  window.setTimeout(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body || !(active as HTMLElement).checkVisibility?.();
    if (lost && target.isConnected && target.checkVisibility?.()) target.focus();
  }, 0);
}
