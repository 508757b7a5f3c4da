/** Longest query taken from a path: DocSearch seeds the dialog with up to 64 characters too. */
const MAX_LENGTH = 64;

/**
 * The words of a path that leads nowhere, as a search query for the not-found page:
 * "/efr/DE/fiscl" → "efr DE fiscl", "/faq/Countries/AustriaFAQs.html" → "faq Countries AustriaFAQs".
 * Separators (/ - _ . +) become spaces, a final .html or index is dropped, and a malformed
 * percent-encoding is kept as written rather than thrown on.
 */
export function queryFromPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Kept as written: the page still offers the search box.
  }
  const words = path
    .replace(/(\/index)?\.html?$/i, '')
    .split(/[\s/\-_.+]+/)
    .filter(Boolean);
  let query = '';
  for (const word of words) {
    const next = query ? `${query} ${word}` : word;
    if (next.length > MAX_LENGTH) break;
    query = next;
  }
  return query;
}
