import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import SearchIcon from '@site/src/features/search/SearchIcon';
import styles from './styles.module.css';

/** The box's selection (or caret), which the dialog takes over with the text. */
export type SearchSelection = [start: number, end: number];

interface Props {
  /** A key typed on the search button; otherwise the selected text of the page, as DocSearch does. */
  initialQuery?: string;
  /** The box's text, on every change (and once opened), so the dialog starts with it. */
  onQueryChange: (query: string) => void;
  /** The box's selection, kept up to date for the same reason. */
  selection: RefObject<SearchSelection | null>;
  onClose: () => void;
}

/**
 * The search dialog's frame, drawn on the tap while DocSearch's code loads (about 150 ms on a phone
 * at first use), then replaced by the dialog itself: DocSearch's classes and its search box, so
 * nothing moves when it takes over. Escape closes it (useSearchShortcuts), as do Cancel and a
 * press on the backdrop.
 */
export default function SearchDialogShell({
  initialQuery,
  onQueryChange,
  selection,
  onClose,
}: Props): React.ReactElement {
  const input = useRef<HTMLInputElement>(null);
  // DocSearch starts with the selected text (up to its 64 characters) and selects it in the box.
  const [seed] = useState(() => {
    const selected = window.getSelection()?.toString().slice(0, 64) ?? '';
    return { query: initialQuery || selected, fromSelection: !initialQuery && selected !== '' };
  });
  const record = () => {
    const box = input.current;
    if (box) selection.current = [box.selectionStart ?? box.value.length, box.selectionEnd ?? box.value.length];
  };
  useLayoutEffect(() => {
    const box = input.current!;
    box.focus();
    if (seed.fromSelection) box.select();
    record();
    onQueryChange(seed.query);
    document.body.classList.add('DocSearch--active');
    return () => document.body.classList.remove('DocSearch--active');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the frame opens
  }, []);
  return createPortal(
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a press on the backdrop closes, as in DocSearch; keyboard users close with Escape
    <div
      className={`DocSearch DocSearch-Container ${styles.shell}`}
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
              <SearchIcon />
              <span className="DocSearch-VisuallyHiddenForAccessibility">Search</span>
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
              onChange={(event) => {
                record();
                onQueryChange(event.currentTarget.value);
              }}
              onSelect={record}
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
