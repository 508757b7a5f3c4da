import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { DialogModule } from '@site/src/features/search/loadDialog';
import { useDialogAfterPaint } from '@site/src/features/search/useDialogAfterPaint';
import hidden from '@site/src/css/visuallyHidden.module.css';

interface Props {
  /** A key typed on the search button; otherwise the selected text of the page, as DocSearch does. */
  initialQuery?: string;
  /** DocSearch's magnifier: the search button's own (src/features/search/SearchIcon.tsx). */
  icon: ReactNode;
  /** The box's text, on every change (and once opened), so the dialog starts with it. */
  onQueryChange: (query: string) => void;
  /** DocSearch's dialog, asked for once the frame has painted, to replace the frame. */
  onDialogLoaded: (module: DialogModule) => void;
  onDialogFailed: (error: unknown) => void;
  onClose: () => void;
}

/**
 * The search dialog's frame, drawn on the tap while DocSearch's dialog loads and renders (about
 * 150 ms on a phone at 4x CPU), then replaced by it: DocSearch's classes and its search box, so
 * nothing moves when it takes over. Escape closes it (useSearchShortcuts), as do Cancel and a
 * press on the backdrop.
 */
export default function SearchDialogShell({
  initialQuery,
  icon,
  onQueryChange,
  onDialogLoaded,
  onDialogFailed,
  onClose,
}: Props): React.ReactElement {
  const input = useRef<HTMLInputElement>(null);
  // DocSearch starts with the selected text (up to its 64 characters) and selects it in the box.
  const [seed] = useState(() => {
    const selected = window.getSelection()?.toString().slice(0, 64) ?? '';
    return { query: initialQuery || selected, fromSelection: !initialQuery && selected !== '' };
  });
  useLayoutEffect(() => {
    const box = input.current!;
    // Before the focus, which brings the page's style up to date: one recalculation, not two.
    document.body.classList.add('DocSearch--active');
    box.focus();
    if (seed.fromSelection) box.select();
    onQueryChange(seed.query);
    return () => {
      document.body.classList.remove('DocSearch--active');
      // Replaced by DocSearch's dialog (closing moves the focus to the search button first): its
      // box takes over the focus and the selection once React has put it in the page, before any
      // further keystroke (a microtask). DocSearch would focus it only after paint.
      if (document.activeElement !== box) return;
      const { selectionStart, selectionEnd } = box;
      queueMicrotask(() => {
        const next = document.getElementById('docsearch-input');
        if (!(next instanceof HTMLInputElement) || next === box) return;
        next.focus();
        next.setSelectionRange(selectionStart, selectionEnd);
      });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the frame opens
  }, []);
  useDialogAfterPaint(onDialogLoaded, onDialogFailed);
  return createPortal(
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a press on the backdrop closes, as in DocSearch; keyboard users close with Escape
    <div
      className="DocSearch DocSearch-Container search-dialog-frame"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        className="DocSearch-Modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="docsearch-label"
        style={{ '--docsearch-vh': `${window.innerHeight / 100}px` } as React.CSSProperties}
      >
        <header className="DocSearch-SearchBar">
          <form className="DocSearch-Form" onSubmit={(event) => event.preventDefault()}>
            <label className="DocSearch-MagnifierLabel" htmlFor="docsearch-input" id="docsearch-label">
              {icon}
              <span className={`DocSearch-VisuallyHiddenForAccessibility ${hidden.visuallyHidden}`}>Search</span>
            </label>
            <input
              ref={input}
              id="docsearch-input"
              className="DocSearch-Input"
              type="search"
              defaultValue={seed.query}
              placeholder="Search docs"
              maxLength={64}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              enterKeyHint="search"
              spellCheck={false}
              onChange={(event) => onQueryChange(event.currentTarget.value)}
            />
          </form>
          <button type="button" className="DocSearch-Cancel" onClick={onClose}>
            Cancel
          </button>
        </header>
        {/* DocSearch's start screen and footer, empty: the frame is as tall as the dialog. */}
        <div className="DocSearch-Dropdown">
          <div className="DocSearch-StartScreen">
            <p className="DocSearch-Help">{'\u00a0'}</p>
          </div>
        </div>
        <div className="DocSearch-Footer" />
      </div>
    </div>,
    document.body,
  );
}
