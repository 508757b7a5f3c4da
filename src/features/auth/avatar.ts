/** Initials for the generated avatar: from the name, else from the e-mail's local part. */
export function initials(name: string | undefined, email: string | undefined): string {
  const source =
    name?.trim() ||
    email
      ?.split('@')[0]
      ?.replace(/[._-]+/g, ' ')
      .trim() ||
    '?';
  const parts = source.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]![0]}${parts.at(-1)![0]}` : source.slice(0, 2);
  return letters.toUpperCase();
}

/** A small SVG data URL with the initials, for providers that send no picture. */
export function initialsAvatar(name: string | undefined, email: string | undefined): string {
  const text = initials(name, email).replace(/[<>&"']/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" rx="18" fill="#0b6e4f"/><text x="18" y="23" font-family="sans-serif" font-size="14" font-weight="600" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
