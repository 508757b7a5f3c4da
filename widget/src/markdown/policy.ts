import { decodeEntities, escapeHtml } from './escape';

/**
 * What a message may contain: the allowed tags, the URLs links and images may use, and the only
 * markup ever written for `<a>` and `<img>` (attributes built here, never copied from input).
 * The markdown renderer (renderer.ts) and the raw-HTML policy (rawHtml.ts) both go through it.
 */

export const ALLOWED_TAGS: readonly string[] =
  'a b blockquote code em h1 h2 h3 h4 h5 h6 li ol p pre s sub sup strong ul br hr'.split(' ');

export interface MarkdownOptions {
  /** Make images keyboard-focusable buttons (when the image previewer is on). */
  focusableImages?: boolean;
  /** Skip the plain-text shortcut (tests compare both paths). */
  alwaysParse?: boolean;
}

// ---------------------------------------------------------------------------------------------
// URLs

const BAD_PROTO = /^(vbscript|javascript|file|data):/;
const GOOD_DATA = /^data:image\/(gif|png|jpeg|webp);/;
/** markdown-it's validateLink: no javascript, vbscript, file or data URLs, except data images. */
export const validateLink = (url: string): boolean => {
  const s = url.trim().toLowerCase();
  return BAD_PROTO.test(s) ? GOOD_DATA.test(s) : true;
};

const LINK_OK = /^(?:(?:https?|ftp):\/\/|\/\/|mailto:|xmpp:)/i;
const IMAGE_OK = /^(?:https?:)?\/\//i;

// eslint-disable-next-line no-control-regex -- C0 controls are exactly what a URL parser strips
const URL_TRIM = /^[\x00-\x20]+|[\x00-\x20]+$/g;
/** What a browser's URL parser strips: C0 controls and spaces at the ends, tabs and newlines. */
export const stripUrl = (url: string): string => url.replace(URL_TRIM, '').replace(/[\t\n\r]/g, '');
/**
 * Decodes references and strips what the browser strips, so the string we check is the URL the
 * browser uses. The markup below escapes it for the attribute, which keeps the browser from
 * decoding anything more.
 */
const cleanUrl = (url: string): string => stripUrl(decodeEntities(url));

/** The URL a link may point to, or null: http, https, ftp, protocol-relative, mailto, xmpp. */
export function safeLinkUrl(url: string): string | null {
  const u = cleanUrl(url);
  return validateLink(u) && LINK_OK.test(u) ? u : null;
}

/** The URL an image may load, or null: http, https or protocol-relative. */
export function safeImageUrl(url: string): string | null {
  const u = cleanUrl(url);
  return validateLink(u) && IMAGE_OK.test(u) ? u : null;
}

// ---------------------------------------------------------------------------------------------
// Markup

const title = (t?: string | null): string => (t ? ` title="${escapeHtml(decodeEntities(t))}"` : '');

/** Opening tag of a link to a URL that safeLinkUrl returned; it always opens in a new tab. */
export const openLink = (href: string, t?: string | null): string =>
  `<a href="${escapeHtml(href)}"${title(t)} target="_blank" rel="noopener noreferrer">`;

/** Opening tag of a raw `<a>` without href: only its title is kept. */
export const openAnchor = (t?: string | null): string => `<a${title(t)}>`;

/** An image from a URL that safeImageUrl returned. */
export const imageTag = (src: string, alt: string, t: string | null | undefined, o: MarkdownOptions): string =>
  `<img src="${escapeHtml(src)}" alt="${escapeHtml(decodeEntities(alt))}"${title(t)} class="rcw-message-img" loading="lazy" referrerpolicy="no-referrer"${
    o.focusableImages ? ' tabindex="0" role="button"' : ''
  }>`;
