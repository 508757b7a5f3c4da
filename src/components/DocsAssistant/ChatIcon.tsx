const CHAT_ICON = 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2zm3 5v2h10V9zm0 4v2h7v-2z';

/** The speech bubble of the assistant's launchers (the widget's own launcher draws the same). */
export function ChatIcon({ size }: { size: number }): React.ReactElement {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={CHAT_ICON} fill="currentColor" />
    </svg>
  );
}
