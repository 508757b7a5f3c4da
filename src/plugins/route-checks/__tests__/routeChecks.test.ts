import type { AllContent } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { duplicateRoutes, routeOf, routeSources } from '..';

describe('duplicateRoutes', () => {
  it('names every file of a route that more than one source claims', () => {
    expect(
      duplicateRoutes([
        { permalink: '/efr/AT', source: '@site/docs/efr/AT/index.mdx' },
        { permalink: '/efr/AT', source: '@site/docs/efr/AT.mdx' },
        { permalink: '/efr/DE', source: '@site/docs/efr/DE/index.mdx' },
      ]),
    ).toEqual([
      '/efr/AT is the route of docs/efr/AT/index.mdx and docs/efr/AT.mdx: give one of them another file name or `slug` in its front matter.',
    ]);
  });

  it("compares routes as the site's trailingSlash makes them (an index doc's permalink ends with a slash)", () => {
    const sources = [
      { permalink: '/efr/AT/', source: '@site/docs/efr/AT/index.mdx' },
      { permalink: '/efr/AT', source: '@site/docs/efr/zz.mdx' },
    ];
    expect(duplicateRoutes(sources, false)).toEqual([
      '/efr/AT is the route of docs/efr/AT/index.mdx and docs/efr/zz.mdx: give one of them another file name or `slug` in its front matter.',
    ]);
    expect(duplicateRoutes(sources, undefined)).toEqual([]);
  });

  it('finds nothing when every route has one source', () => {
    expect(duplicateRoutes([{ permalink: '/faq', source: '@site/docs/faq/index.mdx' }])).toEqual([]);
  });
});

describe('routeOf', () => {
  it('adds or removes the trailing slash as the site says, never on the root', () => {
    expect(routeOf('/efr/AT/', false)).toBe('/efr/AT');
    expect(routeOf('/efr/AT', true)).toBe('/efr/AT/');
    expect(routeOf('/efr/AT/', undefined)).toBe('/efr/AT/');
    expect(routeOf('/', false)).toBe('/');
  });
});

describe('routeSources', () => {
  it("reads the routes of every docs version and of src/pages from Docusaurus's loaded content", () => {
    const allContent = {
      'docusaurus-plugin-content-docs': {
        efr: { loadedVersions: [{ docs: [{ permalink: '/efr', source: '@site/docs/efr/index.mdx', id: 'x' }] }] },
        faq: { loadedVersions: [{ docs: [{ permalink: '/faq', source: '@site/docs/faq/index.mdx' }] }] },
      },
      'docusaurus-plugin-content-pages': {
        default: [{ permalink: '/efr', source: '@site/src/pages/efr.tsx', type: 'jsx' }],
      },
    } as unknown as AllContent;
    expect(duplicateRoutes(routeSources(allContent))).toEqual([
      '/efr is the route of docs/efr/index.mdx and src/pages/efr.tsx: give one of them another file name or `slug` in its front matter.',
    ]);
  });
});
