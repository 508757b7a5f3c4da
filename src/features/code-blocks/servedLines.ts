import { createContext, useContext } from 'react';

/**
 * Whether the lines being drawn keep the tokens the server rendered (a `served` block of
 * useHighlightWhenNear): src/theme/CodeBlock/Content provides it, src/theme/CodeBlock/Line reads it.
 */
const ServedLines = createContext(false);

export const ServedLinesProvider = ServedLines.Provider;

export function useServedLines(): boolean {
  return useContext(ServedLines);
}
