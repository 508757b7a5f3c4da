import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './search.css';

/**
 * The navbar's search button, with DocSearch's markup and styles, but without DocSearch's code:
 * that is loaded when the dialog opens.
 */
const SearchButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function SearchButton(props, ref) {
    // The server renders "Ctrl"; after hydration Apple devices show "⌘".
    const isBrowser = useIsBrowser();
    const modifier = isBrowser && /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl';
    return (
      // No aria-label: the accessible name is the visible "Search" (the key hints are hidden from
      // assistive technology and announced through aria-keyshortcuts instead), so the name matches
      // what sighted voice-control users read on the button.
      <button
        type="button"
        className="DocSearch DocSearch-Button"
        aria-keyshortcuts="Control+K Meta+K /"
        ref={ref}
        {...props}
      >
        <span className="DocSearch-Button-Container">
          <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
            <path
              d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
              stroke="currentColor"
              fill="none"
              fillRule="evenodd"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="DocSearch-Button-Placeholder">Search</span>
        </span>
        <span className="DocSearch-Button-Keys" aria-hidden="true">
          <kbd className="DocSearch-Button-Key">{modifier}</kbd>
          <kbd className="DocSearch-Button-Key">K</kbd>
        </span>
      </button>
    );
  },
);

export default SearchButton;
