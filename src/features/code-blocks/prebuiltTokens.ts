import { createContext, useContext } from 'react';

/**
 * A code block's build-time tokens as text (./tokenCodec.ts, made by src/plugins/code-tokens):
 * src/theme/CodeBlock/Content/String provides the `data-tokens` its block came with,
 * src/theme/CodeBlock/Content reads it.
 */
const PrebuiltTokens = createContext<string | undefined>(undefined);

export const PrebuiltTokensProvider = PrebuiltTokens.Provider;

export function usePrebuiltTokensText(): string | undefined {
  return useContext(PrebuiltTokens);
}
