// Runs in the Node environment (no jsdom): the static build renders the preview on the server.
import { createRequire } from 'node:module';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import LayoutPreview from '..';
import smartDefault from '../../../data/bill/layouts/smart-default';

// react-dom ships no type declarations of its own and @types/react-dom is not a dependency.
const { renderToString } = createRequire(import.meta.url)('react-dom/server') as {
  renderToString: (element: ReactElement) => string;
};

describe('LayoutPreview on the server', () => {
  it('renders a figure with caption, controls and codes without browser globals', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<LayoutPreview variant="smart" layout={smartDefault} interactive />);
    expect(html).toContain('<figure');
    expect(html).toContain('<figcaption');
    expect(html).toContain('aria-label="Move Logo down"');
    expect(html).toContain('aria-label="Fiscal QR code"');
  });

  it('says what is missing when a page passes neither a layout nor sections', () => {
    expect(() => renderToString(<LayoutPreview variant="smart" />)).toThrow(/pass a layout .* or sections/);
  });
});
