import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import type { AllContent, LoadContext } from '@docusaurus/types';
import { VFile } from 'vfile';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { loadedSite } from '..';
import linkChecks from '../remark';
import { SiteLinks, type Severity } from '../siteLinks';

const siteDir = mkdtempSync(path.join(tmpdir(), 'link-checks-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
  writeFileSync(path.join(siteDir, file), text);
}

const other = `---
title: Other
---

import Steps from './_steps.mdx';

## Set it up {#set-up}

## Set it up

## FAQ

## FAQ

## %%brand%% Portal

<div id="custom-anchor" />

<Steps />
`;
write('docs/efr/other.mdx', other);
write('docs/efr/_steps.mdx', '## Install the service\n');
write('static/efr/manual.pdf', 'PDF');

const allContent = {
  'docusaurus-plugin-content-docs': {
    efr: {
      loadedVersions: [
        {
          path: '/efr',
          tagsPath: '/efr/tags',
          docs: [
            { permalink: '/efr/guide', source: '@site/docs/efr/guide.mdx' },
            { permalink: '/efr/other', source: '@site/docs/efr/other.mdx' },
          ],
          sidebars: {
            efr: [{ type: 'category', link: { type: 'generated-index', permalink: '/efr/category/more' }, items: [] }],
          },
        },
      ],
    },
  },
  'docusaurus-plugin-content-pages': { default: [{ permalink: '/', source: '@site/src/pages/index.tsx' }] },
} as unknown as AllContent;

function links(onBrokenLinks: Severity = 'throw', onBrokenAnchors: Severity = onBrokenLinks) {
  const context = {
    siteDir,
    siteConfig: {
      staticDirectories: ['static'],
      onBrokenLinks,
      onBrokenAnchors,
      markdown: {
        preprocessor: ({ fileContent }: { fileContent: string }) => fileContent.replaceAll('%%brand%%', 'Acme'),
        mdx1Compat: { headingIds: true },
        anchors: { maintainCase: false },
      },
    },
  } as unknown as LoadContext;
  const siteLinks = new SiteLinks();
  siteLinks.load(loadedSite(context, allContent));
  return siteLinks;
}

/** Compiles docs/efr/guide.mdx with the link checks; the error, if any, and the vfile. */
async function check(content: string, siteLinks = links()) {
  const file = new VFile({ value: content, path: path.join(siteDir, 'docs/efr/guide.mdx') });
  try {
    await compile(file, { remarkPlugins: [[linkChecks, { links: siteLinks }]] });
    return { error: null, file };
  } catch (error) {
    return { error: String(error), file };
  }
}

afterEach(() => vi.restoreAllMocks());

describe('link checks', () => {
  it('passes links to pages, their headings (explicit, repeated, with tokens), elements and partials', async () => {
    const page = [
      '## Steps',
      '',
      '[a](/efr/other) [b](/efr/other/) [c](/efr/other#set-up) [d](/efr/other#set-it-up) [e](/efr/other#faq-1)',
      '[f](/efr/other#acme-portal) [g](/efr/other#custom-anchor) [h](/efr/other#install-the-service) [i](#steps)',
      '[j](/efr/category/more) [k](/efr/tags/vat) [l](/efr/manual.pdf) [m](/search) [n](https://example.com/x)',
      '[o](pathname:///api/x.json) [p](mailto:a@example.com) [q](other#faq) [r](/efr/Other%20Page#x) [s](#)',
      '',
      '<Link to="/efr/other#set-up">t</Link> <a href="/efr/guide#steps">u</a>',
    ].join('\n');
    // /efr/Other%20Page is no page: it is reported, and the only problem.
    const { error } = await check(page);
    expect(error).toContain('1 broken link in docs/efr/guide.mdx:');
    expect(error).toContain('Link to /efr/Other%20Page#x: no page has the URL /efr/Other%20Page.');
  });

  it('names file, line and column of every broken link and anchor, all in one error', async () => {
    const page = [
      '## Steps',
      '',
      'See [a page](/efr/othr) and [a heading](/efr/other#nothing).',
      '',
      '[this page](#stepz), <Link to="/efr/missing">gone</Link>, [relative](other#nowhere)',
    ].join('\n');
    const { error } = await check(page);
    expect(error).toContain('5 broken links in docs/efr/guide.mdx:');
    expect(error).toContain(
      '- docs/efr/guide.mdx:3:5 Link to /efr/othr: no page has the URL /efr/othr. Did you mean /efr/other?',
    );
    expect(error).toContain(
      '- docs/efr/guide.mdx:3:29 Link to /efr/other#nothing: /efr/other (docs/efr/other.mdx) has no heading or element with the id "nothing".',
    );
    expect(error).toContain(
      '- docs/efr/guide.mdx:5:1 Link to #stepz: this page has no heading or element with that id. Did you mean #steps?',
    );
    expect(error).toContain('- docs/efr/guide.mdx:5:22 Link to /efr/missing: no page has the URL /efr/missing.');
    expect(error).toContain(
      '- docs/efr/guide.mdx:5:59 Link to other#nowhere: /efr/other (docs/efr/other.mdx) has no heading or element with the id "nowhere".',
    );
  });

  it('warns instead when the site says "warn", one line per link, and keeps vfile messages', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { error, file } = await check('[a](/efr/othr) [b](/efr/other#nothing)\n', links('warn'));
    expect(error).toBeNull();
    expect(warn.mock.calls.map(([line]) => line as string)).toEqual([
      '[WARNING] docs/efr/guide.mdx:1:1 Link to /efr/othr: no page has the URL /efr/othr. Did you mean /efr/other?',
      '[WARNING] docs/efr/guide.mdx:1:16 Link to /efr/other#nothing: /efr/other (docs/efr/other.mdx) has no heading or element with the id "nothing".',
    ]);
    expect(file.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}`)).toEqual([
      '1:1 broken-link',
      '1:16 broken-anchor',
    ]);
  });

  it('follows each severity: anchors ignored, links still fail', async () => {
    const { error } = await check('[a](/efr/othr) [b](/efr/other#nothing)\n', links('throw', 'ignore'));
    expect(error).toContain('1 broken link in docs/efr/guide.mdx:');
    expect(error).not.toContain('#nothing');
  });

  it('reads a page again once it changed (a heading added)', async () => {
    const page = '[a](/efr/other#new-heading)\n';
    const siteLinks = links();
    expect((await check(page, siteLinks)).error).toContain('no heading or element with the id "new-heading"');
    write('docs/efr/other.mdx', `${other}\n## New heading\n`);
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(siteDir, 'docs/efr/other.mdx'), later, later);
    expect((await check(page, siteLinks)).error).toBeNull();
    write('docs/efr/other.mdx', other);
  });

  // Docusaurus serialises the site config, remark plugin options included, into every page's script.
  it('stays out of the site config that pages load: its routes and anchors serialise to one line', async () => {
    const siteLinks = links();
    await check('[a](/efr/guide#intro)\n', siteLinks);
    const options = JSON.stringify({ remarkPlugins: [[linkChecks, { links: siteLinks }]] });
    expect(options.length).toBeLessThan(120);
    expect(options).not.toContain('/efr/guide');
  });

  it('checks nothing before Docusaurus has loaded the site', async () => {
    expect((await check('[a](/efr/othr)\n', new SiteLinks())).error).toBeNull();
  });
});
