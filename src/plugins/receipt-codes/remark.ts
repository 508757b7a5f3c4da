import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { pageImports, setIdentifierAttribute } from '../mdx-source/inject';

/** A sample module a page imports: `@site/src/data/receipts/<sample>`. */
export const SAMPLE_MODULE = /^@site\/src\/data\/receipts\/([a-z][a-z0-9-]*)$/;

/** The module the plugin (./index.ts) writes for a sample. */
export const printedModule = (sample: string) => `@generated/receipt-codes/default/${sample}.json`;

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
    const imports = pageImports();
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
      const name = imports.add(`__receiptPrinted_${sample.replaceAll('-', '_')}`, printedModule(sample));
      setIdentifierAttribute(element, 'printed', name);
    });
    imports.prependTo(tree);
  };
}
