import React, { useRef, type ComponentProps, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { docusaurusGlobal } from '@site/src/clientModules/docusaurusGlobal';

type Props = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

/**
 * A link to a page of this site that navigates inside the app (react-router's `Link`, as
 * `@docusaurus/Link` renders) without prefetching the page's code when the link comes into view:
 * for links readers rarely follow, shown beside links they often do (the footer's, under "Next").
 * The page's code starts loading when a pointer enters the link or a finger touches it, as with
 * `@docusaurus/Link` (once per link, as there); the navigation itself waits for it as for any other
 * link.
 */
export function PageLink({ to, onMouseEnter, onTouchStart, ...props }: Props): ReactNode {
  const preloaded = useRef(false);
  const preload = () => {
    if (preloaded.current) return;
    preloaded.current = true;
    void docusaurusGlobal()?.preload(to);
  };
  return (
    <Link
      to={to}
      onMouseEnter={(event) => {
        preload();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        preload();
        onTouchStart?.(event);
      }}
      {...props}
    />
  );
}
