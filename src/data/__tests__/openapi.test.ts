import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import efrSchema from '@site/static/schemas/efr.schema.json';
import { brand } from '@site/config/brand';
import { schemaUrl } from '@site/src/plugins/openapi-reference/schemaId';
import { replaceBrandTokens } from '@site/src/test-support/docs-checks/brandTokens';
import { extractCodeBlocks, type CodeBlock } from '@site/src/plugins/mdx-source/codeBlocks';
import { listDocFiles, readDoc } from '@site/src/test-support/docs-checks/docsFiles';
import { endpointsIn as callsIn, interfacePagesIn } from '@site/src/test-support/docs-checks/endpoints';

/**
 * The OpenAPI description of the EFR API (static/api/efr.openapi.json) against the pages that
 * describe the API: it is a valid OpenAPI 3.1 document whose $refs reach the one JSON Schema
 * (static/schemas/efr.schema.json); every call a page names is an operation and every operation
 * is named on a page; every JSON example on the pages validates against the operation it belongs
 * to; and every example of the description is on an API page, in the endpoint section that
 * renders it (<ApiOperation>) or copied into a code block of the same name that equals it.
 */
const documentFile = fileURLToPath(new URL('../../../static/api/efr.openapi.json', import.meta.url));
const docsDir = fileURLToPath(new URL('../../../docs', import.meta.url));
/** The API pages: the examples embedded in the description are copies of theirs. */
const apiPages = /^efr\/api\/[^/]+\.mdx$/;

type Reference = { $ref: string };
type Example = { summary?: string; value?: unknown };
type MediaType = { schema?: unknown; examples?: Record<string, Example | Reference> };
type Content = Record<string, MediaType>;
type Response = { description: string; content?: Content };
type Operation = {
  operationId?: string;
  summary?: string;
  requestBody?: { content?: Content } | Reference;
  responses?: Record<string, Response | Reference>;
};
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components: { examples?: Record<string, Example> };
};

const document = JSON.parse(readFileSync(documentFile, 'utf8')) as OpenApiDocument;
const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface Located<T> {
  value: T;
  /** JSON pointer tokens of the value in the document (after following a local $ref). */
  at: string[];
}

/** Follows a local `$ref` ("#/components/responses/Bad") to the object and its location. */
function follow<T>(value: T | Reference, at: string[]): Located<T> {
  if (typeof value !== 'object' || value === null || !('$ref' in value)) return { value, at };
  const tokens = value.$ref.replace(/^#\//, '').split('/');
  const target = tokens.reduce<unknown>((node, token) => (node as Record<string, unknown>)[token], document);
  return { value: target as T, at: tokens };
}

interface Op {
  /** "POST /register" */
  name: string;
  operation: Operation;
  /** The `application/json` media types with a schema of the request body and the responses. */
  request?: Located<MediaType>;
  responses: (Located<MediaType> & { status: string })[];
  errorStatuses: string[];
}

const operations: Op[] = Object.entries(document.paths).flatMap(([path, item]) =>
  httpMethods.flatMap((method) => {
    const operation = item[method];
    if (!operation) return [];
    const at = ['paths', path, method];
    // A JSON body without a schema (a JSON file, such as Austria's crypto container) checks nothing.
    const jsonOf = (content: Content | undefined, contentAt: string[]): Located<MediaType> | undefined => {
      const media = content?.['application/json'];
      return media?.schema === undefined
        ? undefined
        : { value: media, at: [...contentAt, 'content', 'application/json'] };
    };
    const body = operation.requestBody && follow(operation.requestBody, [...at, 'requestBody']);
    const responses = Object.entries(operation.responses ?? {}).flatMap(([status, response]) => {
      const { value, at: responseAt } = follow(response, [...at, 'responses', status]);
      const media = jsonOf(value.content, responseAt);
      return media ? [{ ...media, status }] : [];
    });
    return [
      {
        name: `${method.toUpperCase()} ${path}`,
        operation,
        request: body && jsonOf(body.value.content, body.at),
        responses,
        errorStatuses: Object.keys(operation.responses ?? {}).filter((status) => /^[45]/.test(status)),
      },
    ];
  }),
);
const operationByName = new Map(operations.map((op) => [op.name, op]));
const requestOf = (op: Op): Located<MediaType>[] => (op.request ? [op.request] : []);

// Ajv reads the description as the site serves it, beside the schema (/api/ and /schemas/): its
// relative $refs ("../schemas/efr.schema.json#/$defs/tra") resolve against that URL to the
// schema's $id. Amounts are `multipleOf: 0.01`, hence the precision (see efrSchema.ts).
const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 9 });
addFormats(ajv);
const schemaId = schemaUrl(brand.docsUrl);
ajv.addSchema(efrSchema, schemaId);
const documentUrl = new URL('../api/efr.openapi.json', schemaId).href;
ajv.addSchema(document, documentUrl);

function validatorOf(media: Located<MediaType>): ValidateFunction {
  const pointer = [...media.at, 'schema'].map((token) =>
    encodeURIComponent(token.replace(/~/g, '~0').replace(/\//g, '~1')),
  );
  const validate = ajv.getSchema(`${documentUrl}#/${pointer.join('/')}`);
  if (!validate) throw new Error(`No schema at ${media.at.join(' > ')}`);
  return validate;
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((error) => `${error.instancePath || '(root)'} ${error.message ?? 'is invalid'}`)
    .slice(0, 3)
    .join('; ');
}

/** Errors of `value` against the first of `media` it fits; none if it fits one. */
function validateAgainstAny(value: unknown, media: Located<MediaType>[]): string | undefined {
  const results = media.map((candidate) => {
    const validate = validatorOf(candidate);
    return validate(value) ? undefined : describeErrors(validate.errors);
  });
  return results.includes(undefined) ? undefined : (results[0] ?? 'there is no JSON body to validate against');
}

/**
 * The HTTP statuses a response example may come with, from its `Result.RC` as the API reference
 * pairs them: OK 200, BAD 400, NO 406; E-Invoicing also answers BAD with 406. A response without a
 * result code (a printer state, a transaction read back) is a success.
 */
function statusesFor(value: unknown): string[] {
  const [root] = typeof value === 'object' && value !== null ? Object.values(value as Record<string, unknown>) : [];
  const result = typeof root === 'object' && root !== null ? (root as { Result?: { RC?: unknown } }).Result : undefined;
  if (result?.RC === 'BAD') return ['400', '406'];
  if (result?.RC === 'NO') return ['406'];
  return ['200'];
}

interface PageBlock extends CodeBlock {
  file: string;
  where: string;
}

const pages = listDocFiles(docsDir).map((file) => ({ file, text: replaceBrandTokens(readDoc(file)) }));
/** The pages of EFR's local user interface (`/control`, …), listed in the API reference: no calls. */
const interfacePages = interfacePagesIn(
  pages.find(({ file }) => file.relPath === 'efr/api/additional-functions.mdx')?.text ?? '',
);
/** The EFR calls a text names: "POST /register", also as a full URL of the EFR, with or without a method. */
const endpointsIn = (text: string): string[] => callsIn(text, interfacePages);
const jsonBlocks: PageBlock[] = pages.flatMap(({ file, text }) =>
  extractCodeBlocks(text)
    .filter((block) => block.lang === 'json')
    .map((block) => ({ ...block, file: file.relPath, where: `docs/${file.relPath}:${block.line}` })),
);

/**
 * The operation a JSON example belongs to and which side of it the example shows: the call its
 * title names ("POST /register", "Response to POST /cfg"), or the call its twin of the same
 * `example=` name on the page names. A title that says "response", or a call without a request
 * body, makes it the response.
 */
function targetOf(block: PageBlock): { op: Op; side: 'request' | 'response' } | { unknown: string } | undefined {
  const title = block.meta.title ?? '';
  const twins = jsonBlocks.filter(
    (other) =>
      other !== block && other.file === block.file && block.meta.example && other.meta.example === block.meta.example,
  );
  const [name] = [title, ...twins.map((twin) => twin.meta.title ?? '')].flatMap((text) => endpointsIn(text));
  if (!name) return undefined;
  const op = operationByName.get(name);
  if (!op) return { unknown: name };
  return { op, side: /\bresponse\b/i.test(title) || !op.request ? 'response' : 'request' };
}

describe('the OpenAPI description static/api/efr.openapi.json', () => {
  it('is a valid OpenAPI 3.1 document whose $refs resolve from the static folder', async () => {
    // Local files only: a $ref to a URL would be an error here, not a download.
    const api = await SwaggerParser.validate(documentFile, { resolve: { http: false } });
    expect(api).toHaveProperty('openapi', '3.1.0');
  });

  it('takes the transaction format from efr.schema.json by relative $ref, never by URL', () => {
    const external: string[] = [];
    const visit = (node: unknown): void => {
      if (typeof node !== 'object' || node === null) return;
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && !value.startsWith('#/')) external.push(value);
        else visit(value);
      }
    };
    visit(document);
    expect(external.length).toBeGreaterThan(0);
    expect(external.filter((ref) => !ref.startsWith('../schemas/efr.schema.json#/$defs/'))).toEqual([]);
  });

  it(`gives each of the ${operations.length} operations a summary, an operationId and an error response`, () => {
    const failures = operations.flatMap(({ name, operation, errorStatuses }) => [
      ...(operation.summary?.trim() ? [] : [`${name}: no summary`]),
      ...(operation.operationId ? [] : [`${name}: no operationId`]),
      ...(errorStatuses.length > 0 ? [] : [`${name}: no 4xx or 5xx response`]),
    ]);
    expect(failures).toEqual([]);
  });

  it('has an operation for every call a page names', () => {
    const failures = pages.flatMap(({ file, text }) =>
      [...new Set(endpointsIn(text))]
        .filter((name) => !operationByName.has(name))
        .map((name) => `docs/${file.relPath}: ${name} is not in the description`),
    );
    expect(failures).toEqual([]);
  });

  it('describes only calls the pages name', () => {
    const named = new Set(pages.flatMap(({ text }) => endpointsIn(text)));
    expect(operations.map((op) => op.name).filter((name) => !named.has(name))).toEqual([]);
  });

  it('validates every JSON example on the pages against the operation it belongs to', () => {
    const failures = jsonBlocks.flatMap((block) => {
      const target = targetOf(block);
      const tagged = block.meta.schema === 'request' || block.meta.schema === 'response';
      if (!target && !tagged) return []; // a file or an object the API does not send, e.g. a DEP export
      let value: unknown;
      try {
        value = JSON.parse(block.code);
      } catch (error) {
        return [`${block.where}: ${(error as Error).message}`];
      }
      if (target && 'unknown' in target) return [`${block.where}: ${target.unknown} is not in the description`];
      // An example that names no call fits the request bodies, or the responses, of some operation.
      const side = target ? target.side : block.meta.schema;
      const ops = target ? [target.op] : operations;
      const statuses = statusesFor(value);
      const media = ops.flatMap((op) =>
        side === 'request' ? requestOf(op) : op.responses.filter((response) => statuses.includes(response.status)),
      );
      const error = validateAgainstAny(value, media);
      const against = `${side === 'request' ? 'request' : `HTTP ${statuses.join('/')} response`} of ${target ? target.op.name : 'any operation'}`;
      return error ? [`${block.where} (${against}): ${error}`] : [];
    });
    expect(failures).toEqual([]);
  });

  it('embeds only examples that an API page shows: through <ApiOperation>, or equal to its example of the same name', () => {
    const examples = Object.entries(document.components.examples ?? {});
    expect(examples.length).toBeGreaterThan(0);
    // An endpoint section, on whichever page, renders its operation's examples from the description
    // (src/components/ApiOperation).
    const shown = new Set(
      pages
        .flatMap(({ text }) => [...text.matchAll(/<ApiOperation\s+call="([^"]+)"/g)].map(([, call]) => call))
        .flatMap((call) => {
          const op = operationByName.get(call ?? '');
          return op ? [...requestOf(op), ...op.responses] : [];
        })
        .flatMap((media) =>
          Object.entries(media.value.examples ?? {}).map(
            ([key, entry]) => follow(entry, [...media.at, 'examples', key]).at.at(-1) ?? key,
          ),
        ),
    );
    const failures = examples.flatMap(([name, example]) => {
      // The page's `example=` name, or for a block without one its title, names the example.
      const twins = jsonBlocks.filter(
        (block) =>
          apiPages.test(block.file) &&
          (block.meta.example === name || (block.meta.example === undefined && block.meta.title === example.summary)),
      );
      if (twins.length === 0 && !shown.has(name)) return [`example ${name} ("${example.summary}") is on no API page`];
      return twins
        .filter((twin) => !isDeepStrictEqual(JSON.parse(twin.code), example.value))
        .map((twin) => `example ${name} differs from ${twin.where}`);
    });
    expect(failures).toEqual([]);
  });

  it('validates every embedded example against the body it illustrates, and uses each one', () => {
    const used = new Set<string>();
    const media = operations.flatMap((op) => [...requestOf(op), ...op.responses]);
    const failures = media.flatMap((located) =>
      Object.entries(located.value.examples ?? {}).flatMap(([key, entry]) => {
        const { value: example, at } = follow(entry, [...located.at, 'examples', key]);
        used.add(at.join('/'));
        const validate = validatorOf(located);
        return validate(example.value) ? [] : [`${at.join(' > ')}: ${describeErrors(validate.errors)}`];
      }),
    );
    const unused = Object.keys(document.components.examples ?? {}).filter(
      (name) => !used.has(`components/examples/${name}`),
    );
    expect(failures).toEqual([]);
    expect(unused).toEqual([]);
  });
});
