import { useEffect, useRef, useState, type ButtonHTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { lockPageScroll } from '../dom/pageScrollLock';
import { initialLayout, minSide, zoomIn, zoomOut, type PreviewLayout } from '../previewLayout';
import type { ImagePreview, WidgetLabels } from '../types';
import { icon } from './icons';

interface PreviewerProps {
  preview: ImagePreview;
  zoomStep: number;
  labels: WidgetLabels;
  onClose: () => void;
  /** Called with the image's own size when it was unknown when the previewer opened. */
  onMeasured: (width: number, height: number) => void;
}

/** One of the previewer's buttons: an icon, named by its label. */
const control = (
  label: string,
  d: string,
  onClick: () => void,
  extra?: ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> },
) => (
  <button type="button" className="rcw-previewer-button" aria-label={label} title={label} onClick={onClick} {...extra}>
    {icon(d, { size: 20, stroke: true })}
  </button>
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
  // Escape closes the dialog and Tab stays inside, as the ARIA dialog pattern asks (the rule allows
  // key handlers on <dialog> only); a click on the backdrop is the pointer's shortcut for Close.
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <div
      ref={root}
      className="rcw-previewer-container"
      role="dialog"
      aria-modal="true"
      aria-label={labels.previewDialog}
      onKeyDown={onKeyDown}
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the backdrop again: keyboards close with Escape or the Close button */}
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
        {control(labels.previewClose, 'M6 6l12 12M18 6L6 18', onClose, { ref: closeButton })}
        {control(labels.zoomIn, 'M12 5v14M5 12h14', () => update((l) => zoomIn(l, zoomStep)))}
        {control(labels.zoomOut, 'M5 12h14', () => update((l) => (view ? zoomOut(l, zoomStep, view.vw, view.vh) : l)), {
          'aria-disabled': atMin,
        })}
        {control(labels.zoomReset, 'M4 12a8 8 0 1 0 3-6.2M4 4v4h4', () => update(() => view!.initial))}
      </div>
    </div>
  );
}
