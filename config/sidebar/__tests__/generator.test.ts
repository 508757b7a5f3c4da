import { describe, expect, it } from 'vitest';
import { postProcess } from '../generator';

type Items = Parameters<typeof postProcess>[0];
type Docs = Parameters<typeof postProcess>[1];

/** The fields of a doc the generator reads: its id and front matter. */
const doc = (id: string, frontMatter: Record<string, unknown> = {}) => ({ id, frontMatter }) as unknown as Docs[number];

const country = (code: string, name: string) => ({
  docs: [doc(`${code}/index`, { sidebar_label: name }), doc(`${code}/fiscal`)],
  item: {
    type: 'category' as const,
    label: code,
    link: { type: 'doc' as const, id: `${code}/index` },
    items: [{ type: 'doc' as const, id: `${code}/fiscal` }],
  },
});

describe('postProcess', () => {
  // Folder order (by code) differs from name order: CZ "Czech Republic" sorts after HR "Croatia".
  const countries = [
    country('AT', 'Austria'),
    country('CZ', 'Czech Republic'),
    country('DE', 'Germany'),
    country('HR', 'Croatia'),
  ];
  const docs: Docs = [doc('index'), doc('countries'), ...countries.flatMap((entry) => entry.docs)];
  const items: Items = [
    { type: 'doc', id: 'index' },
    ...countries.map((entry) => entry.item),
    { type: 'doc', id: 'countries' },
  ];

  it('groups the countries under "Country guides" in the order of their displayed names', () => {
    const result = postProcess(items, docs);
    const group = result.at(-1);
    expect(group).toMatchObject({ type: 'category', label: 'Country guides', link: { type: 'doc', id: 'countries' } });
    const labels = group?.type === 'category' ? group.items.map((item) => ('label' in item ? item.label : '')) : [];
    expect(labels).toEqual(['Austria', 'Croatia', 'Czech Republic', 'Germany']);
  });

  it('leaves collapsing to the area: the group sets no collapsible of its own', () => {
    const group = postProcess(items, docs).at(-1);
    expect(group && 'collapsible' in group ? group.collapsible : undefined).toBeUndefined();
  });

  it('leaves out pages without a sidebar', () => {
    const hidden: Docs = [...docs, doc('legacy', { displayed_sidebar: null })];
    const result = postProcess([...items, { type: 'doc', id: 'legacy' }], hidden);
    expect(result.some((item) => item.type === 'doc' && item.id === 'legacy')).toBe(false);
  });
});
