import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import Heading from '@theme/Heading';
import ScrollRegion, { headingBefore } from '@site/src/components/ScrollRegion';
import type { DiagramSize } from '@site/src/features/diagrams/estimateSize';
import styles from './styles.module.css';

interface Props {
  /** The diagram's frame in the page: the heading above it names the dialog. */
  frame: RefObject<HTMLElement | null>;
  /** The diagram's natural size, at which the dialog shows it. */
  size: DiagramSize;
  /** Draws the diagram anew for the dialog (its own ids, the colour mode's colours). */
  draw: () => ReactNode;
}

/**
 * "Open full size" for a diagram wider than the column, and the dialog it opens: a native modal
 * <dialog> (the page behind is inert, Escape closes it, focus starts on Close) showing the diagram
 * at its natural size; where the window is smaller, the dialog scrolls down and the diagram sideways
 * (a ScrollRegion, with its cue and keyboard access). Focus returns to the button. The
 * dialog is rendered into <body> only while open, so the page holds one drawing of the diagram.
 */
export default function FullSize({ frame, size, draw }: Props): ReactNode {
  const [open, setOpen] = useState(false);
  // Rendered once the diagram is drawn and found wider than the column, so the frame is there.
  const [name] = useState(() => {
    const heading = frame.current ? headingBefore(frame.current) : undefined;
    return heading ? `Diagram: ${heading}` : 'Diagram';
  });
  const opener = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [open]);

  const onClose = () => {
    setOpen(false);
    opener.current?.focus();
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="button button--sm button--outline button--primary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Open full size<span className={styles.srOnly}> ({name})</span>
      </button>
      {open &&
        createPortal(
          <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
            <div className={styles.dialogHeader}>
              {/* The id is on a wrapper: with an id, Heading adds a direct link to itself. */}
              <div id={titleId}>
                <Heading as="h2" className={styles.dialogTitle}>
                  {name}
                </Heading>
              </div>
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={() => dialog.current?.close()}
              >
                Close
              </button>
            </div>
            <ScrollRegion label={`${name}, scrollable`}>
              <div className={styles.fullSize} style={{ width: size.width, minHeight: size.height }}>
                {draw()}
              </div>
            </ScrollRegion>
          </dialog>,
          document.body,
        )}
    </>
  );
}
