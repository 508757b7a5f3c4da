import { compile } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { defaultImport, pageImports, setIdentifierAttribute } from '../inject';
import { parseMdx } from '../mdx';

/** A remark plugin that hands every <Box kind="…"> the module of its kind, as the site's plugins do. */
function boxData() {
  return (tree: Root) => {
    const imports = pageImports();
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      if (element.name !== 'Box') return;
      const kind = element.attributes.find((entry) => entry.type === 'mdxJsxAttribute' && entry.name === 'kind')?.value;
      if (typeof kind !== 'string') throw new Error('<Box> needs kind="…".');
      const name = imports.add(`__box_${kind}`, `@generated/boxes/${kind}.json`);
      setIdentifierAttribute(element, 'data', name);
    });
    imports.prependTo(tree);
  };
}

const compiled = async (source: string, remarkPlugins: [] | [typeof boxData] = []) =>
  String(await compile(source, { remarkPlugins, jsx: true, development: false }));

describe('the nodes a remark plugin adds to an MDX page', () => {
  it('compile as the same import and attributes written on the page would', async () => {
    const page = ['<Box kind="a" />', '', 'Text with <Box kind="b" /> inline.', '', '<Box kind="a" />'].join('\n');
    const written = [
      'import __box_a from "@generated/boxes/a.json";',
      'import __box_b from "@generated/boxes/b.json";',
      '',
      '<Box kind="a" data={__box_a} />',
      '',
      'Text with <Box kind="b" data={__box_b} /> inline.',
      '',
      '<Box kind="a" data={__box_a} />',
    ].join('\n');
    const out = await compiled(page, [boxData]);
    expect(out).toBe(await compiled(written));
    expect(out.match(/^import __box_a from/gm)).toHaveLength(1);
  });

  it('replace an attribute of the same name and come after a spread', async () => {
    const out = await compiled('<Box data={old} {...rest} kind="a" />', [boxData]);
    expect(out).toContain('<Box {...rest} kind="a" data={__box_a} />');
    expect(out).not.toContain('old');
  });

  it('carry the syntax tree the MDX parser makes of the same text', () => {
    // Places and comments aside, and the empty list of import attributes that the parser leaves out.
    const ignored = new Set(['position', 'start', 'end', 'loc', 'range', 'comments']);
    const withoutPlaces = (value: unknown): unknown =>
      JSON.parse(
        JSON.stringify(value, (key, entry: unknown) =>
          ignored.has(key) || (key === 'attributes' && Array.isArray(entry) && entry.length === 0) ? undefined : entry,
        ),
      );
    const node = defaultImport('sample', '@site/src/data/receipts/at');
    const parsed = parseMdx(`${node.value}\n`).children[0];
    expect(withoutPlaces(node)).toEqual(withoutPlaces(parsed));
  });

  it('refuse a name imported from two modules, and a name that is not an identifier', () => {
    const imports = pageImports();
    imports.add('data', '@generated/a.json');
    expect(() => imports.add('data', '@generated/a.json')).not.toThrow();
    expect(() => imports.add('data', '@generated/b.json')).toThrow(/"@generated\/a.json" and "@generated\/b.json"/);
    expect(() => defaultImport('a-b', '@generated/a.json')).toThrow(/"a-b" is not a JavaScript identifier/);
  });
});
