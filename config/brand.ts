/**
 * The brand: every company name, product name, domain and address the site prints comes from here.
 * Content refers to these values with `%%key%%` tokens (see WRITING_GUIDE.md); the tokens are
 * replaced at build time by `config/markdown.ts`, so one edit here rebrands the whole site.
 * The default brand is fictional and uses the reserved `.example` top-level domain (RFC 2606).
 */
export interface Brand {
  /** Legal company name, e.g. in the footer and legal notes. */
  company: string;
  /** Short brand used in product names: "<brand> Portal", "<brand> Cloud", "<brand> Wallet". */
  brand: string;
  /** URL-safe product slug: the `{product}` segment of the required routes. */
  slug: string;
  portalUrl: string;
  downloadsUrl: string;
  websiteUrl: string;
  /** Public URL of this documentation site: the default of SITE_URL and the base of the JSON Schema's `$id`. */
  docsUrl: string;
  supportEmail: string;
  /** Domain of the cloud services (monitoring, archive) the EFR reports to. */
  cloudDomain: string;
  /** Domain that serves digital receipts to end customers. */
  receiptDomain: string;
}

export const brand = {
  company: 'Acme Receipts GmbH',
  brand: 'Acme',
  slug: 'acme',
  portalUrl: 'https://portal.acme-receipts.example',
  downloadsUrl: 'https://downloads.acme-receipts.example',
  websiteUrl: 'https://www.acme-receipts.example',
  docsUrl: 'https://docs.acme-receipts.example',
  supportEmail: 'support@acme-receipts.example',
  cloudDomain: 'cloud.acme-receipts.example',
  receiptDomain: 'receipt.acme-receipts.example',
} as const satisfies Brand;

export type BrandKey = keyof Brand;

/** A brand token in content: `%%key%%` (WRITING_GUIDE.md). A copy of it per caller: the `g` flag keeps state. */
const BRAND_TOKEN = /%%([A-Za-z0-9_]+)%%/g;

export function isBrandKey(key: string): key is BrandKey {
  return Object.hasOwn(brand, key);
}

/**
 * Replaces every `%%key%%` token of `text` with its brand value; a token config/brand.ts does not
 * define becomes what `unknown` returns for it (the build throws, the content tests keep it to
 * report it). The one replacer of the build (config/markdown.ts) and the tests.
 */
export function replaceBrandTokens(text: string, unknown: (token: string, offset: number) => string): string {
  return text.replace(new RegExp(BRAND_TOKEN), (token, key: string, offset: number) =>
    isBrandKey(key) ? brand[key] : unknown(token, offset),
  );
}

/** The tokens in `text` that config/brand.ts does not define, e.g. ["%%portal%%"]. */
export function unknownBrandTokens(text: string): string[] {
  return [...text.matchAll(new RegExp(BRAND_TOKEN))].flatMap(([token, key = '']) => (isBrandKey(key) ? [] : [token]));
}
