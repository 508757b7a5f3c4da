import { Highlight, type RenderProps } from 'prism-react-renderer';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { darkCodeTheme, lightCodeTheme } from '../../../../config/prism';
import { usePlainHighlight, type PlainHighlight } from '../plainHighlight';

/** The lines of a code block as upstream's Content and Line draw them, from either highlighter. */
function drawn({ className, style, tokens, getLineProps, getTokenProps }: RenderProps | PlainHighlight) {
  return (
    <pre className={className} style={style}>
      {tokens.map((line, i) => (
        <div key={i} {...getLineProps({ line, className: i === 1 ? 'theme-code-block-highlighted-line' : undefined })}>
          {line.map((token, j) => (
            <span key={j} {...getTokenProps({ token })} />
          ))}
        </div>
      ))}
    </pre>
  );
}

function Plain(props: { theme: typeof lightCodeTheme; code: string; language: string }) {
  return drawn(usePlainHighlight(props));
}

const samples = {
  'one line': '{ "ok": true }',
  'empty lines, CRLF and a trailing newline': 'POST /v1/receipts HTTP/1.1\r\n\r\nHost: example.com\n\n  indented\n',
  empty: '',
};

describe('usePlainHighlight', () => {
  for (const [name, code] of Object.entries(samples)) {
    for (const [mode, theme] of Object.entries({ light: lightCodeTheme, dark: darkCodeTheme })) {
      it(`draws "${name}" as prism-react-renderer does for a language without a grammar (${mode})`, () => {
        const upstream = renderToStaticMarkup(
          <Highlight theme={theme} code={code} language="no-grammar">
            {drawn}
          </Highlight>,
        );
        expect(renderToStaticMarkup(<Plain theme={theme} code={code} language="no-grammar" />)).toBe(upstream);
      });
    }
  }

  it("keeps the block's own language in its class, as the server's highlighted drawing has it", () => {
    const markup = renderToStaticMarkup(<Plain theme={lightCodeTheme} code="{}" language="JSON" />);
    expect(markup).toContain('class="prism-code language-json"');
  });
});
