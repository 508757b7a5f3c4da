import type { AnchorHTMLAttributes } from 'react';

/**
 * Unit tests render components outside a Docusaurus app, where @docusaurus/Link has no router:
 * vitest.config.ts aliases it to this plain anchor.
 */
export default function Link({ to, href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string }) {
  return <a href={to ?? href} {...props} />;
}
