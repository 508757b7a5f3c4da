import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AllContent } from '@docusaurus/types';
import { brand } from '../../../../config/brand';
import { devRecords } from '../index';

const siteDir = mkdtempSync(path.join(tmpdir(), 'dev-records-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
  writeFileSync(path.join(siteDir, file), text);
}

write(
  'docs/efr/AT/index.mdx',
  "---\ntitle: Austria\n---\n\nimport Steps from '../imports/steps.mdx';\n\nThe %%brand%% Portal.\n\n<Steps />\n",
);
write('docs/efr/imports/steps.mdx', '---\ntitle: Steps\nunlisted: true\n---\n\n## Install\n\nRun it.\n');

const allContent = {
  'docusaurus-plugin-content-docs': {
    efr: {
      loadedVersions: [
        {
          versionName: 'current',
          docs: [
            {
              source: '@site/docs/efr/AT/index.mdx',
              permalink: '/efr/AT',
              title: 'Austria',
              description: 'Set up EFR.',
            },
            {
              source: '@site/docs/efr/imports/steps.mdx',
              permalink: '/efr/imports/steps',
              title: 'Steps',
              description: '',
              unlisted: true,
            },
          ],
        },
      ],
    },
  },
} as unknown as AllContent;

describe('devRecords', () => {
  it('reads the docs of every docs plugin, with brand tokens replaced and partials in place, without unlisted docs', () => {
    const records = devRecords(allContent, { siteDir, siteUrl: 'https://docs.example', areaLabels: { efr: 'EFR' } });
    expect(records.map((r) => [r.type, r.url, r.content])).toEqual([
      ['lvl1', 'https://docs.example/efr/AT', 'Set up EFR.'],
      ['content', 'https://docs.example/efr/AT', `The ${brand.brand} Portal.`],
      ['lvl2', 'https://docs.example/efr/AT#install', null],
      ['content', 'https://docs.example/efr/AT#install', 'Run it.'],
    ]);
    expect(records[0]).toMatchObject({
      hierarchy: { lvl0: 'EFR', lvl1: 'Austria' },
      docusaurus_tag: ['docs-efr-current'],
    });
  });
});
