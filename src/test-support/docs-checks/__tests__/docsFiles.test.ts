import { describe, expect, it } from 'vitest';
import { routeOfDoc, type DocFile } from '../docsFiles';

function doc(relPath: string): DocFile {
  return { relPath, absPath: `/docs/${relPath}`, area: relPath.split('/')[0] ?? '', partial: false };
}

describe('routeOfDoc', () => {
  it('maps the file path to the URL, index files to their folder', () => {
    expect(routeOfDoc(doc('efr/AT/fiscal.mdx'), {})).toBe('/efr/AT/fiscal');
    expect(routeOfDoc(doc('efr/AT/index.mdx'), {})).toBe('/efr/AT');
    expect(routeOfDoc(doc('efr/index.mdx'), {})).toBe('/efr');
    expect(routeOfDoc(doc('e_invoicing/README.md'), {})).toBe('/e_invoicing');
    expect(routeOfDoc(doc('faq/Countries/Countries.mdx'), {})).toBe('/faq/Countries');
    expect(routeOfDoc(doc('bill/Management/QuickStart.mdx'), {})).toBe('/bill/Management/QuickStart');
  });

  it('follows slug (absolute: from the area base; relative: from the folder) and id', () => {
    const fragment = doc('efr/imports/setup-steps/portal.mdx');
    expect(routeOfDoc(fragment, { slug: '/imports/setup-steps/acme-portal' })).toBe(
      '/efr/imports/setup-steps/acme-portal',
    );
    expect(routeOfDoc(fragment, { slug: 'acme-portal' })).toBe('/efr/imports/setup-steps/acme-portal');
    expect(routeOfDoc(doc('efr/intro.mdx'), { slug: '/' })).toBe('/efr');
    expect(routeOfDoc(doc('efr/AT/fiscal.mdx'), { id: 'rules' })).toBe('/efr/AT/rules');
  });
});
