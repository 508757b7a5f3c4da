import { describe, expect, it } from 'vitest';
import { isSitePath, toSiteUrl, withBase } from '../links';

describe('toSiteUrl', () => {
  const origins = ['http://127.0.0.1:4173', 'https://docs.acme-receipts.example'];

  it('turns URLs of the site into paths, keeping query and anchor', () => {
    expect(toSiteUrl('http://127.0.0.1:4173/efr/DE/export#tse-export', origins)).toBe('/efr/DE/export#tse-export');
    expect(toSiteUrl('https://docs.acme-receipts.example/search?q=a', origins)).toBe('/search?q=a');
  });

  it('leaves other URLs alone', () => {
    expect(toSiteUrl('https://elsewhere.example/x', origins)).toBe('https://elsewhere.example/x');
    expect(toSiteUrl('/efr/api', origins)).toBe('/efr/api');
  });
});

describe('isSitePath and withBase', () => {
  it('tells site paths from URLs', () => {
    expect(isSitePath('/efr/api')).toBe(true);
    expect(isSitePath('//evil.example/x')).toBe(false);
    expect(isSitePath('https://evil.example/x')).toBe(false);
  });

  it('prefixes the base URL once', () => {
    expect(withBase('/', '/efr/api')).toBe('/efr/api');
    expect(withBase('/docs', 'efr/api')).toBe('/docs/efr/api');
    expect(withBase('/docs/', '/efr/api')).toBe('/docs/efr/api');
  });
});
