/**
 * Where to go after sign-in. Only a same-origin path is accepted: it must start with exactly one
 * '/' and must not smuggle a host (`//evil`, `/\evil`) or a scheme. Anything else goes to '/'.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Control characters and backslashes can be normalised into a host by some browsers.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  try {
    const parsed = new URL(value, 'http://same-origin.invalid');
    if (parsed.origin !== 'http://same-origin.invalid') return '/';
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return '/';
  }
}

/** The current location as a returnTo value (path, query and hash). */
export function currentReturnTo(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return safeReturnTo(`${location.pathname}${location.search}${location.hash}`);
}
