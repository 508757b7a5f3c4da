import { useCallback, useMemo, type CSSProperties } from 'react';
import clsx from 'clsx';
import type {
  PrismTheme,
  Token,
  TokenInputProps,
  TokenOutputProps,
  LineInputProps,
  LineOutputProps,
} from 'prism-react-renderer';
import { newline } from './tokenCodec';

/**
 * What prism-react-renderer's `Highlight` hands its children for a language without a grammar
 * (every line one plain token), made without Prism: a code block drawn before Prism is loaded
 * (src/components/CodeLines) has the same lines, classes and colours as upstream's drawing. Only types are imported from
 * prism-react-renderer, so none of it is bundled here. __tests__/plainHighlight.test.ts holds it to
 * prism-react-renderer's own output.
 */
export interface PlainHighlight {
  className: string;
  style: CSSProperties;
  tokens: Token[][];
  getLineProps: (input: LineInputProps) => LineOutputProps;
  getTokenProps: (input: TokenInputProps) => TokenOutputProps;
}

/** prism-react-renderer's normalizeTokens of a single string: its lines, an empty one marked. */
export function plainLines(code: string): Token[][] {
  return code
    .split(newline)
    .map((content) => [
      content === '' ? { types: ['plain'], content: '\n', empty: true } : { types: ['plain'], content },
    ]);
}

export function usePlainHighlight({
  theme,
  code,
  language,
  tokens: prebuilt,
}: {
  theme: PrismTheme;
  code: string;
  language: string;
  /** The block's tokens made at build time (./tokenCodec.ts), drawn instead of plain lines. */
  tokens?: Token[][];
}): PlainHighlight {
  const { plain } = theme;
  const lineStyle = useMemo<CSSProperties>(() => ({ ...plain, backgroundColor: undefined }), [plain]);
  const getLineProps = useCallback(
    ({ className, style, line: _line, ...rest }: LineInputProps): LineOutputProps => ({
      ...rest,
      className: clsx('token-line', className),
      style: typeof style === 'object' ? { ...lineStyle, ...style } : lineStyle,
    }),
    [lineStyle],
  );
  const getTokenProps = useCallback(({ token, className, style, ...rest }: TokenInputProps): TokenOutputProps => {
    const own = token.empty === undefined ? undefined : { display: 'inline-block' };
    return {
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style === undefined || style === null ? own : { ...own, ...style },
    };
  }, []);
  const tokens = useMemo(() => prebuilt ?? plainLines(code), [prebuilt, code]);
  return {
    className: `prism-code language-${language.toLowerCase()}`,
    style: plain,
    tokens,
    getLineProps,
    getTokenProps,
  };
}
