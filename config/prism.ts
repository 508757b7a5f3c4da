import { Prism, themes, type PrismTheme } from 'prism-react-renderer';

/**
 * Code highlighting themes: GitHub's (light) and Dracula (dark), with the token colours that miss
 * WCAG AA contrast (4.5:1) against their own background darkened or lightened just enough. Same
 * hues, so code still looks familiar; config/__tests__/prism.test.ts measures every colour.
 */
function recolour(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const colour = entry.style.color === undefined ? undefined : colours[entry.style.color];
      return colour ? { ...entry, style: { ...entry.style, color: colour } } : entry;
    }),
  };
}

export const lightCodeTheme = recolour(themes.github, {
  '#999988': '#6b6b5e', // comments
  '#e3116c': '#c70f5f', // strings
  '#36acaa': '#18777a', // numbers, properties, constants
  '#00a4db': '#006f9a', // keywords, attribute names
  '#d73a49': '#c42636', // functions, tags
});

export const darkCodeTheme = recolour(themes.dracula, {
  'rgb(98, 114, 164)': '#8e9acb', // comments
});

/** Languages loaded besides prism-react-renderer's own (themeConfig.prism.additionalLanguages). */
export const additionalCodeLanguages = ['csharp', 'json', 'http', 'bash'] as const;

/**
 * Every language a code block may name: the highlighter's bundled ones, the additional ones, and
 * mermaid (drawn as a diagram). src/plugins/content-checks rejects any other.
 */
export const codeLanguages: readonly string[] = [
  ...Object.keys(Prism.languages).filter((name) => typeof Prism.languages[name] === 'object'),
  ...additionalCodeLanguages,
  'mermaid',
];
