import { createRequire } from 'node:module';
import { Prism, normalizeTokens, type Token } from 'prism-react-renderer';
import { additionalCodeLanguages } from '../../../config/prism';

const require = createRequire(import.meta.url);

/**
 * prism-react-renderer's Prism with the site's extra languages registered as theme-classic's
 * `prism-include-languages` registers them in the browser and on the server: each prismjs component
 * extends the Prism object it finds on `globalThis` while it is required.
 */
function withSiteLanguages(): typeof Prism {
  const before = (globalThis as { Prism?: unknown }).Prism;
  (globalThis as { Prism?: unknown }).Prism = Prism;
  try {
    for (const language of additionalCodeLanguages) require(`prismjs/components/prism-${language}`);
  } finally {
    if (before === undefined) delete (globalThis as { Prism?: unknown }).Prism;
    else (globalThis as { Prism?: unknown }).Prism = before;
  }
  return Prism;
}

let prism: typeof Prism | undefined;

/**
 * The lines of tokens prism-react-renderer's `Highlight` draws for `code` in `language`: the same
 * grammar lookup, hooks and normalisation (its `useTokenize`), and plain lines for a language
 * without a grammar.
 */
export function tokenLines(code: string, language: string): Token[][] {
  prism ??= withSiteLanguages();
  const grammar = prism.languages[language];
  if (grammar === undefined) return normalizeTokens([code]);
  const env: { code: string; grammar: typeof grammar; language: string; tokens: ReturnType<typeof Prism.tokenize> } = {
    code,
    grammar,
    language,
    tokens: [],
  };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}
