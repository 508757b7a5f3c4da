/** Icon paths on a 24 × 24 grid. */
export const CHAT_ICON = 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2zm3 5v2h10V9zm0 4v2h7v-2z';
export const CLOSE_ICON =
  'M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z';
export const SEND_ICON = 'M3 20.5 21 12 3 3.5l.01 6.6L15 12 3.01 13.9z';

interface IconOptions {
  className?: string;
  /** Width and height in CSS pixels. */
  size?: number;
  /** Draw the path as a 2 px line instead of filling it. */
  stroke?: boolean;
}

/** An inline icon, hidden from assistive technology: the control around it carries the name. */
export const icon = (d: string, { className, size = 24, stroke = false }: IconOptions = {}) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className={className}>
    {stroke ? (
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    ) : (
      <path d={d} fill="currentColor" />
    )}
  </svg>
);
