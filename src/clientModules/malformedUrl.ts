/**
 * A URL with broken percent-encoding (e.g. /efr/%E0%A4%A) makes the client router throw "URI
 * malformed" while it matches routes. Before the app starts, such a path is rewritten so that its
 * '%' signs are literal: the router then matches nothing and shows the not-found page. (Client-side
 * navigations to such a path are handled by a patch of Docusaurus's route preloading, see
 * scripts/patch-dependencies.mjs.)
 */
export function repairPath(pathname: string): string | null {
  try {
    decodeURI(pathname);
    return null;
  } catch {
    return pathname.replace(/%/g, '%25');
  }
}

if (typeof window !== 'undefined') {
  const repaired = repairPath(window.location.pathname);
  if (repaired)
    window.history.replaceState(
      window.history.state,
      '',
      `${repaired}${window.location.search}${window.location.hash}`,
    );
}
