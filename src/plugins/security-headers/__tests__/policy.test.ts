import { describe, expect, it } from 'vitest';
import {
  algoliaHosts,
  contentSecurityPolicy,
  originOf,
  securityHeaders,
  serializePolicy,
  tryItSources,
} from '../policy';

const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];

describe('contentSecurityPolicy', () => {
  it('allows inline scripts by hash only, never unsafe-inline or unsafe-eval', () => {
    const csp = contentSecurityPolicy({ scriptHashes: hashes, identityProvider: null, algolia: null });
    expect(csp['script-src']).toEqual(["'self'", ...hashes]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it('locks framing, plugins, base and forms down', () => {
    const csp = contentSecurityPolicy({ scriptHashes: [], identityProvider: null, algolia: null });
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
  });

  it('adds the identity provider origin to connect-src, img-src and form-action', () => {
    const csp = contentSecurityPolicy({
      scriptHashes: [],
      identityProvider: 'https://login.example.com/tenant/',
      algolia: null,
    });
    for (const directive of ['connect-src', 'img-src', 'form-action'])
      expect(csp[directive]).toContain('https://login.example.com');
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https:', 'https://login.example.com']);
  });

  it('keeps the port of a local development provider', () => {
    expect(originOf('http://127.0.0.1:4010')).toBe('http://127.0.0.1:4010');
  });

  it('adds the Algolia hosts of the configured application, and insights only when enabled', () => {
    const withSearch = contentSecurityPolicy({
      scriptHashes: [],
      identityProvider: null,
      algolia: { appId: 'ABC123', insights: false },
    });
    expect(withSearch['connect-src']).toEqual(["'self'", ...algoliaHosts({ appId: 'ABC123', insights: false })]);
    expect(withSearch['connect-src']).toContain('https://abc123-dsn.algolia.net');
    expect(withSearch['connect-src']).not.toContain('https://insights.algolia.io');
    expect(algoliaHosts({ appId: 'ABC123', insights: true })).toContain('https://insights.algolia.io');
  });

  it("allows WebAssembly compilation ('wasm-unsafe-eval', not eval) only when the build ships it", () => {
    const base = { scriptHashes: hashes, identityProvider: null, algolia: null };
    expect(contentSecurityPolicy({ ...base, webAssembly: true })['script-src']).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      ...hashes,
    ]);
    expect(contentSecurityPolicy(base)['script-src']).not.toContain("'wasm-unsafe-eval'");
  });

  it("lets the Try it panels reach the reader's own computer and the configured EFR, no other host", () => {
    expect(tryItSources(null)).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    expect(tryItSources('http://127.0.0.1:4020')).toEqual([
      'http://localhost:*',
      'http://127.0.0.1:*',
      'http://127.0.0.1:4020',
    ]);
    const csp = contentSecurityPolicy({
      scriptHashes: [],
      identityProvider: null,
      algolia: null,
      tryIt: tryItSources('https://efr.example.com/'),
    });
    expect(csp['connect-src']).toEqual([
      "'self'",
      'http://localhost:*',
      'http://127.0.0.1:*',
      'https://efr.example.com',
    ]);
    expect(csp['img-src']).not.toContain('http://localhost:*');
  });

  it('rejects an application id that would inject sources', () => {
    expect(() => algoliaHosts({ appId: 'x; script-src *', insights: false })).toThrow(/application id/);
  });
});

describe('serializePolicy', () => {
  it('joins directives with "; " and removes duplicate sources', () => {
    expect(serializePolicy({ 'default-src': ["'self'"], 'img-src': ["'self'", 'data:', "'self'"] })).toBe(
      "default-src 'self'; img-src 'self' data:",
    );
  });
});

describe('securityHeaders', () => {
  it('sends CSP, HSTS, nosniff, a referrer policy, frame protection and a permissions policy', () => {
    const headers = securityHeaders({ scriptHashes: hashes, identityProvider: 'http://127.0.0.1:4010', algolia: null });
    expect(headers['Content-Security-Policy']).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'sha256-AAAA' 'sha256-BBBB'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https: http://127.0.0.1:4010",
        "font-src 'self' data:",
        "connect-src 'self' http://127.0.0.1:4010",
        "frame-src 'none'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "media-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self' http://127.0.0.1:4010",
        "frame-ancestors 'none'",
      ].join('; '),
    );
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  it('names a report endpoint in the policy and in Reporting-Endpoints when one is configured', () => {
    const input = { scriptHashes: hashes, identityProvider: null, algolia: null };
    const headers = securityHeaders({ ...input, reportUri: 'https://csp.example.com/report' });
    expect(headers['Content-Security-Policy']).toMatch(
      /; report-uri https:\/\/csp\.example\.com\/report; report-to csp$/,
    );
    expect(headers['Reporting-Endpoints']).toBe('csp="https://csp.example.com/report"');
    const without = securityHeaders(input);
    expect(without['Content-Security-Policy']).not.toMatch(/report-/);
    expect(without).not.toHaveProperty('Reporting-Endpoints');
  });
});
