import { describe, expect, it } from 'vitest';
import { bodyText, contextText, rowKeys, sectionDocument, sections } from '../pagefind-document.mjs';
import type { Hierarchy, RecordType, SearchRecord } from '../records';

const hierarchy = (lvl2: string | null = null): Hierarchy => ({
  lvl0: 'EFR',
  lvl1: 'Austria – fiscal rules',
  lvl2,
  lvl3: null,
  lvl4: null,
  lvl5: null,
  lvl6: null,
});

function record(type: RecordType, content: string | null, lvl2: string | null = null, anchor: string | null = null) {
  const base = 'https://docs.example/efr/AT/fiscal';
  return {
    objectID: `x${Math.random()}`,
    type,
    hierarchy: hierarchy(lvl2),
    content,
    url: anchor ? `${base}#${anchor}` : base,
    url_without_anchor: base,
    anchor,
    language: 'en',
    docusaurus_tag: ['docs-efr-current'],
    weight: { pageRank: 0, level: 0, position: 0 },
  } satisfies SearchRecord;
}

const page = [
  record('lvl1', 'What the RKSV requires of cash registers in Austria.'),
  record('content', 'Every register signs each receipt'),
  record('lvl2', null, 'Registration', 'registration'),
  record('content', 'Register the signature device in FinanzOnline.', 'Registration', 'registration'),
  record('content', 'Start receipt · mandatory · signed with the device', 'Registration', 'registration'),
];

describe('sections', () => {
  it('groups a heading with the content under it, and the page record with the intro', () => {
    expect(sections(page).map((group: SearchRecord[]) => group.map((r) => r.type))).toEqual([
      ['lvl1', 'content'],
      ['lvl2', 'content', 'content'],
    ]);
  });

  it('goes on in a further section past the text limit', () => {
    const long = [
      record('lvl2', null, 'Fields', 'f'),
      ...['a', 'b', 'c'].map((c) => record('content', c.repeat(30), 'Fields', 'f')),
    ];
    expect(sections(long, 70).map((group: SearchRecord[]) => group.length)).toEqual([3, 1]);
  });
});

describe('section text', () => {
  it('ends every paragraph as a sentence', () => {
    expect(bodyText(['One', 'Two.', '  Three  '])).toBe('One. Two. Three.');
  });

  it('indexes the headings above a section, and the area label above a page title', () => {
    expect(contextText('lvl2', hierarchy('Registration'))).toBe('Austria – fiscal rules');
    expect(contextText('content', hierarchy('Registration'))).toBe('Austria – fiscal rules › Registration');
    expect(contextText('lvl1', hierarchy())).toBe('EFR');
  });

  it('takes the short first cell of table rows as their key', () => {
    expect(rowKeys(['TaxG · letter · Tax group.', 'Plain text.', `${'x'.repeat(41)} · long`])).toBe('TaxG');
  });
});

describe('sectionDocument', () => {
  const [intro, registration] = sections(page) as SearchRecord[][];

  it('puts the text first, then weighted heading, description and context, with metadata out of the index', () => {
    const document = sectionDocument(intro!, 0);
    expect(document.url).toBe('/efr/AT/fiscal?r=0');
    expect(document.body).toBe('Every register signs each receipt.');
    expect(document.meta).toMatchObject({
      id: '0',
      type: 'lvl1',
      n: String(document.body.length),
      lvl1: 'Austria – fiscal rules',
    });
    expect(document.html).toMatch(
      /^<html lang="en"><body><p data-pagefind-weight="1">Every register signs each receipt\.<\/p><p data-pagefind-weight="5">Austria – fiscal rules<\/p><p data-pagefind-weight="2">What the RKSV requires/,
    );
    expect(document.html).toContain('<div data-pagefind-ignore><span data-pagefind-meta="id">0</span>');
    expect(document.html).toContain('<span data-pagefind-filter="tag">docs-efr-current</span>');
  });

  it('keeps the anchor, weights a subheading less than a title and escapes text', () => {
    const document = sectionDocument(
      [...registration!, record('content', 'a <b> & "c"', 'Registration', 'registration')],
      7,
    );
    expect(document.url).toBe('/efr/AT/fiscal?r=7#registration');
    expect(document.html).toContain('<p data-pagefind-weight="3">Registration</p>');
    expect(document.html).toContain('<p data-pagefind-weight="2">Start receipt</p>');
    expect(document.html).toContain('a &lt;b&gt; &amp; &quot;c&quot;');
    expect(document.body).toContain('a <b> & "c"');
  });
});
