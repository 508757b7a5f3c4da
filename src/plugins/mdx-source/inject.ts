import type { Identifier, Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';

/**
 * What a remark plugin adds to an MDX page to hand a component data prepared at build time:
 * `import <name> from '<module>'` at the top of the page, and `attribute={name}` on the component's
 * element (src/plugins/receipt-codes, src/plugins/openapi-reference). Each node carries the estree
 * syntax tree beside its text, as the MDX parser's own nodes do: the compiler reads the tree, not
 * the text. No unified utility builds these nodes (Docusaurus's remark plugins build theirs by hand
 * too, e.g. @docusaurus/mdx-loader's transformLinks); esast-util-from-js, which the MDX compiler
 * uses internally, would parse the text instead, at the cost of a parser run and a dependency for
 * two fixed shapes.
 */

const program = (body: Program['body']): Program => ({ type: 'Program', sourceType: 'module', body });

/** The name as an identifier node; the names are written into the page's code as they are. */
function identifier(name: string): Identifier {
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`"${name}" is not a JavaScript identifier.`);
  return { type: 'Identifier', name };
}

/** `import <local> from '<source>'`, as an MDX ESM node. */
export function defaultImport(local: string, source: string): MdxjsEsm {
  const estree = program([
    {
      type: 'ImportDeclaration',
      specifiers: [{ type: 'ImportDefaultSpecifier', local: identifier(local) }],
      source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
      attributes: [],
    },
  ]);
  return { type: 'mdxjsEsm', value: `import ${local} from ${JSON.stringify(source)};`, data: { estree } };
}

/** The default imports a remark plugin adds to one page. */
export interface PageImports {
  /** Records `import <local> from '<source>'`, once however often it is added; returns `local`. */
  add(local: string, source: string): string;
  /** Puts the recorded imports at the top of the page, in the order they were first added. */
  prependTo(tree: Root): void;
}

/**
 * Collects a page's imports while the plugin visits its tree; `prependTo` adds them once the visit
 * is over (nodes inserted before the one being visited would shift the visit's place).
 */
export function pageImports(): PageImports {
  const imports = new Map<string, { source: string; node: MdxjsEsm }>();
  return {
    add(local, source) {
      const known = imports.get(local);
      if (!known) imports.set(local, { source, node: defaultImport(local, source) });
      else if (known.source !== source) throw new Error(`${local} is imported from "${known.source}" and "${source}".`);
      return local;
    },
    prependTo(tree) {
      tree.children.unshift(...Array.from(imports.values(), ({ node }) => node));
    },
  };
}

/**
 * Sets `name={local}` on an element: an attribute whose value is the expression `local` (an
 * imported name). It replaces an attribute of that name and comes after every other attribute, so
 * its value wins over a spread (`{...props}`) too, as the last of two same-named attributes would.
 */
export function setIdentifierAttribute(
  element: MdxJsxFlowElement | MdxJsxTextElement,
  name: string,
  local: string,
): void {
  const estree = program([{ type: 'ExpressionStatement', expression: identifier(local) }]);
  element.attributes = element.attributes.filter(
    (attribute) => !(attribute.type === 'mdxJsxAttribute' && attribute.name === name),
  );
  element.attributes.push({
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: local, data: { estree } },
  });
}
