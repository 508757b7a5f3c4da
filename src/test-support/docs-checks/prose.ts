import { readableText, treeOf, type MdxPage } from '../../plugins/mdx-source/mdx';

export { headingsOf, type Heading } from '../../plugins/mdx-source/mdx';

/**
 * The words a reader reads on a page (its MDX body, with or without front matter, or its tree): code blocks,
 * imports, JSX tags and attributes, expressions, link targets and bare URLs do not count; link
 * texts, inline code, table cells and list items do.
 */
export function proseText(page: MdxPage): string {
  return readableText(treeOf(page));
}

const word = /[\p{L}\p{N}][\p{L}\p{N}'’.,%/-]*/gu;

export function countWords(page: MdxPage): number {
  return proseText(page).match(word)?.length ?? 0;
}
