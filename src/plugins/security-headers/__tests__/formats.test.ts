import { describe, expect, it } from 'vitest';
import { toHeadersFile, toNginxHeaders } from '../formats';

describe('toHeadersFile', () => {
  it('writes the Netlify / Cloudflare Pages format: a path, then indented "Name: value" lines', () => {
    const text = toHeadersFile([
      { path: '/*', headers: { 'Content-Security-Policy': "default-src 'self'", 'X-Content-Type-Options': 'nosniff' } },
      { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    ]);
    expect(text.split('\n').slice(1)).toEqual([
      '/*',
      "  Content-Security-Policy: default-src 'self'",
      '  X-Content-Type-Options: nosniff',
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '',
    ]);
    expect(text.startsWith('# Generated')).toBe(true);
  });

  it('refuses a value with a line break (header injection)', () => {
    expect(() => toHeadersFile([{ path: '/*', headers: { 'X-Test': 'a\nX-Evil: 1' } }])).toThrow(/line break/);
  });
});

describe('toNginxHeaders', () => {
  it('writes one add_header ... always line per header', () => {
    expect(
      toNginxHeaders({ 'Content-Security-Policy': "default-src 'self'", 'Referrer-Policy': 'no-referrer' })
        .split('\n')
        .slice(1),
    ).toEqual([
      `add_header Content-Security-Policy "default-src 'self'" always;`,
      'add_header Referrer-Policy "no-referrer" always;',
      '',
    ]);
  });

  it('refuses characters nginx would interpret inside the quoted value', () => {
    expect(() => toNginxHeaders({ 'X-Test': 'a"b' })).toThrow(/nginx/);
    expect(() => toNginxHeaders({ 'X-Test': '$host' })).toThrow(/nginx/);
  });
});
