// Why: the stock link focuses <main> through a temporary tabindex that it removes at once; current
// Chromium then drops the focus back to <body> (the focus fix-up rule), so "Skip to main content"
// does nothing for keyboard users, and neither does the focus reset after a navigation. Replacement
// (not a wrap: the focus handling is inside theme-common's SkipToContentLink), tracking
// @docusaurus/theme-classic 3.10 SkipToContent and theme-common's skipToContentUtils: the same
// markup, label, styles and behaviour, with tabindex kept until the element loses the focus.
import { useCallback, useRef } from 'react';
import { useHistory } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { SkipToContentFallbackId } from '@docusaurus/theme-common';
import { useLocationChange } from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

function skipTarget(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
}

/** Focuses an element that is not focusable by itself, and keeps it focusable until it is left. */
export function programmaticFocus(element: HTMLElement): void {
  element.setAttribute('tabindex', '-1');
  element.focus();
  element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
}

const label = translate({
  id: 'theme.common.skipToMainContent',
  description:
    'The skip to content label used for accessibility, allowing to rapidly navigate to main content with keyboard tab/enter navigation',
  message: 'Skip to main content',
});

export default function SkipToContent(): React.ReactElement {
  const container = useRef<HTMLDivElement>(null);
  const { action } = useHistory();
  const onClick = useCallback((event: React.MouseEvent) => {
    event.preventDefault();
    const target = skipTarget();
    if (target) programmaticFocus(target);
  }, []);
  // After a navigation the focus starts again at the top of the page, as with a page load.
  useLocationChange(({ location }) => {
    if (container.current && !location.hash && action === 'PUSH') programmaticFocus(container.current);
  });
  return (
    <div ref={container} role="region" aria-label={label}>
      {/* A plain anchor, as upstream's: the fallback href works before the app has started, and Link
          would hand this fragment to the broken-anchor check, which never sees the fallback id. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links -- see above */}
      <a className={styles.skipToContent} href={`#${SkipToContentFallbackId}`} onClick={onClick}>
        {label}
      </a>
    </div>
  );
}
