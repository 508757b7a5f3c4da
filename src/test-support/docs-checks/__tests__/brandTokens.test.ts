import { describe, expect, it } from 'vitest';
import { brand } from '@site/config/brand';
import { literalBrandValues, replaceBrandTokens, unknownTokens } from '../brandTokens';

describe('brand tokens', () => {
  it('replaces known tokens and leaves unknown ones', () => {
    expect(replaceBrandTokens('Mail %%supportEmail%% or open %%portalUrl%%/x, %%nope%%')).toBe(
      `Mail ${brand.supportEmail} or open ${brand.portalUrl}/x, %%nope%%`,
    );
  });

  it('lists unknown tokens', () => {
    expect(unknownTokens('%%brand%% Portal, %%Brand%%, %%portal%%')).toEqual(['%%Brand%%', '%%portal%%']);
  });

  it('finds brand values written literally, but not inside tokens or other words', () => {
    expect(literalBrandValues('The %%brand%% Portal at %%portalUrl%%')).toEqual([]);
    expect(literalBrandValues(`Sign in at ${brand.portalUrl}`)).toContain(`portalUrl: "${brand.portalUrl}"`);
    expect(literalBrandValues(`The ${brand.brand} Wallet`)).toEqual([`brand: "${brand.brand}"`]);
    expect(literalBrandValues(`${brand.brand}Corp`)).toEqual([]);
  });
});
