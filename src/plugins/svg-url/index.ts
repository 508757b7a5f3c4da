import type { Plugin } from '@docusaurus/types';

/** The `?url` suffix of an import: `import href from 'circle-flags/flags/at.svg?url'`. */
export const URL_QUERY = /^\?url$/;

/** Where the files go, as Docusaurus names the images it emits (assets/images/name-hash.ext). */
const FILENAME = 'assets/images/[name]-[contenthash][ext]';

interface SvgRule {
  test?: unknown;
  oneOf?: object[];
}

/**
 * `import href from './x.svg?url'` gives the URL of the SVG file, emitted as is, as Vite does (and
 * Vitest, which runs the component tests). Docusaurus turns every SVG that code imports into a
 * React component (SVGR) or, under 10 kB, a data: URI inside the script; neither lets a page load
 * only the images it shows (the country flags: src/components/Flag).
 *
 * There is no option for it: this adds a first branch to the `oneOf` that @docusaurus/plugin-svgr
 * makes of the SVG rule, as that plugin replaces the rule itself. Fails the build if the rule has
 * another shape (a Docusaurus upgrade), rather than let SVGR answer with a component.
 */
export default function svgUrlPlugin(): Plugin {
  return {
    name: 'svg-url',
    configureWebpack(config, isServer) {
      const rules = (config.module?.rules ?? []) as SvgRule[];
      const svgRule = rules.find((rule) => rule && String(rule.test) === String(/\.svg$/i));
      if (!svgRule?.oneOf) {
        throw new Error('svg-url: the SVG rule of @docusaurus/plugin-svgr (test /\\.svg$/i with oneOf) is not there.');
      }
      svgRule.oneOf.unshift({
        resourceQuery: URL_QUERY,
        type: 'asset/resource',
        // The server build renders the same URLs; the client build writes the files.
        generator: { filename: FILENAME, emit: !isServer },
      });
      return {};
    },
  };
}
