import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { initialLayout, lockPageScroll, minSide, zoomIn, zoomOut, type PreviewLayout } from '../dom';
import type { ImagePreview, WidgetLabels } from '../types';

interface PreviewerProps {
  preview: ImagePreview;
  zoomStep: number;
  labels: WidgetLabels;
  onClose: () => void;
  /** Called with the image's own size when it was unknown when the previewer opened. */
  onMeasured: (width: number, height: number) => void;
}

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** Full-screen image overlay: a modal dialog with close, zoom in, zoom out and reset. */
export function Previewer({ preview, zoomStep, labels, onClose, onMeasured }: PreviewerProps) {
  const root = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [view, setView] = useState<{ vw: number; vh: number; initial: PreviewLayout; layout: PreviewLayout }>();

  // While open: page scroll hidden, focus on the close button.
  useEffect(() => {
    const unlock = lockPageScroll(root.current!.ownerDocument);
    closeButton.current?.focus();
    return unlock;
  }, []);

  // Initial layout from the image size and the viewport; recomputed when either changes.
  useEffect(() => {
    const win = root.current!.ownerDocument.defaultView!;
    const measure = () => {
      const vw = win.innerWidth;
      const vh = win.innerHeight;
      const initial = initialLayout(preview.width, preview.height, vw, vh);
      setView({ vw, vh, initial, layout: initial });
    };
    measure();
    win.addEventListener('resize', measure);
    return () => win.removeEventListener('resize', measure);
  }, [preview.src, preview.width, preview.height]);

  const update = (fn: (l: PreviewLayout) => PreviewLayout) => setView((v) => v && { ...v, layout: fn(v.layout) });
  const atMin =
    !!view &&
    (view.layout.fit === 'width' ? view.layout.width : view.layout.height) <= minSide(view.layout, view.vw, view.vh);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
    } else if (e.key === 'Tab') {
      // Modal: keep focus on the previewer's own buttons.
      const buttons = Array.from(root.current!.querySelectorAll<HTMLButtonElement>('button'));
      const active = (root.current!.getRootNode() as Document | ShadowRoot).activeElement;
      const index = buttons.indexOf(active as HTMLButtonElement);
      const next = e.shiftKey ? (index <= 0 ? buttons.length - 1 : index - 1) : (index + 1) % buttons.length;
      e.preventDefault();
      buttons[next]?.focus();
    }
  };

  const layout = view?.layout;
  return (
    <div
      ref={root}
      className="rcw-previewer-container"
      role="dialog"
      aria-modal="true"
      aria-label={labels.previewDialog}
      onKeyDown={onKeyDown}
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="rcw-previewer-stage" onClick={(e) => e.target === e.currentTarget && onClose()}>
        <img
          className="rcw-previewer-image"
          src={preview.src}
          alt={preview.alt}
          style={layout ? { width: layout.width, height: layout.height || 'auto' } : undefined}
          onLoad={(e) => {
            const img = e.currentTarget;
            if (!preview.width && img.naturalWidth) onMeasured(img.naturalWidth, img.naturalHeight);
          }}
        />
      </div>
      <div className="rcw-previewer-controls">
        <button
          type="button"
          ref={closeButton}
          className="rcw-previewer-button"
          aria-label={labels.previewClose}
          title={labels.previewClose}
          onClick={onClose}
        >
          {icon('M6 6l12 12M18 6L6 18')}
        </button>
        <button
          type="button"
          className="rcw-previewer-button"
          aria-label={labels.zoomIn}
          title={labels.zoomIn}
          onClick={() => update((l) => zoomIn(l, zoomStep))}
        >
          {icon('M12 5v14M5 12h14')}
        </button>
        <button
          type="button"
          className="rcw-previewer-button"
          aria-label={labels.zoomOut}
          title={labels.zoomOut}
          aria-disabled={atMin}
          onClick={() => update((l) => (view ? zoomOut(l, zoomStep, view.vw, view.vh) : l))}
        >
          {icon('M5 12h14')}
        </button>
        <button
          type="button"
          className="rcw-previewer-button"
          aria-label={labels.zoomReset}
          title={labels.zoomReset}
          onClick={() => update(() => view!.initial)}
        >
          {icon('M4 12a8 8 0 1 0 3-6.2M4 4v4h4')}
        </button>
      </div>
    </div>
  );
}
