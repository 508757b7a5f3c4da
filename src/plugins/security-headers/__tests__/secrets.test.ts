import { describe, expect, it } from 'vitest';
import { findSecrets, secretValuesFromEnv } from '../secrets';

const noEnv = new Map<string, string>();

describe('secretValuesFromEnv', () => {
  it('picks the Algolia write key and *_SECRET variables, ignoring public and short values', () => {
    const values = secretValuesFromEnv({
      ALGOLIA_WRITE_API_KEY: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
      ALGOLIA_SEARCH_API_KEY: 'public-search-only-key',
      AUTH_CLIENT_SECRET: 'super-secret-value',
      SHORT_SECRET: 'abc',
      PATH: '/usr/bin',
    });
    expect([...values.keys()]).toEqual(['ALGOLIA_WRITE_API_KEY', 'AUTH_CLIENT_SECRET']);
  });
});

describe('findSecrets', () => {
  it('finds the value of a secret variable without repeating it', () => {
    const findings = findSecrets(
      'assets/js/main.js',
      'const k="f0e1d2c3b4a5968778695a4b3c2d1e0f"',
      new Map([['ALGOLIA_WRITE_API_KEY', 'f0e1d2c3b4a5968778695a4b3c2d1e0f']]),
    );
    expect(findings).toEqual([{ file: 'assets/js/main.js', what: 'value of ALGOLIA_WRITE_API_KEY' }]);
  });

  it.each([
    ['-----BEGIN PRIVATE KEY-----\nMIIE', 'PEM private key'],
    ['-----BEGIN RSA PRIVATE KEY-----', 'PEM private key'],
    ['{"client_secret":"s3cr3t-value-123"}', 'OAuth client secret'],
    ["client_secret: 'abcdefgh12345678'", 'OAuth client secret'],
    ['AKIAIOSFODNN7EXAMPLE', 'AWS access key id'],
    [`token=ghp_${'a'.repeat(36)}`, 'GitHub token'],
  ])('flags %s', (text, what) => {
    expect(findSecrets('x', text, noEnv).map((finding) => finding.what)).toEqual([what]);
  });

  it.each([
    // oidc-client-ts carries the parameter name, never a value.
    'e.client_secret&&n.set("client_secret",e.client_secret)',
    'client_secret:this._settings.client_secret',
    '-----BEGIN CERTIFICATE-----',
    'The public key starts with -----BEGIN PUBLIC KEY-----',
  ])('does not flag %s', (text) => {
    expect(findSecrets('x', text, noEnv)).toEqual([]);
  });
});
