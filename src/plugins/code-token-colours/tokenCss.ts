import type { PrismTheme } from 'prism-react-renderer';

type StyleValue = string | number | undefined;

/** "fontStyle" → "font-style". */
const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(style: Record<string, StyleValue>): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([property, value]) => `${kebab(property)}:${String(value)}`)
    .join(';');
}

function themeRules(theme: PrismTheme, mode: 'light' | 'dark'): string[] {
  return theme.styles.map(({ types, languages, style }) => {
    const selectors = types.flatMap((type) =>
      (languages ?? [null]).map(
        (language) => `[data-theme='${mode}'] ${language ? `.language-${language} ` : ''}.token.${type}`,
      ),
    );
    return `${selectors.join(',')}{${declarations(style as Record<string, StyleValue>)}}`;
  });
}

/**
 * The block's own colours, as the variables Docusaurus's code block container sets inline from the
 * theme of the colour mode React last rendered (getPrismCssVariables). Here they follow `data-theme`
 * (important, so they win over the inline ones): a page loaded in dark mode shows dark blocks before
 * the app has started, as the tokens are.
 */
function plainRule(theme: PrismTheme, mode: 'light' | 'dark'): string {
  const variables = Object.entries(theme.plain as Record<string, StyleValue>)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([property, value]) => `--prism-${kebab(property)}:${String(value)}!important`);
  return `[data-theme='${mode}'] .theme-code-block{${variables.join(';')}}`;
}

/**
 * The colours of code blocks in both colour modes as CSS: the blocks' own (plainRule) and the
 * tokens', one rule per theme entry in the theme's order (a later entry wins for a type, as in
 * prism-react-renderer's own dictionary), scoped by colour mode. Code blocks draw their tokens with
 * Prism's classes and no inline colour (src/components/CodeLines), so a block keeps its tokens
 * when the colour mode changes.
 */
export function tokenColourCss({ light, dark }: { light: PrismTheme; dark: PrismTheme }): string {
  return `${[
    '.theme-code-block .prism-code{color:var(--prism-color);background-color:var(--prism-background-color)}',
    plainRule(light, 'light'),
    plainRule(dark, 'dark'),
    ...themeRules(light, 'light'),
    ...themeRules(dark, 'dark'),
  ].join('\n')}\n`;
}
