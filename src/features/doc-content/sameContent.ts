import { isValidElement, type ReactNode } from 'react';

/**
 * Whether a doc page's content is the same as at its last render: the page's MDX component,
 * rendered without props (`<MDXComponent />` in theme-classic's DocItem). DocItem makes that
 * element anew at every render, and it re-renders whenever the router's location changes: a tap on
 * a link to another page re-rendered the whole page being left (every paragraph, link and code
 * block of it, about 100 ms on a phone at 4× CPU) in the click's task, while the next page's code
 * was still loading. The same component without props renders the same content; what inside it
 * depends on a context (the colour mode, the location) still re-renders through that context.
 */
export function sameContent(previous: ReactNode, next: ReactNode): boolean {
  if (Object.is(previous, next)) return true;
  return (
    isValidElement(previous) &&
    isValidElement(next) &&
    previous.type === next.type &&
    previous.key === next.key &&
    Object.keys(previous.props as object).length === 0 &&
    Object.keys(next.props as object).length === 0
  );
}
