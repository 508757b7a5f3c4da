import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext } from '@docusaurus/types';
import type { RootContent } from 'mdast';
import { describe, expect, it } from 'vitest';
import { listDocFiles, readDoc } from '@site/src/test-support/docs-checks/docsFiles';
import { parseMdx, readableText } from '@site/src/plugins/mdx-source/mdx';
import { extractCodeBlocks } from '@site/src/plugins/mdx-source/codeBlocks';
import type { ApiOperationData } from '@site/src/components/ApiOperation/types';
import openApiReferencePlugin from '../index';
import { operationSlug } from '../remark';

/**
 * The endpoint sections of the pages take their parameters, body fields and examples from the
 * OpenAPI description (<ApiOperation>): a section that shows an operation must not also hold a
 * hand-written copy of them, which would drift from the description unnoticed. And every operation
 * of the description is shown in exactly one section, so the reference stays complete and each call
 * has one place that other pages link to.
 */
const siteDir = fileURLToPath(new URL('../../../..', import.meta.url));
const content = await openApiReferencePlugin({ siteDir } as LoadContext).loadContent!();
// The API pages and the country pages (Austria's, Germany's and France's exports, Hungary's printer calls).
const pages = listDocFiles(path.join(siteDir, 'docs')).filter((file) => !file.partial && file.relPath.endsWith('.mdx'));

interface EndpointSection {
  where: string;
  call: string;
  nodes: RootContent[];
}

/** Each `<ApiOperation>` with the nodes of the section it is in (its heading to the next of its level). */
function endpointSections(): EndpointSection[] {
  return pages.flatMap((file) => {
    const nodes = parseMdx(readDoc(file)).children;
    return nodes.flatMap((node, index) => {
      if (node.type !== 'mdxJsxFlowElement' || node.name !== 'ApiOperation') return [];
      const call = node.attributes.find((entry) => entry.type === 'mdxJsxAttribute' && entry.name === 'call')?.value;
      let start = index - 1;
      while (start >= 0 && nodes[start]?.type !== 'heading') start -= 1;
      const opener = nodes[start];
      const depth = opener?.type === 'heading' ? opener.depth : 1;
      const end = nodes.findIndex((other, at) => at > index && other.type === 'heading' && other.depth <= depth);
      return [
        {
          where: `docs/${file.relPath}:${node.position?.start.line ?? 0}`,
          call: typeof call === 'string' ? call : '',
          nodes: nodes.slice(start + 1, end === -1 ? undefined : end),
        },
      ];
    });
  });
}

/** What a hand-written copy would repeat: names of parameters and fields, examples, the call itself. */
function repeats(section: EndpointSection, operation: ApiOperationData): string[] {
  const bodies = [...(operation.requestBody ? [operation.requestBody] : []), ...operation.responses];
  const names = new Set([
    ...operation.parameters.map((parameter) => parameter.name),
    ...bodies.flatMap((body) => body.fields.map((field) => field.name)),
  ]);
  const examples = bodies.flatMap((body) => body.examples.map((example) => example.code.replace(/\s+/g, '')));
  const found: string[] = [];
  for (const node of section.nodes) {
    if (node.type === 'table') {
      const listed = node.children.slice(1).map((row) => readableText(row.children[0]!).trim());
      const repeated = listed.filter((name) => names.has(name));
      if (repeated.length > 0) found.push(`a table of ${repeated.join(', ')}`);
    }
    if (node.type === 'mdxJsxFlowElement' && node.name === 'TryIt') found.push('a <TryIt> (ApiOperation has one)');
  }
  const source = section.nodes.map((node) =>
    node.type === 'code' ? `\`\`\`${node.lang ?? ''} ${node.meta ?? ''}\n${node.value}\n\`\`\`` : '',
  );
  for (const block of extractCodeBlocks(source.join('\n\n'))) {
    const [method, route] = section.call.split(' ');
    const title = `${block.meta.title ?? ''}\n${block.code.split('\n')[0] ?? ''}`;
    if (new RegExp(`\\b${method} ${route}(?![\\w/])`).test(title)) found.push(`an example of ${section.call}`);
    else if (examples.includes(block.code.replace(/\s+/g, ''))) found.push('an example of the description');
  }
  return found;
}

describe('endpoint sections of the API pages', () => {
  const sections = endpointSections();

  it('show operations of the description', () => {
    expect(sections.length).toBeGreaterThan(5);
    expect(sections.filter(({ call }) => !content[operationSlug(call)]).map(({ where }) => where)).toEqual([]);
  });

  it('show every operation of the description, each in one section', () => {
    const shownIn = new Map<string, string[]>();
    for (const { call, where } of sections)
      shownIn.set(operationSlug(call), [...(shownIn.get(operationSlug(call)) ?? []), where]);
    const calls = Object.values(content).map(({ method, path: route }) => `${method} ${route}`);
    expect(calls.length).toBeGreaterThan(30);
    expect(
      calls.filter((call) => !shownIn.has(operationSlug(call))).map((call) => `${call} is shown on no page`),
    ).toEqual([]);
    expect(
      [...shownIn].filter(([, where]) => where.length > 1).map(([slug, where]) => `${slug} in ${where.join(', ')}`),
    ).toEqual([]);
  });

  it('repeat no parameter table, body field table or example of their operation by hand', () => {
    const failures = sections.flatMap((section) => {
      const operation = content[operationSlug(section.call)];
      return operation ? repeats(section, operation).map((what) => `${section.where} (${section.call}): ${what}`) : [];
    });
    expect(failures).toEqual([]);
  });
});
