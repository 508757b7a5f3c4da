/**
 * The response headers of the static site: a strict Content-Security-Policy plus the usual
 * transport and isolation headers. Pure functions; the plugin (index.ts) feeds them the hashes of
 * the built inline scripts and the configured third-party origins.
 */

export interface PolicyInput {
  /** `'sha256-…'` sources of every inline script the build ships. */
  scriptHashes: readonly string[];
  /** OpenID Connect issuer URL (config/auth.ts `authSettings.authority`), or null without sign-in. */
  identityProvider: string | null;
  /** Algolia DocSearch, when configured: its hosts are allowed for search queries and insights. */
  algolia: { appId: string; insights: boolean } | null;
  /** True when the build ships WebAssembly (the embedded search engine): adds 'wasm-unsafe-eval'. */
  webAssembly?: boolean;
  /** Where browsers send reports of what the policy blocked (CSP_REPORT_URI), or null for none. */
  reportUri?: string | null;
  /**
   * Where the API pages' Try it panels may send requests (src/components/TryIt): an EFR on the
   * reader's own computer, and the configured EFR_TRY_IT_URL. See `tryItSources`.
   */
  tryIt?: readonly string[];
}

export type Directives = Record<string, string[]>;

/** The origin (scheme, host, port) of a URL, as CSP source expressions want it. */
export function originOf(url: string): string {
  const { origin } = new URL(url);
  if (origin === 'null') throw new Error(`Not an http(s) URL: ${url}`);
  return origin;
}

/**
 * Hosts the Algolia search client talks to (algoliasearch v5: `<appId>-dsn.algolia.net` for
 * reads, `<appId>-1..3.algolianet.com` as fallbacks) and, with click analytics, the insights API.
 */
export function algoliaHosts(algolia: NonNullable<PolicyInput['algolia']>): string[] {
  const appId = algolia.appId.toLowerCase();
  if (!/^[a-z0-9]+$/.test(appId)) throw new Error(`Unexpected Algolia application id: ${algolia.appId}`);
  const hosts = [
    `https://${appId}-dsn.algolia.net`,
    `https://${appId}.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`),
  ];
  if (algolia.insights)
    hosts.push('https://insights.algolia.io', 'https://insights.de.algolia.io', 'https://insights.us.algolia.io');
  return hosts;
}

/**
 * The connect-src sources of the Try it panels: any port on the reader's own computer (their EFR,
 * or `npm start`'s mock), never another host, plus the configured target's origin. Browsers treat
 * loopback as secure, so an HTTPS page may call it. IPv6 literals ([::1]) cannot be written in CSP.
 */
export function tryItSources(target: string | null): string[] {
  return ['http://localhost:*', 'http://127.0.0.1:*', ...(target ? [originOf(target)] : [])];
}

export function contentSecurityPolicy({
  scriptHashes,
  identityProvider,
  algolia,
  webAssembly,
  reportUri,
  tryIt = [],
}: PolicyInput): Directives {
  const provider = identityProvider ? [originOf(identityProvider)] : [];
  return {
    'default-src': ["'self'"],
    // Hashes, never 'unsafe-inline': every inline script of the build is listed by its SHA-256.
    // 'wasm-unsafe-eval' lets WebAssembly compile (the search engine) and still forbids eval().
    'script-src': ["'self'", ...(webAssembly ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes],
    // React writes `style` attributes at run time and Mermaid puts a <style> element in each
    // rendered diagram; neither can be hashed ahead of time, so inline styles stay allowed. Styles
    // cannot run code, and every other directive stays strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    // `https:` for the profile picture, whose host depends on the identity provider's users.
    'img-src': ["'self'", 'data:', 'https:', ...provider],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...provider, ...(algolia ? algoliaHosts(algolia) : []), ...tryIt],
    'frame-src': ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...provider],
    'frame-ancestors': ["'none'"],
    // Reports of blocked content: report-to for current browsers (the endpoint is named in the
    // Reporting-Endpoints header), report-uri for those without the Reporting API.
    ...(reportUri ? { 'report-uri': [reportUri], 'report-to': [REPORT_GROUP] } : {}),
  };
}

/** The Reporting API endpoint name the policy's report-to refers to. */
export const REPORT_GROUP = 'csp';

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/** Every security header, in the order they are written. */
export function securityHeaders(input: PolicyInput): Record<string, string> {
  return {
    'Content-Security-Policy': serializePolicy(contentSecurityPolicy(input)),
    ...(input.reportUri ? { 'Reporting-Endpoints': `${REPORT_GROUP}="${input.reportUri}"` } : {}),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Legacy twin of frame-ancestors 'none' for browsers without CSP 2.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  };
}

/** Long-lived caching for the content-hashed bundles under /assets/. */
export const immutableAssets = { 'Cache-Control': 'public, max-age=31536000, immutable' } as const;
