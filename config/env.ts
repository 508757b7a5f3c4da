/**
 * Every environment variable the build reads, read once, here. Nothing else in the config looks at
 * process.env, so this file is the list of what can be configured.
 */
function read(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

/** Public URL of the deployed site (no trailing slash). */
export const siteUrl = read('SITE_URL') ?? 'https://docs.acme-receipts.example';

/**
 * The site config only warns on broken links and anchors (as the specification asks); the test
 * suite builds with STRICT_LINKS=1 so that any broken link, anchor or duplicate route fails.
 */
export const strictLinks = read('STRICT_LINKS') === '1';

/** Algolia DocSearch; when any of the three is missing, search runs on the embedded index. */
export const algolia = {
  appId: read('ALGOLIA_APP_ID'),
  apiKey: read('ALGOLIA_SEARCH_API_KEY'),
  indexName: read('ALGOLIA_INDEX_NAME'),
  insights: read('ALGOLIA_INSIGHTS') === '1',
};

/**
 * OpenID Connect sign-in. AUTH0_DOMAIN is a shorthand for AUTH_ISSUER=https://<domain>/.
 * DEV_AUTH=1 (set by `npm start` and the browser tests) points the site at the local development
 * identity provider when no issuer is configured.
 */
const auth0Domain = read('AUTH0_DOMAIN');
export const auth = {
  issuer:
    read('AUTH_ISSUER') ??
    (auth0Domain ? `https://${auth0Domain.replace(/^https?:\/\//, '').replace(/\/$/, '')}/` : undefined),
  clientId: read('AUTH_CLIENT_ID'),
  scope: read('AUTH_SCOPE') ?? 'openid profile email',
  loadUserInfo: read('AUTH_LOAD_USERINFO') === '1',
  devProvider: read('DEV_AUTH') === '1',
  devIssuer: read('DEV_AUTH_ISSUER') ?? 'http://127.0.0.1:4010',
};

/**
 * How built pages start their JavaScript (src/plugins/app-start): `painted` (default) once the page
 * has painted, or at the reader's first interaction if that comes sooner; `stock` restores
 * Docusaurus's own deferred <script> tags, for comparison in benchmarks.
 */
const appStartModes = ['painted', 'stock'] as const;
export type AppStart = (typeof appStartModes)[number];
export const appStart: AppStart = (() => {
  const value = read('APP_START') ?? 'painted';
  if (!(appStartModes as readonly string[]).includes(value)) {
    throw new Error(`APP_START must be one of ${appStartModes.join(', ')} (got "${value}").`);
  }
  return value as AppStart;
})();
