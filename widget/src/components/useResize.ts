import { useEffect, useRef, useState, type HTMLAttributes, type RefObject } from 'react';

/** Width limits of a resizable panel, in CSS pixels. */
export const MIN_WIDTH = 280;
const RESIZE_STEP = 24;

/**
 * The width of a resizable panel and the props of its handle: a focusable `separator` that
 * reports the width and changes it when its edge is dragged or with the arrow keys. The panel is
 * anchored on the right, so moving the edge to the left widens it. Widths stay between MIN_WIDTH
 * and the viewport width less 16 px; `width` is undefined until the reader resizes.
 */
export function useResize(panelRef: RefObject<HTMLElement | null>, resizable: boolean, open: boolean, label: string) {
  const [width, setWidth] = useState<number>();
  const [measured, setMeasured] = useState(MIN_WIDTH);
  const drag = useRef<{ x: number; width: number } | null>(null);

  // The handle reports the panel's width: observed while the panel is shown (hidden, it has none).
  useEffect(() => {
    const el = panelRef.current;
    const Observer = el?.ownerDocument.defaultView?.ResizeObserver;
    if (!resizable || !open || !el || !Observer) return;
    const observer = new Observer(() => {
      const w = el.getBoundingClientRect().width;
      if (w) setMeasured(Math.round(w));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [panelRef, resizable, open]);

  const clamp = (w: number) => {
    const max = (panelRef.current?.ownerDocument.defaultView?.innerWidth ?? 1e4) - 16;
    return Math.round(Math.max(MIN_WIDTH, Math.min(max, w)));
  };
  const current = () => width ?? (panelRef.current?.getBoundingClientRect().width || measured);
  const stop = () => void (drag.current = null);

  const handle: HTMLAttributes<HTMLDivElement> = {
    role: 'separator',
    'aria-orientation': 'vertical',
    'aria-label': label,
    'aria-valuenow': width ?? measured,
    'aria-valuemin': MIN_WIDTH,
    tabIndex: 0,
    onPointerDown(e) {
      drag.current = { x: e.clientX, width: current() };
      e.currentTarget.setPointerCapture?.(e.pointerId);
    },
    onPointerMove(e) {
      if (drag.current) setWidth(clamp(drag.current.width + drag.current.x - e.clientX));
    },
    onPointerUp: stop,
    onPointerCancel: stop,
    onKeyDown(e) {
      const delta = e.key === 'ArrowLeft' ? RESIZE_STEP : e.key === 'ArrowRight' ? -RESIZE_STEP : 0;
      if (!delta) return;
      e.preventDefault();
      setWidth(clamp(current() + delta));
    },
  };
  return { width, handle };
}
