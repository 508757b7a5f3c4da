import type { AnchorHTMLAttributes } from 'react';

/**
 * Unit tests render components outside a Docusaurus app, where @docusaurus/Link has no router:
 * vitest.config.ts aliases it to this plain anchor.
 */
export default function Link({ to, href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string }) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content comes with the spread props, as in Docusaurus's own Link
  return <a href={to ?? href} {...props} />;
}
