import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './search.css';
// The search dialog's frame finds its styles here, beside the button's.
import '@site/src/components/SearchDialogShell/styles.css';
import SearchIcon from './SearchIcon';

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
          <SearchIcon />
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
