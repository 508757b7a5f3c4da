import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { createAnchorReader } from '@site/src/plugins/link-checks/anchors';
import { parseMdx } from '@site/src/plugins/mdx-source/mdx';
import { decodeTokens } from '@site/src/features/code-blocks/tokenCodec';
import openApiReferencePlugin from '../index';
import { paragraphs } from '../markdown';
import { callsOf, operationSlug } from '../remark';
import { schemaSections } from '../sections';

const siteDir = fileURLToPath(new URL('../../../..', import.meta.url));
const plugin = openApiReferencePlugin({ siteDir } as LoadContext);
const content = await plugin.loadContent!();

describe('openapi-reference (build-time plugin)', () => {
  it('prepares every operation of the description, one module each', () => {
    const calls = [...callsOf(siteDir)];
    expect(calls.length).toBeGreaterThan(30);
    expect(Object.keys(content).sort()).toEqual(calls.map(operationSlug).sort());
    expect(content['get-control-proof-js']?.path).toBe('/control/proof.js');
  });

  it('lists the parameters and one level of body fields, linking nested objects to their section', () => {
    const voidCall = content['post-register-void']!;
    expect(voidCall.parameters.map(({ name, required, example }) => [name, required, example])).toEqual([
      ['rsn', false, 'Wrong items entered'],
      ['rn', false, 'ATU12345678$VIE01_POS02'],
    ]);
    expect(voidCall.requestBody?.root).toBe('Tra');
    expect(voidCall.requestBody?.fields.map(({ name, required, section }) => [name, required, section?.href])).toEqual([
      ['ESR', true, '/efr/api#esr-header'],
      ['SESR', false, '/efr/api#the-transaction-object'],
    ]);
    const cfg = content['post-cfg']!.requestBody!;
    expect(cfg.root).toBe('Cfg');
    expect(cfg.fields.find((field) => field.name === 'TaxId')).toMatchObject({
      type: 'string, max. 40',
      required: true,
      description: [[{ type: 'text', value: 'VAT or tax id of the company.' }]],
    });
    expect(cfg.fields.find((field) => field.name === 'TL')?.type).toBe('id');
    expect(cfg.fields.at(-1)).toMatchObject({ name: 'XX_Name', type: 'string, number or boolean', required: false });
  });

  it('gives each response its description and examples, JSON laid out as on the pages', () => {
    const [ok, bad, no] = content['post-register-void']!.responses;
    expect([ok?.status, bad?.status, no?.status]).toEqual(['200', '400', '406']);
    expect(ok?.fields.map((field) => field.name)).toEqual(['SQ', 'Result', 'ESR', 'Fis']);
    const example = ok?.examples[0];
    expect(example?.title).toBe('Response to the void');
    expect(example?.code).toMatch(/^ {8}\{ "_": "Tax", "TaxG": "A", "Prc": 20, .*\},$/m);
    expect(bad?.fields).toEqual([]);
    expect(content['put-repo']?.requestBody?.examples).toEqual([
      {
        title: 'PUT /repo',
        language: 'text',
        code: expect.stringMatching(/^IN;Dsc;Pri;TaxG\n3310;/) as string,
        tokens: expect.stringMatching(/^plain\|/) as string,
      },
    ]);
    // Each example carries its Prism tokens, for the code they were made from (src/plugins/code-tokens).
    expect(example?.tokens && decodeTokens(example.code, example.tokens)?.flat().length).toBeGreaterThan(20);
  });

  it('offers Try it where the mock EFR answers with documented examples', () => {
    const offered = Object.entries(content)
      .filter(([, data]) => data.tryIt)
      .map(([slug]) => slug);
    expect(offered).toEqual(
      expect.arrayContaining(['post-cfg', 'post-restart', 'post-register-void', 'get-last', 'get-find', 'get-cfg']),
    );
    expect(offered).not.toContain('get-peri-display');
    expect(offered).not.toContain('put-repo');
  });

  it('links only to sections the API pages have', () => {
    const anchors = createAnchorReader({ siteDir, read: (file) => readFileSync(file, 'utf8') });
    const missing = Object.values(schemaSections).filter(({ href }) => {
      const [route = '', anchor = ''] = href.split('#');
      const file = path.join(siteDir, 'docs', route === '/efr/api' ? 'efr/api/index.mdx' : `${route}.mdx`);
      return !anchors.ofTree(parseMdx(readFileSync(file, 'utf8')), file).has(anchor);
    });
    expect(missing).toEqual([]);
  });
});

describe('paragraphs', () => {
  it('keeps paragraphs, code, links and emphasis of a description', () => {
    expect(paragraphs('Send `rn`; see [rules](/efr/api/rule-set).\n\n**Once** per *till*.')).toEqual([
      [
        { type: 'text', value: 'Send ' },
        { type: 'code', value: 'rn' },
        { type: 'text', value: '; see ' },
        { type: 'link', url: '/efr/api/rule-set', children: [{ type: 'text', value: 'rules' }] },
        { type: 'text', value: '.' },
      ],
      [
        { type: 'strong', children: [{ type: 'text', value: 'Once' }] },
        { type: 'text', value: ' per ' },
        { type: 'emphasis', children: [{ type: 'text', value: 'till' }] },
        { type: 'text', value: '.' },
      ],
    ]);
    expect(paragraphs(undefined)).toEqual([]);
  });
});
