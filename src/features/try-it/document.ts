/**
 * The OpenAPI description, fetched once per page view when the first Try it panel opens (the
 * panels of one page share it) and never before: the description is not part of any page's
 * JavaScript. A failed fetch is forgotten, so opening a panel again retries.
 */
let pending: { url: string; document: Promise<unknown> } | undefined;

export function loadDocument(
  url: string,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<unknown> {
  if (pending?.url === url) return pending.document;
  const document = fetchImpl(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return (await response.json()) as unknown;
  });
  pending = { url, document };
  document.catch(() => {
    if (pending?.document === document) pending = undefined;
  });
  return document;
}
