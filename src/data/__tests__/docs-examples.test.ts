// @vitest-environment jsdom
// (jsdom provides the DOMParser that checks the XML examples.)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replaceBrandTokens } from '@site/src/test-support/docs-checks/brandTokens';
import { extractCodeBlocks, type CodeBlock } from '@site/src/plugins/mdx-source/codeBlocks';
import { listDocFiles, readDoc } from '@site/src/test-support/docs-checks/docsFiles';
import { validateEfr, type SchemaPart } from '@site/src/test-support/docs-checks/efrSchema';
import { diffTrees, jsonToTree, parseXml, xmlToTree } from '@site/src/test-support/docs-checks/xmlTwin';

/**
 * Every code example in docs/: JSON parses, JSON tagged `schema=request|response` validates
 * against static/schemas/efr.schema.json, XML is well-formed, and an XML block says the same as
 * the JSON block with the same `example=` name on its page. Brand tokens are replaced first.
 */
// Resolved from the file path: under jsdom, URL is the DOM's class, which node:url does not accept.
const docsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs');

interface Example extends CodeBlock {
  where: string;
  file: string;
}

const examples: Example[] = listDocFiles(docsDir).flatMap((file) =>
  extractCodeBlocks(readDoc(file)).map((block) => ({
    ...block,
    code: replaceBrandTokens(block.code),
    file: file.relPath,
    where: `docs/${file.relPath}:${block.line}`,
  })),
);

const jsonBlocks = examples.filter((block) => block.lang === 'json');
const xmlBlocks = examples.filter((block) => block.lang === 'xml');
const schemaBlocks = jsonBlocks.filter((block) => block.meta.schema !== undefined);
const twins = xmlBlocks.filter((block) => block.meta.example !== undefined);

function parseJson(block: Example): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(block.code) };
  } catch (error) {
    return { error: `${block.where}: ${(error as Error).message}` };
  }
}

/** The root key of a JSON block or the root element of an XML block ("Tra", "TraC"), if it parses. */
function rootKey(block: Example): string | undefined {
  if (block.lang === 'xml') {
    const parsed = parseXml(block.code);
    return 'root' in parsed ? parsed.root.tagName : undefined;
  }
  const parsed = parseJson(block);
  return 'value' in parsed && typeof parsed.value === 'object' && parsed.value !== null
    ? Object.keys(parsed.value)[0]
    : undefined;
}

describe('code examples in docs/', () => {
  it(`parses all ${jsonBlocks.length} JSON blocks`, () => {
    const failures = jsonBlocks.map(parseJson).flatMap((result) => ('error' in result ? [result.error] : []));
    expect(failures).toEqual([]);
  });

  it(`validates all ${schemaBlocks.length} JSON blocks tagged schema=request|response against the EFR schema`, () => {
    const failures = schemaBlocks.flatMap((block) => {
      const part = block.meta.schema;
      if (part !== 'request' && part !== 'response')
        return [`${block.where}: schema=${part} is neither request nor response`];
      const parsed = parseJson(block);
      if ('error' in parsed) return [parsed.error];
      return validateEfr(part as SchemaPart, parsed.value).map((error) => `${block.where} (${part}): ${error}`);
    });
    expect(failures).toEqual([]);
  });

  it(`finds all ${xmlBlocks.length} XML blocks well-formed`, () => {
    const failures = xmlBlocks.flatMap((block) => {
      const parsed = parseXml(block.code);
      return 'error' in parsed ? [`${block.where}: ${parsed.error}`] : [];
    });
    expect(failures).toEqual([]);
  });

  it(`finds each of the ${twins.length} XML examples equivalent to its JSON twin`, () => {
    const failures = twins.flatMap((xmlBlock) => {
      const name = xmlBlock.meta.example;
      const xml = parseXml(xmlBlock.code);
      if ('error' in xml) return [`${xmlBlock.where}: ${xml.error}`];
      // A request and its response may share an example name; the root element tells them apart.
      const named = jsonBlocks.filter((block) => block.file === xmlBlock.file && block.meta.example === name);
      const candidates = named.length > 1 ? named.filter((block) => rootKey(block) === xml.root.tagName) : named;
      const [twin, ...others] = candidates;
      if (!twin || others.length > 0) {
        return [
          `${xmlBlock.where}: example=${name} needs exactly one json twin on the page, found ${candidates.length}`,
        ];
      }
      const json = parseJson(twin);
      if ('error' in json) return [json.error];
      try {
        return diffTrees(jsonToTree(json.value), xmlToTree(xml.root)).map(
          (difference) => `${xmlBlock.where} (example=${name}, twin of ${twin.where}): ${difference}`,
        );
      } catch (error) {
        return [`${twin.where}: ${(error as Error).message}`];
      }
    });
    expect(failures).toEqual([]);
  });

  it('gives each example name at most one block per language and root on a page', () => {
    const seen = new Map<string, string>();
    const failures: string[] = [];
    for (const block of [...jsonBlocks, ...xmlBlocks]) {
      if (block.meta.example === undefined) continue;
      const key = `${block.file}|${block.lang}|${block.meta.example}|${rootKey(block) ?? ''}`;
      const first = seen.get(key);
      if (first) failures.push(`${block.where}: example=${block.meta.example} repeats ${first}`);
      else seen.set(key, block.where);
    }
    expect(failures).toEqual([]);
  });
});
