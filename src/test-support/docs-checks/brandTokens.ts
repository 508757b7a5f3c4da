import { brand, replaceBrandTokens as replaceTokens, unknownBrandTokens } from '@site/config/brand';
import { replaceStatusTokens } from '@site/src/data/countries/statusDate';

/**
 * The `%%key%%` brand tokens of WRITING_GUIDE.md, as the tests see them: the build replaces them
 * from config/brand.ts (the same replacer), so the tests do the same before parsing a page or a
 * code block; an unknown token stays as it is, for unknownTokens() to report.
 */
export function replaceBrandTokens(text: string): string {
  // The status-date tokens too (src/data/countries/statusDate.ts), as config/markdown.ts does.
  return replaceStatusTokens(
    replaceTokens(text, (token) => token),
    (token) => token,
  );
}

export const unknownTokens = unknownBrandTokens;

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
