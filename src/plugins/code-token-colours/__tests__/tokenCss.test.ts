import { describe, expect, it } from 'vitest';
import { themes } from 'prism-react-renderer';
import { darkCodeTheme, lightCodeTheme } from '../../../../config/prism';
import { tokenColourCss } from '../tokenCss';

describe('tokenColourCss', () => {
  const blockRules = (light: string, dark: string) =>
    '.theme-code-block .prism-code{color:var(--prism-color);background-color:var(--prism-background-color)}\n' +
    `[data-theme='light'] .theme-code-block{${light}}\n` +
    `[data-theme='dark'] .theme-code-block{${dark}}\n`;

  it("sets the blocks' own colours by colour mode, over the container's inline variables", () => {
    const css = tokenColourCss({
      light: { plain: { color: '#393A34', backgroundColor: '#f6f8fa' }, styles: [] },
      dark: { plain: { color: '#F8F8F2', backgroundColor: '#282A36' }, styles: [] },
    });
    expect(css).toBe(
      blockRules(
        '--prism-color:#393A34!important;--prism-background-color:#f6f8fa!important',
        '--prism-color:#F8F8F2!important;--prism-background-color:#282A36!important',
      ),
    );
  });

  it('writes one rule per theme entry, scoped by colour mode, with CSS property names', () => {
    const css = tokenColourCss({
      light: {
        plain: {},
        styles: [{ types: ['comment', 'prolog'], style: { color: '#6b6b5e', fontStyle: 'italic' } }],
      },
      dark: { plain: {}, styles: [{ types: ['namespace'], style: { opacity: 0.7 } }] },
    });
    expect(css).toBe(
      blockRules('', '') +
        "[data-theme='light'] .token.comment,[data-theme='light'] .token.prolog{color:#6b6b5e;font-style:italic}\n" +
        "[data-theme='dark'] .token.namespace{opacity:0.7}\n",
    );
  });

  it('scopes an entry limited to languages to their blocks', () => {
    const css = tokenColourCss({
      light: { plain: {}, styles: [{ types: ['tag'], languages: ['markup'], style: { color: '#00009f' } }] },
      dark: { plain: {}, styles: [] },
    });
    expect(css).toBe(blockRules('', '') + "[data-theme='light'] .language-markup .token.tag{color:#00009f}\n");
  });

  it("keeps the site themes' entries in order, so a later entry wins for a type as in Prism's dictionary", () => {
    const css = tokenColourCss({ light: lightCodeTheme, dark: darkCodeTheme });
    const rules = css.trim().split('\n').slice(3);
    expect(rules).toHaveLength(lightCodeTheme.styles.length + darkCodeTheme.styles.length);
    // GitHub's theme colours "keyword" twice; the second (#00009f) is the one Prism's dictionary keeps.
    const keyword = rules.filter((rule) => rule.includes("[data-theme='light'] .token.keyword"));
    expect(keyword.at(-1)).toContain('color:#00009f');
    expect(rules.indexOf(keyword.at(-1)!)).toBeGreaterThan(rules.indexOf(keyword[0]!));
    // The site's recoloured comment, not the upstream one that fails contrast.
    expect(css).toContain("[data-theme='light'] .token.comment");
    expect(css).not.toContain(themes.github.styles[0]!.style.color!);
  });
});
