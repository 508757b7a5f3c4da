import { describe, expect, it } from 'vitest';
import { markdownTwinPath } from '@site/src/features/copy-page/twin';
import { llmsFullTxt, llmsTxt, type LlmsSite } from '../llmsTxt';

const site: LlmsSite = {
  siteUrl: 'https://docs.example',
  title: 'Acme Documentation',
  summary: 'Fiscal receipt signing',
  note: 'Every page below is Markdown.',
  sections: [
    { title: 'Home', pages: [{ route: '/', title: 'Acme Documentation', description: 'Start here.' }] },
    {
      title: 'EFR',
      summary: 'Fiscal middleware.',
      pages: [{ route: '/efr/DE/fiscal', title: 'Germany – fiscal', description: 'TSE signing,\n  step by step.' }],
    },
  ],
  optional: [{ title: 'OpenAPI', href: '/api/efr.openapi.json', description: 'Every endpoint.' }],
};

describe('llms.txt', () => {
  it('has the llmstxt.org shape: title, quoted summary, sections of links to the Markdown twins', () => {
    expect(llmsTxt(site)).toBe(
      [
        '# Acme Documentation',
        '',
        '> Fiscal receipt signing',
        '',
        'Every page below is Markdown.',
        '',
        '## Home',
        '',
        '- [Acme Documentation](https://docs.example/index.md): Start here.',
        '',
        '## EFR',
        '',
        'Fiscal middleware.',
        '',
        '- [Germany – fiscal](https://docs.example/efr/DE/fiscal.md): TSE signing, step by step.',
        '',
        '## Optional',
        '',
        '- [OpenAPI](https://docs.example/api/efr.openapi.json): Every endpoint.',
        '',
      ].join('\n'),
    );
  });

  it('puts every listed page in llms-full.txt after its source address', () => {
    const full = llmsFullTxt(site, (route) => `# Page ${route}\n`);
    expect(full).toContain('---\n\nSource: https://docs.example/\n\n# Page /\n');
    expect(full).toContain('---\n\nSource: https://docs.example/efr/DE/fiscal\n\n# Page /efr/DE/fiscal\n');
  });

  it('names a twin after its route', () => {
    expect(markdownTwinPath('/efr/DE/fiscal')).toBe('/efr/DE/fiscal.md');
    expect(markdownTwinPath('/efr/')).toBe('/efr.md');
    expect(markdownTwinPath('/efr/api#rn?x')).toBe('/efr/api.md');
    expect(markdownTwinPath('/')).toBe('/index.md');
  });
});
