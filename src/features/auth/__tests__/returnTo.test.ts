import { describe, expect, it } from 'vitest';
import { currentReturnTo, safeReturnTo } from '../returnTo';

describe('safeReturnTo', () => {
  it.each([
    ['/efr/api?view=full#result-codes', '/efr/api?view=full#result-codes'],
    ['/', '/'],
    ['/faq/efr#how-do-i', '/faq/efr#how-do-i'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '///evil.example',
    'https://evil.example/x',
    'javascript:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    '/\tevil',
    'efr/api',
    '',
    undefined,
    42,
    `/${'a'.repeat(3000)}`,
  ])('sends %s to /', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  it('builds the returnTo from path, query and hash', () => {
    expect(currentReturnTo({ pathname: '/efr/DE', search: '?q=1', hash: '#tse' })).toBe('/efr/DE?q=1#tse');
  });
});
