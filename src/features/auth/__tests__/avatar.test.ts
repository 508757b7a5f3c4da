import { describe, expect, it } from 'vitest';
import { initials, initialsAvatar } from '../avatar';

describe('initials avatar', () => {
  it('takes first and last initials of the name', () => {
    expect(initials('Dana Maria Developer', undefined)).toBe('DD');
  });

  it('falls back to the e-mail local part', () => {
    expect(initials(undefined, 'jane.doe@example.com')).toBe('JD');
    expect(initials('', 'x@example.com')).toBe('X');
  });

  it('produces an SVG data URL that cannot carry markup from the name', () => {
    const url = initialsAvatar('<script>', undefined);
    expect(url.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(url)).not.toContain('<script');
  });
});
