/**
 * Tells rendered messages that the markdown parser changed. Only the embed loads its parser
 * late (see embed/lazyMarked.ts); there, messages shown as plain text before the parser arrived
 * are rendered again once it is there. In the React package the version never changes.
 */
let version = 0;
const listeners = new Set<() => void>();

export const parserVersion = (): number => version;

export function subscribeParser(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function parserChanged(): void {
  version++;
  listeners.forEach((l) => l());
}
