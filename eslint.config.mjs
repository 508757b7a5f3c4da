import docusaurus from '@docusaurus/eslint-plugin';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['build/', '.docusaurus/', 'node_modules/', 'widget/dist/', 'test-results/', 'bench-results/', '**/*.mdx'],
  },
  js.configs.recommended,
  // Type-aware rules (floating and misused promises, unsafe `any`, unbound methods...). Each
  // TypeScript file is checked with its nearest tsconfig.json: the site's or widget/tsconfig.json.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  // Plain JavaScript (scripts, build-time helpers) is not type-checked (no checkJs): rules that need
  // types would only see `any`.
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { react, 'react-hooks': reactHooks, '@docusaurus': docusaurus },
    settings: { react: { version: '19' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      // Props are typed with TypeScript; runtime prop-types would duplicate them.
      'react/prop-types': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Docusaurus's rules (Link and Heading rather than <a> and <hN>, literal translation messages)
  // apply to the site's code. Not to the widget, a package of its own that runs outside Docusaurus,
  // nor to unit tests and their support, which render the plain HTML Docusaurus's components
  // produce (its @theme/* and @docusaurus/* modules do not resolve under Vitest).
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['widget/**', '**/__tests__/**', 'src/test-support/**', 'e2e/**'],
    rules: docusaurus.configs.recommended.rules,
  },
  // One concern per file: source files stay under 300 lines (blank lines and comments count, as a
  // reader scrolls them). Tests, their support, data modules and browser specs are exempt, and so is
  // docs-internal/: one-off measurement scripts kept beside the document that reports their figures.
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['**/__tests__/**', 'src/test-support/**', 'e2e/**', 'src/data/**', '**/*.test.*', 'docs-internal/**'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  // Playwright fixtures hand their value to the test with `use(value)`, and the specs' helpers are
  // named like `useColourMode`: neither is a React hook, and no React renders in e2e/.
  {
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
