import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** A sample module a page imports: `@site/src/data/receipts/<sample>`. */
export const SAMPLE_MODULE = /^@site\/src\/data\/receipts\/([a-z][a-z0-9-]*)$/;

/** The module the plugin (./index.ts) writes for a sample. */
export const printedModule = (sample: string) => `@generated/receipt-codes/default/${sample}.json`;

const program = (body: Program['body']): Program => ({ type: 'Program', sourceType: 'module', body });

/** `import <local> from '<source>'`, as an MDX ESM node with the syntax tree the compiler reads. */
function importNode(local: string, source: string): MdxjsEsm {
  const value = `import ${local} from ${JSON.stringify(source)};`;
  const estree = program([
    {
      type: 'ImportDeclaration',
      specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: local } }],
      source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
      attributes: [],
    },
  ]);
  return { type: 'mdxjsEsm', value, data: { estree } };
}

/** The sample module of each default import of a sample (`import sample from '@site/src/data/receipts/at'`). */
function sampleImports(tree: Root): Map<string, string> {
  const samples = new Map<string, string>();
  visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const sample = SAMPLE_MODULE.exec(String(statement.source.value))?.[1];
      const local = statement.specifiers.find((specifier) => specifier.type === 'ImportDefaultSpecifier')?.local;
      if (sample && local) samples.set(local.name, sample);
    }
  });
  return samples;
}

/**
 * Gives each `<Receipt sample={x} />` of a page the data the build prepared for its sample:
 * `printed={…}`, imported from the module ./index.ts writes for the sample that `x` was imported
 * from. A page thus loads its own sample's QR code and numbers, where one shared module held every
 * sample's. A `<Receipt>` whose sample was not imported from src/data/receipts stops the build with
 * the file, line and fix.
 */
export default function receiptData() {
  return (tree: Root, file: VFile) => {
    const samples = sampleImports(tree);
    const imports = new Map<string, MdxjsEsm>();
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      if (element.name !== 'Receipt') return;
      if (
        element.attributes.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'printed')
      ) {
        return;
      }
      const sampleAttribute = element.attributes.find(
        (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'sample',
      );
      const expression = typeof sampleAttribute?.value === 'object' ? sampleAttribute.value : undefined;
      const statement = expression?.data?.estree?.body[0];
      const local =
        statement?.type === 'ExpressionStatement' && statement.expression.type === 'Identifier'
          ? statement.expression.name
          : undefined;
      const sample = local === undefined ? undefined : samples.get(local);
      if (sample === undefined) {
        file.fail(
          '<Receipt> needs `sample={name}` with a name imported from a sample module: ' +
            "`import sample from '@site/src/data/receipts/at';` then `<Receipt sample={sample} />`.",
          element,
          'receipt-codes:sample',
        );
      }
      const name = `__receiptPrinted_${sample.replaceAll('-', '_')}`;
      if (!imports.has(name)) imports.set(name, importNode(name, printedModule(sample)));
      const estree = program([{ type: 'ExpressionStatement', expression: { type: 'Identifier', name } }]);
      element.attributes.push({
        type: 'mdxJsxAttribute',
        name: 'printed',
        value: { type: 'mdxJsxAttributeValueExpression', value: name, data: { estree } },
      });
    });
    tree.children.unshift(...imports.values());
  };
}
