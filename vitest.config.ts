import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests sit next to the code in __tests__/ folders. Component tests opt into jsdom with a
// `// @vitest-environment jsdom` comment; everything else runs in Node.
export default defineConfig({
  resolve: {
    alias: {
      '@site': fileURLToPath(new URL('.', import.meta.url)),
      '@docusaurus/Link': fileURLToPath(new URL('./src/test-support/DocusaurusLink.tsx', import.meta.url)),
      // Docusaurus's bundler aliases, which its packages' client code imports.
      '@docusaurus/router': fileURLToPath(
        new URL('./node_modules/@docusaurus/core/lib/client/exports/router.js', import.meta.url),
      ),
      '@docusaurus/ExecutionEnvironment': fileURLToPath(
        new URL('./node_modules/@docusaurus/core/lib/client/exports/ExecutionEnvironment.js', import.meta.url),
      ),
      '@docusaurus/useIsomorphicLayoutEffect': fileURLToPath(
        new URL('./node_modules/@docusaurus/core/lib/client/exports/useIsomorphicLayoutEffect.js', import.meta.url),
      ),
      // The upstream component a theme wrapper wraps, reduced to what the wrapper relies on.
      '@theme-original/ColorModeToggle': fileURLToPath(
        new URL('./src/test-support/ColorModeToggle.tsx', import.meta.url),
      ),
    },
  },
  esbuild: { jsx: 'automatic' },
  test: {
    include: [
      'config/**/__tests__/**/*.test.ts',
      'src/**/__tests__/**/*.test.{ts,tsx}',
      'scripts/**/__tests__/**/*.test.{ts,mts}',
      'widget/src/**/__tests__/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    // Vitest's default is one worker fewer than the CPUs: one on CI's two cores, where the unit
    // tests then ran one file at a time (211 s; with two workers 139 s). Two at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
