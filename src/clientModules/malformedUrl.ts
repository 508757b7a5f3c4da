/**
 * A URL with broken percent-encoding (e.g. /efr/%E0%A4%A) makes the client router throw "URI
 * malformed" while it matches routes. Such a path is rewritten so that its '%' signs are literal:
 * the router then matches nothing and shows the not-found page. This happens before the app starts
 * (a URL typed or linked from elsewhere) and before the router reads the location on each history
 * traversal (back/forward, or a `popstate` that another script dispatches after its own
 * `pushState`). The router decodes the repaired path once more, and Docusaurus's route preloading
 * then meets the raw path: patches/@docusaurus+core+3.10.2.patch makes it match that path as it is.
 */
export function repairPath(pathname: string): string | null {
  try {
    decodeURI(pathname);
    return null;
  } catch {
    return pathname.replace(/%/g, '%25');
  }
}

function repairLocation(): void {
  const repaired = repairPath(window.location.pathname);
  if (repaired)
    window.history.replaceState(
      window.history.state,
      '',
      `${repaired}${window.location.search}${window.location.hash}`,
    );
}

if (typeof window !== 'undefined') {
  repairLocation();
  // Capture phase: runs before the router's own popstate listener reads window.location.
  window.addEventListener('popstate', repairLocation, { capture: true });
}
