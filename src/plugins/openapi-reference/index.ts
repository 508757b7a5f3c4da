import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { ApiOperationData } from '../../components/ApiOperation/types';
import { answeredRealistically, operationFrom } from '../../features/try-it/operation';
import { codeTokens } from '../code-tokens/remark';
import { formatJsonLine } from '../json-format/remark';
import { operationsOf, type OpenApiDocument } from './operation';
import { OPENAPI_FILE, operationSlug } from './remark';
import type { DefName, Schema } from './schema';
import { publishedSchema, SCHEMA_PATH, SCHEMA_SOURCE, schemaUrl } from './schemaId';

/** A schema without its description: a `$ref` with a description beside it resolves to a copy. */
const shape = ({ description: _description, ...rest }: Schema) => JSON.stringify(rest);

/**
 * Names a resolved schema after the `$defs` entry of efr.schema.json it came from: the resolver
 * puts the entry object itself in place of each plain `$ref`, and a copy where the reference has a
 * description of its own.
 */
function defNames(defs: Record<string, Schema>): DefName {
  const byObject = new Map(Object.entries(defs).map(([name, schema]) => [schema, name]));
  const byShape = new Map(Object.entries(defs).map(([name, schema]) => [shape(schema), name]));
  return (schema) => byObject.get(schema) ?? byShape.get(shape(schema));
}

/**
 * JSON examples laid out as the pages' own (src/plugins/json-format): a list item per line; then
 * each example's Prism tokens, as the pages' own code blocks carry them (src/plugins/code-tokens).
 */
async function formatExamples(data: ApiOperationData): Promise<ApiOperationData> {
  const bodies = [...(data.requestBody ? [data.requestBody] : []), ...data.responses];
  for (const example of bodies.flatMap((body) => body.examples)) {
    if (example.language === 'json') example.code = await formatJsonLine(example.code, { printWidth: 120 });
    example.tokens = codeTokens(example.code, example.language);
  }
  return data;
}

/**
 * The endpoint sections of the API pages, from the OpenAPI description: it is resolved once per
 * build (swagger-parser, local files only) and each operation's data written as a JSON module,
 * `@generated/openapi-reference/default/<call>.json`, that ./remark.ts imports into the pages
 * showing `<ApiOperation call="…" />` (src/components/ApiOperation).
 */
export default function openApiReferencePlugin(context: LoadContext): Plugin<Record<string, ApiOperationData>> {
  const documentFile = path.join(context.siteDir, OPENAPI_FILE);
  const schemaFile = path.join(context.siteDir, SCHEMA_SOURCE);
  return {
    name: 'openapi-reference',
    async loadContent() {
      const parser = new SwaggerParser();
      const document = (await parser.dereference(documentFile, {
        resolve: { http: false },
      })) as unknown as OpenApiDocument;
      const schema = parser.$refs.get(schemaFile) as unknown as { $defs: Record<string, Schema> };
      // Try it reads the description as served, with its references (src/features/try-it).
      const served: unknown = JSON.parse(await readFile(documentFile, 'utf8'));
      const tryIt = (call: string) => {
        const operation = operationFrom(served, call);
        return operation !== undefined && answeredRealistically(operation);
      };
      // A response the description writes once under components.responses and references from
      // many calls (BAD, NO) is shown once, with the result codes, not under every call.
      const isShared = (call: string, status: string) => {
        const [method = '', ...rest] = call.split(' ');
        const paths = (served as { paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>> })
          .paths;
        const response = paths?.[rest.join(' ')]?.[method.toLowerCase()]?.responses?.[status];
        return typeof response === 'object' && response !== null && '$ref' in response;
      };
      const operations = operationsOf(document, defNames(schema.$defs), tryIt, isShared);
      return Object.fromEntries(
        await Promise.all(
          [...operations].map(async ([call, data]) => [operationSlug(call), await formatExamples(data)] as const),
        ),
      );
    },
    async contentLoaded({ content, actions }) {
      await Promise.all(
        Object.entries(content).map(([slug, data]) => actions.createData(`${slug}.json`, JSON.stringify(data))),
      );
    },
    // The JSON Schema the description's bodies refer to (`../schemas/efr.schema.json#/$defs/…`) is
    // published with its `$id`, the URL it is served under (schemaId.ts).
    async postBuild({ outDir, siteConfig }) {
      const target = path.join(outDir, SCHEMA_PATH);
      const id = schemaUrl(siteConfig.url, siteConfig.baseUrl);
      await writeFile(target, publishedSchema(await readFile(target, 'utf8'), id));
    },
    getPathsToWatch: () => [documentFile, schemaFile],
  };
}
