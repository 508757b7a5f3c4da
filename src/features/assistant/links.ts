/** A link the assistant offers under a reply (a link snippet in the widget). */
export interface AssistantLink {
  title: string;
  url: string;
}

/**
 * The site path of a search hit's URL when it points into this site (the embedded index gives
 * absolute URLs on the page's origin; Algolia gives them on the production domain), otherwise
 * the URL as it is. `origins` are the origins that count as this site.
 */
export function toSiteUrl(url: string, origins: readonly string[]): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  return origins.includes(parsed.origin) ? `${parsed.pathname}${parsed.search}${parsed.hash}` : url;
}

/** True for a path inside the site ("/efr/api"), false for an absolute or protocol-relative URL. */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** Prefixes a site path ("efr/api" or "/efr/api") with the base URL ("/" or "/docs/"). */
export function withBase(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/?$/, '/')}${path.replace(/^\//, '')}`;
}
