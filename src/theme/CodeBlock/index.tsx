// Replacement of @docusaurus/theme-classic's CodeBlock (3.10), the same but for one line: upstream
// remounts every code block once the app has started (`key={String(isBrowser)}`), which highlights
// it a second time and rebuilds its DOM: on /efr/api, a third of the main thread's start-up work on
// a phone. The remount dates from when the colour mode was read during hydration; since
// facebook/docusaurus#7986 the colour mode starts at the default on the first render and changes
// in an effect, an ordinary update that restyles the tokens without a remount.
import { Children, isValidElement, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Upstream's: plain string children joined, so the block can be copied; elements kept as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
