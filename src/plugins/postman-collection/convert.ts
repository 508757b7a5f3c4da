import { createHash } from 'node:crypto';
import SwaggerParser from '@apidevtools/swagger-parser';
import { convertV2, type Options } from 'openapi-to-postmanv2';

/** The part of a Postman collection (format v2.1) that this module and its tests read. */
export interface PostmanItem {
  id?: string;
  name: string;
  item?: PostmanItem[];
  request?: { method: string; url: { path?: string[]; host?: string[] } };
  [key: string]: unknown;
}
export interface PostmanCollection {
  info: { _postman_id?: string; name: string; schema: string; [key: string]: unknown };
  item: PostmanItem[];
  variable?: { key: string; value: string }[];
  [key: string]: unknown;
}

/**
 * Postman's own converter, configured for this API: one folder per OpenAPI tag, parameter and body
 * values from the documented examples, optional query parameters present but switched off (`rn`,
 * for instance, only applies to an EFR serving several tills).
 */
export const converterOptions: Options = {
  folderStrategy: 'Tags',
  parametersResolution: 'Example',
  enableOptionalParameters: false,
};

type Media = { example?: unknown; examples?: Record<string, unknown> };
type Operation = {
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
};
const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const hasExample = (content: Record<string, Media> | undefined) =>
  Object.values(content ?? {}).some(
    (media) => media.example !== undefined || Object.keys(media.examples ?? {}).length > 0,
  );

/** Per "POST /register": whether the request body has an example, and the statuses whose responses have one. */
async function documentedExamples(bundled: object): Promise<Map<string, { request: boolean; statuses: Set<string> }>> {
  const document = (await SwaggerParser.dereference(structuredClone(bundled) as never)) as unknown as {
    paths: Record<string, Record<string, Operation>>;
  };
  const examples = new Map<string, { request: boolean; statuses: Set<string> }>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of httpMethods.filter((name) => item[name])) {
      const operation = item[method]!;
      const statuses = Object.entries(operation.responses ?? {}).filter(([, response]) => hasExample(response.content));
      examples.set(`${method.toUpperCase()} ${path}`, {
        request: hasExample(operation.requestBody?.content),
        statuses: new Set(statuses.map(([status]) => status)),
      });
    }
  }
  return examples;
}

/**
 * Where the description has no example, the converter fakes one from the schema: random strings,
 * impossible dates ("2616-77-97"), `"RC": "OK"` in an error response, different on every run.
 * Such request bodies and response examples are left out: a reader fills in the request from the
 * schema, as with any other call.
 */
function dropInventedExamples(items: PostmanItem[], examples: Awaited<ReturnType<typeof documentedExamples>>): void {
  for (const item of items) {
    if (item.item) dropInventedExamples(item.item, examples);
    if (!item.request) continue;
    const documented = examples.get(endpointOf(item.request));
    const responses = (item.response ?? []) as { code?: number; originalRequest?: { body?: unknown } }[];
    if (!documented?.request) {
      delete (item.request as { body?: unknown }).body;
      for (const response of responses) delete response.originalRequest?.body;
    }
    item.response = responses.filter((response) => documented?.statuses.has(String(response.code)));
  }
}

function convert(document: object): Promise<PostmanCollection> {
  return new Promise((resolve, reject) => {
    convertV2({ type: 'json', data: document }, converterOptions, (error, result) => {
      const data = result?.output?.[0]?.data as PostmanCollection | undefined;
      if (error || !result?.result || !data) {
        reject(
          error instanceof Error ? error : new Error(`OpenAPI to Postman: ${result?.reason ?? 'conversion failed'}`),
        );
      }
      // The converter returns class instances (descriptions); the file is their JSON form.
      else resolve(JSON.parse(JSON.stringify(data)) as PostmanCollection);
    });
  });
}

function endpointOf(request: NonNullable<PostmanItem['request']>): string {
  return `${request.method} /${(request.url.path ?? []).join('/')}`;
}

/** A UUID-shaped id from a name, so every build writes the same ids and a re-import updates, not duplicates. */
export function stableId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Rewrites what the converter leaves random or relative: `id` and `_postman_id` (fresh UUIDs per
 * run) become ids derived from the item's place; Markdown links in descriptions ("/efr/api",
 * "../schemas/efr.schema.json") become absolute, since the collection is read outside the site;
 * descriptions are marked as Markdown, which they are.
 */
function settle(node: unknown, place: string, documentUrl: string): void {
  if (Array.isArray(node)) {
    node.forEach((child, index) => settle(child, `${place}/${index}`, documentUrl));
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  const name = typeof record.name === 'string' ? record.name : '';
  if (typeof record.id === 'string') record.id = stableId(`${place}/${name}`);
  if (typeof record._postman_id === 'string') record._postman_id = stableId(`collection/${name}`);
  const description = record.description as { content?: unknown; type?: unknown } | undefined;
  if (description && typeof description.content === 'string') {
    description.content = description.content.replace(
      /\]\(([^)\s]+)\)/g,
      (_link, href: string) => `](${new URL(href, documentUrl).href})`,
    );
    description.type = 'text/markdown';
  }
  for (const [key, value] of Object.entries(record))
    if (key !== 'description') settle(value, `${place}/${key}`, documentUrl);
}

/**
 * The Postman collection of the OpenAPI description in `openApiFile`. Its `$ref`s into the JSON
 * Schema file are bundled in first (the converter reads a single document); `documentUrl` is the
 * OpenAPI file's public address, against which the descriptions' relative links resolve.
 */
export async function openApiToPostman(openApiFile: string, documentUrl: string): Promise<PostmanCollection> {
  const bundled = await SwaggerParser.bundle(openApiFile);
  const collection = await convert(bundled);
  dropInventedExamples(collection.item, await documentedExamples(bundled));
  settle(collection, 'collection', documentUrl);
  return collection;
}

/** "POST /register" for every request of the collection, folders walked in order. */
export function collectionEndpoints(items: readonly PostmanItem[]): string[] {
  return items.flatMap((item) =>
    item.item ? collectionEndpoints(item.item) : item.request ? [endpointOf(item.request)] : [],
  );
}
