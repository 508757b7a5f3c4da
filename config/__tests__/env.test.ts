import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEnvironment, variables } from '../env';

const load = async () => {
  vi.resetModules();
  return import('../env');
};

describe('APP_START', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('starts pages once painted unless told otherwise', async () => {
    vi.stubEnv('APP_START', '');
    expect((await load()).appStart).toBe('painted');
    vi.stubEnv('APP_START', ' stock ');
    expect((await load()).appStart).toBe('stock');
  });

  it('names the variable and the values it takes when the value is wrong', async () => {
    vi.stubEnv('APP_START', 'interaction');
    await expect(load()).rejects.toThrow('- APP_START must be one of painted, stock (got "interaction")');
  });
});

describe('readEnvironment', () => {
  it('accepts an empty environment (embedded search, development sign-in only when asked)', () => {
    expect(readEnvironment({})).toEqual({});
  });

  it('names each missing Algolia variable and the way back to the embedded index', () => {
    expect(() => readEnvironment({ ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'docs' })).toThrow(
      '- ALGOLIA_SEARCH_API_KEY is missing: Algolia search needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME. Set ALGOLIA_SEARCH_API_KEY, or unset all three to use the embedded search index.',
    );
  });

  it('names the client ID when an issuer is set without it, and the issuer when only the client ID is', () => {
    expect(() => readEnvironment({ AUTH_ISSUER: 'https://login.example.com/' })).toThrow(
      "- AUTH_CLIENT_ID is missing: sign-in at AUTH_ISSUER needs the client ID of the site's application at the provider.",
    );
    expect(() => readEnvironment({ AUTH_CLIENT_ID: 'docs' })).toThrow(
      '- AUTH_ISSUER is missing: AUTH_CLIENT_ID is set, but not the provider it belongs to (AUTH_ISSUER or AUTH0_DOMAIN).',
    );
  });

  it('names a malformed URL with an example of a good one, and every problem at once', () => {
    const attempt = () =>
      readEnvironment({ AUTH_ISSUER: 'login.example.com', AUTH_CLIENT_ID: 'docs', SITE_URL: 'ftp://x', PORT: 'http' });
    expect(attempt).toThrow('- AUTH_ISSUER must be a URL such as https://login.example.com/ (got "login.example.com")');
    expect(attempt).toThrow('- SITE_URL must be a URL such as https://docs.example.com (got "ftp://x")');
    expect(attempt).toThrow('- PORT must be a port number from 1 to 65535 (got "http")');
  });

  it('takes the Try it target as an address without a path, and its origin for the panels', async () => {
    expect(readEnvironment({ EFR_TRY_IT_URL: 'http://127.0.0.1:4020/' }).EFR_TRY_IT_URL).toBe('http://127.0.0.1:4020/');
    expect(() => readEnvironment({ EFR_TRY_IT_URL: 'http://127.0.0.1:4020/register' })).toThrow(
      `- EFR_TRY_IT_URL must be an address without a path, such as http://127.0.0.1:4020: the panels add each call's path (got "http://127.0.0.1:4020/register").`,
    );
    expect(() => readEnvironment({ EFR_TRY_IT_URL: 'localhost:5618' })).toThrow(
      '- EFR_TRY_IT_URL must be a URL such as http://127.0.0.1:4020 (got "localhost:5618")',
    );
    expect(() => readEnvironment({ EFR_MOCK_PORT: '70000' })).toThrow('- EFR_MOCK_PORT must be a port number');
    vi.stubEnv('EFR_TRY_IT_URL', 'http://localhost:5618/');
    try {
      expect((await load()).tryIt).toEqual({ target: 'http://localhost:5618' });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('reads flags as 1 or 0 only', () => {
    expect(readEnvironment({ STRICT_LINKS: '1' }).STRICT_LINKS).toBe('1');
    expect(() => readEnvironment({ STRICT_LINKS: 'yes' })).toThrow('- STRICT_LINKS must be 1 or 0 (got "yes")');
  });

  it('accepts a complete configuration', () => {
    expect(
      readEnvironment({
        ALGOLIA_APP_ID: 'APP',
        ALGOLIA_SEARCH_API_KEY: 'key',
        ALGOLIA_INDEX_NAME: 'docs',
        AUTH0_DOMAIN: 'tenant.eu.auth0.com',
        AUTH_CLIENT_ID: 'docs',
      }),
    ).toMatchObject({ ALGOLIA_APP_ID: 'APP', AUTH0_DOMAIN: 'tenant.eu.auth0.com' });
  });
});

describe('.env.example', () => {
  it('lists exactly the declared variables', () => {
    const listed = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z0-9_]+=/.test(line))
      .map((line) => line.slice(0, line.indexOf('=')));
    expect(listed.sort()).toEqual(Object.keys(variables).sort());
  });
});
