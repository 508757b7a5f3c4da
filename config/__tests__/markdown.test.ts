import { describe, expect, it } from 'vitest';
import { brand } from '../brand';
import { replaceBrandTokens } from '../markdown';

describe('replaceBrandTokens', () => {
  it('replaces every token with its brand value', () => {
    expect(replaceBrandTokens('Write to %%supportEmail%%.')).toBe(`Write to ${brand.supportEmail}.`);
  });

  it('names the file, line and column of an unknown token and lists the known ones', () => {
    const page = '---\ntitle: Portal\n---\n\nOpen the\n%%brand%% %%portl%% to start.\n';
    expect(() => replaceBrandTokens(page, 'docs/bill/Management/QuickStart.mdx')).toThrow(
      'Unknown brand token %%portl%% at docs/bill/Management/QuickStart.mdx:6:11. Known tokens: %%company%%, %%brand%%',
    );
  });
});
