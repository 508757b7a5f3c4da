import type { AllContent } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { duplicateRoutes, routeSources } from '..';

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

  it('finds nothing when every route has one source', () => {
    expect(duplicateRoutes([{ permalink: '/faq', source: '@site/docs/faq/index.mdx' }])).toEqual([]);
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
