import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The framework-free embed, two IIFE scripts in dist/embed/:
 * - chat-widget.js (global `ChatWidget`): the same components as the React package, with React
 *   replaced by Preact (preact/compat) and the CSS inlined as a string for the shadow root;
 * - chat-widget.markdown.js: the markdown parser (marked), loaded by chat-widget.js the first time
 *   a message needs it. In chat-widget.js, `marked` is aliased to a loader stand-in.
 * `EMBED_PART=markdown vite build -c vite.embed.config.ts` builds the second script.
 */
const markdownPart = process.env.EMBED_PART === 'markdown';
const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: {
    alias: [
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
      ...(markdownPart ? [] : [{ find: /^marked$/, replacement: src('embed/lazyMarked.ts') }]),
    ],
  },
  build: {
    outDir: 'dist/embed',
    emptyOutDir: !markdownPart,
    sourcemap: true,
    target: 'es2020',
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    lib: {
      entry: src(markdownPart ? 'embed/markdownChunk.ts' : 'embed/index.tsx'),
      name: markdownPart ? 'ChatWidgetMarkdownLoader' : 'ChatWidget',
      formats: ['iife'],
      fileName: () => (markdownPart ? 'chat-widget.markdown.js' : 'chat-widget.js'),
    },
  },
});
