import { brand, type BrandKey } from '@site/config/brand';

/**
 * The `%%key%%` brand tokens of WRITING_GUIDE.md, as the tests see them: the build replaces them
 * from config/brand.ts, so the tests do the same before parsing a page or a code block.
 */
const tokenPattern = /%%([A-Za-z0-9_]+)%%/g;

function isBrandKey(key: string): key is BrandKey {
  return Object.hasOwn(brand, key);
}

/** Replaces every known token with its brand value; unknown tokens stay as they are. */
export function replaceBrandTokens(text: string): string {
  return text.replace(tokenPattern, (token, key: string) => (isBrandKey(key) ? brand[key] : token));
}

/** The tokens in `text` that config/brand.ts does not define, e.g. ["%%portal%%"]. */
export function unknownTokens(text: string): string[] {
  return [...text.matchAll(tokenPattern)].flatMap(([token, key = '']) => (isBrandKey(key) ? [] : [token]));
}

/**
 * Brand values written literally instead of as a token. Names (company, brand, slug) match as whole
 * words and case-sensitively; URLs, domains and the e-mail address match anywhere.
 */
export function literalBrandValues(text: string): string[] {
  const found: string[] = [];
  for (const [key, value] of Object.entries(brand)) {
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = ['company', 'brand', 'slug'].includes(key)
      ? new RegExp(`(?<![A-Za-z0-9-])${escaped}(?![A-Za-z0-9])`)
      : new RegExp(escaped, 'i');
    if (pattern.test(text)) found.push(`${key}: "${value}"`);
  }
  return found;
}
