import { defineConfig } from 'vite';

/**
 * The React package: ES module + dist/styles.css. React, React DOM and marked stay external
 * (peer dependency and dependency), so the host's bundler shares them.
 */
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2020',
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: () => 'index.js',
      cssFileName: 'styles',
    },
    rollupOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^marked($|\/)/],
    },
  },
});
