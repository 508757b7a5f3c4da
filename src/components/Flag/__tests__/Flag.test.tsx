// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { countryCodes } from '@site/src/data/countries/types';
import Flag from '..';
import { flagUrls } from '../flags';

afterEach(cleanup);

describe('Flag', () => {
  // The build emits files (src/plugins/svg-url); Vitest, as Vite, gives small files as data: URLs.
  it('has a flag SVG for every EFR country, each its own', () => {
    const urls = countryCodes.map((code) => flagUrls[code]);
    for (const [index, url] of urls.entries())
      expect(url, countryCodes[index]).toMatch(/\.svg$|^data:image\/svg\+xml,/);
    expect(new Set(urls).size).toBe(countryCodes.length);
  });

  it('is an image with the country code as its text fallback, hidden beside the name it stands by', () => {
    const { container } = render(<Flag code="SE" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(flagUrls.SE);
    expect(img?.getAttribute('alt')).toBe('SE');
    expect(img?.getAttribute('aria-hidden')).toBe('true');
    expect(img?.getAttribute('width')).toBe('20');
    expect(img?.getAttribute('height')).toBe('20');
  });
});
