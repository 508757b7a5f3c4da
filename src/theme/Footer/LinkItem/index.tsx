/**
 * Replacement of `@docusaurus/theme-classic` `Footer/LinkItem` (3.10): a footer link to a page of
 * the site navigates inside the app, as upstream's does, but does not prefetch that page's code when
 * it comes into view. Scrolling to the end of a page brings the "Next" link and seven footer links
 * into view at once; their prefetches (a route match and a `<link>` per chunk, 5–20 ms each on a
 * phone) filled the idle time in which a reader's tap on "Next" then waited. The code still loads
 * from the reader's touch or pointer on the link, as with upstream's links. External links, and
 * the markup, are upstream's.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import isInternalUrl from '@docusaurus/isInternalUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type { Props } from '@theme/Footer/LinkItem';
import { PageLink } from '@site/src/components/PageLink';

export default function FooterLinkItem({ item }: Props): ReactNode {
  const { to, href, label, prependBaseUrlToHref, className, ...props } = item;
  const toUrl = useBaseUrl(to);
  const normalizedHref = useBaseUrl(href, { forcePrependBaseUrl: true });
  const brokenLinks = useBrokenLinks();
  const classes = clsx('footer__link-item', className);
  if (!href) {
    brokenLinks.collectLink(toUrl);
    return (
      <PageLink className={classes} to={toUrl} {...props}>
        {label}
      </PageLink>
    );
  }
  return (
    <Link className={classes} href={prependBaseUrlToHref ? normalizedHref : href} {...props}>
      {label}
      {!isInternalUrl(href) && <IconExternalLink />}
    </Link>
  );
}
