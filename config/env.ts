import { existsSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { brand } from './brand';

/**
 * Every environment variable the site reads, declared once here with its meaning; read and checked
 * once, when the config loads (`npm start`, `npm run build`, the tests). Nothing else in the config
 * looks at process.env. `.env.example` lists the same variables (a unit test keeps them in step).
 *
 * A `.env` file in the project folder is read first; variables already set in the environment win.
 */

const flag = z.enum(['0', '1'], { error: 'must be 1 or 0' }).optional();
const url = (example: string) =>
  z
    .url({ protocol: /^https?$/, error: `must be a URL such as ${example}` })
    .optional()
    .describe(example);
const port = z.coerce
  .number({ error: 'must be a port number from 1 to 65535' })
  .int({ error: 'must be a port number from 1 to 65535' })
  .min(1, { error: 'must be a port number from 1 to 65535' })
  .max(65535, { error: 'must be a port number from 1 to 65535' })
  .optional();

export const variables = {
  SITE_URL: url('https://docs.example.com').describe('Public URL of the deployed site, without a trailing slash.'),
  STRICT_LINKS: flag.describe('1: broken links, anchors and duplicate routes fail the build (the tests set it).'),
  ALGOLIA_APP_ID: z.string().optional().describe('Algolia application ID: with the next two, search runs on Algolia.'),
  ALGOLIA_SEARCH_API_KEY: z.string().optional().describe('Algolia search-only API key (public).'),
  ALGOLIA_INDEX_NAME: z.string().optional().describe('Algolia index name.'),
  ALGOLIA_INSIGHTS: flag.describe('1: send Algolia "Item Selected" events.'),
  AUTH_ISSUER: url('https://login.example.com/').describe('OpenID Connect issuer: sign-in with any provider.'),
  AUTH0_DOMAIN: z
    .string()
    .regex(/^(https?:\/\/)?[a-z0-9.-]+\.[a-z]{2,}\/?$/i, 'must be a host name such as tenant.eu.auth0.com')
    .optional()
    .describe('Shorthand for AUTH_ISSUER=https://<domain>/.'),
  AUTH_CLIENT_ID: z.string().optional().describe('OpenID Connect client ID (a public client using PKCE).'),
  AUTH_SCOPE: z
    .string()
    .regex(/(^|\s)openid(\s|$)/, 'must include "openid"')
    .optional()
    .describe('Scopes to ask for; "openid profile email" by default.'),
  AUTH_LOAD_USERINFO: flag.describe("1: read the profile from the provider's userinfo endpoint."),
  DEV_AUTH: flag.describe('1: sign in at the development identity provider (set by npm start and the tests).'),
  DEV_AUTH_ISSUER: url('http://127.0.0.1:4010').describe(
    'Where the site finds the development identity provider (set by npm start from DEV_AUTH_PORT).',
  ),
  CSP_REPORT_URI: url('https://csp.example.com/report').describe(
    'Where browsers report what the Content-Security-Policy blocked (report-uri and report-to).',
  ),
  APP_START: z
    .enum(['painted', 'stock'], { error: 'must be one of painted, stock' })
    .optional()
    .describe('painted (default): built pages start once painted; stock: Docusaurus script tags.'),
  PORT: port.describe('npm start: port of the dev server (3000, or the next free one).'),
  DEV_AUTH_PORT: port.describe('npm start: port of the development identity provider (4010, or the next free one).'),
  EFR_TRY_IT_URL: url('http://127.0.0.1:4020').describe(
    "Where the API pages' Try it panels send requests until the reader enters an EFR (npm start sets the mock EFR).",
  ),
  EFR_MOCK_PORT: port.describe('npm start: port of the mock EFR (4020, or the next free one).'),
} satisfies Record<string, z.ZodType>;

export type Variable = keyof typeof variables;

/** Reads `.env` of the folder the command runs in (the project's) into process.env, without overriding what is set. */
function loadEnvFile() {
  const file = path.resolve('.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/**
 * The variables as set (blank counts as unset), checked one by one and in combination. Throws one
 * error listing every problem, each naming its variable and the fix.
 */
export function readEnvironment(source: NodeJS.ProcessEnv) {
  const values = Object.fromEntries(Object.keys(variables).map((name) => [name, source[name]?.trim() || undefined]));
  const schema = z.object(variables).superRefine((env, context) => {
    const algolia = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;
    const missing = algolia.filter((name) => !env[name]);
    if (missing.length > 0 && missing.length < algolia.length) {
      context.addIssue({
        code: 'custom',
        path: [missing[0]!],
        message: `is missing: Algolia search needs ${algolia.join(', ')}. Set ${missing.join(' and ')}, or unset all three to use the embedded search index.`,
      });
    }
    if ((env.AUTH_ISSUER || env.AUTH0_DOMAIN) && !env.AUTH_CLIENT_ID) {
      context.addIssue({
        code: 'custom',
        path: ['AUTH_CLIENT_ID'],
        message: `is missing: sign-in at ${env.AUTH_ISSUER ? 'AUTH_ISSUER' : 'AUTH0_DOMAIN'} needs the client ID of the site's application at the provider.`,
      });
    }
    if (env.AUTH_CLIENT_ID && !env.AUTH_ISSUER && !env.AUTH0_DOMAIN) {
      context.addIssue({
        code: 'custom',
        path: ['AUTH_ISSUER'],
        message: 'is missing: AUTH_CLIENT_ID is set, but not the provider it belongs to (AUTH_ISSUER or AUTH0_DOMAIN).',
      });
    }
    if (env.EFR_TRY_IT_URL && !/^https?:\/\/[^/?#]+\/?$/.test(env.EFR_TRY_IT_URL)) {
      context.addIssue({
        code: 'custom',
        path: ['EFR_TRY_IT_URL'],
        message: `must be an address without a path, such as http://127.0.0.1:4020: the panels add each call's path (got "${env.EFR_TRY_IT_URL}").`,
      });
    }
    if (env.AUTH_ISSUER && env.AUTH0_DOMAIN) {
      context.addIssue({
        code: 'custom',
        path: ['AUTH0_DOMAIN'],
        message: 'and AUTH_ISSUER are both set: keep one of them.',
      });
    }
  });
  const result = schema.safeParse(values);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const got = values[name] === undefined ? '' : ` (got "${values[name]}")`;
      return `- ${name} ${issue.message}${issue.code === 'custom' ? '' : got}`;
    });
    throw new Error(
      `The environment is not valid (see .env.example and README, "Configuration"):\n${lines.join('\n')}`,
    );
  }
  return result.data;
}

loadEnvFile();
const env = readEnvironment(process.env);

/** Public URL of the deployed site (no trailing slash). */
export const siteUrl = (env.SITE_URL ?? brand.docsUrl).replace(/\/+$/, '');

/**
 * The site config only warns on broken links and anchors (docs-internal/requirements.md#broken-links-only-warn);
 * the test suite builds with STRICT_LINKS=1 so that any broken link, anchor or duplicate route fails.
 */
export const strictLinks = env.STRICT_LINKS === '1';

/** Algolia DocSearch, all three set or none (checked above); without them, the embedded index. */
export const algolia = {
  appId: env.ALGOLIA_APP_ID,
  apiKey: env.ALGOLIA_SEARCH_API_KEY,
  indexName: env.ALGOLIA_INDEX_NAME,
  insights: env.ALGOLIA_INSIGHTS === '1',
};

/**
 * OpenID Connect sign-in. AUTH0_DOMAIN is a shorthand for AUTH_ISSUER=https://<domain>/.
 * DEV_AUTH=1 (set by `npm start` and the browser tests) points the site at the local development
 * identity provider when no issuer is configured.
 */
export const auth = {
  issuer:
    env.AUTH_ISSUER ??
    (env.AUTH0_DOMAIN ? `https://${env.AUTH0_DOMAIN.replace(/^https?:\/\//, '').replace(/\/$/, '')}/` : undefined),
  clientId: env.AUTH_CLIENT_ID,
  scope: env.AUTH_SCOPE ?? 'openid profile email',
  loadUserInfo: env.AUTH_LOAD_USERINFO === '1',
  devProvider: env.DEV_AUTH === '1',
  devIssuer: env.DEV_AUTH_ISSUER ?? 'http://127.0.0.1:4010',
};

/**
 * The Try it panels of the API pages (src/components/TryIt): the EFR they send requests to until
 * the reader enters one. `npm start` sets it to the mock EFR it starts (scripts/mock-efr.mjs);
 * unset in production, where readers enter their own EFR on localhost. Its origin joins the
 * Content-Security-Policy's connect-src (src/plugins/security-headers).
 */
export const tryIt = { target: env.EFR_TRY_IT_URL ? new URL(env.EFR_TRY_IT_URL).origin : null };

/** Where browsers send Content-Security-Policy violation reports (src/plugins/security-headers). */
export const cspReportUri = env.CSP_REPORT_URI;

/**
 * How built pages start their JavaScript (src/plugins/app-start): `painted` (default) once the page
 * has painted, or at the reader's first interaction if that comes sooner; `stock` restores
 * Docusaurus's own deferred <script> tags, for comparison in benchmarks.
 */
export type AppStart = NonNullable<typeof env.APP_START>;
export const appStart: AppStart = env.APP_START ?? 'painted';
