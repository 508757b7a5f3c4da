import type { ApiOperationData, Example, Parameter, RequestBody, Response } from '../../components/ApiOperation/types';
import { paragraphs } from './markdown';
import { bodyFields, typeOf, type DefName, type Schema } from './schema';

/** The parts of an OpenAPI 3.1 document (references resolved) the reference shows. */
interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { summary?: string; value?: unknown }>;
}
interface BodyObject {
  description?: string;
  required?: boolean;
  content?: Record<string, MediaType>;
}
interface ParameterObject {
  name: string;
  in: string;
  description?: string;
  required?: boolean;
  schema?: Schema;
  example?: unknown;
}
export interface OperationObject {
  summary?: string;
  description?: string;
  parameters?: ParameterObject[];
  requestBody?: BodyObject;
  responses?: Record<string, BodyObject>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The language of a media type's code blocks. */
const languageOf = (mediaType: string) => (/json/.test(mediaType) ? 'json' : /xml/.test(mediaType) ? 'xml' : 'text');

/** An example as text: JSON on one line, which the plugin formats as the pages' examples are (./index.ts). */
const formatted = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function examplesOf(content: Record<string, MediaType>, fallbackTitle: string): Example[] {
  return Object.entries(content).flatMap(([mediaType, media]) => {
    const language = languageOf(mediaType);
    const named = Object.entries(media.examples ?? {}).map(
      ([name, example]): Example => ({ title: example.summary ?? name, language, code: formatted(example.value) }),
    );
    const single =
      media.example === undefined ? [] : [{ title: fallbackTitle, language, code: formatted(media.example) }];
    return [...named, ...single];
  });
}

/** The description, media types, fields (of the JSON form) and examples of a body. */
function bodyOf(body: BodyObject, defName: DefName, exampleTitle: string, withFields: boolean) {
  const content = body.content ?? {};
  const json = content['application/json']?.schema;
  return {
    description: paragraphs(body.description),
    mediaTypes: Object.keys(content),
    ...(withFields ? bodyFields(json, defName) : { fields: [] }),
    examples: examplesOf(content, exampleTitle),
  };
}

/**
 * What `<ApiOperation call="POST /register/void" />` shows of an operation: its parameters, the
 * fields and examples of its request body, and each response with its description and examples
 * (the fields of the successful ones' bodies too).
 */
export function operationData(
  method: string,
  path: string,
  operation: OperationObject,
  defName: DefName,
  tryIt: boolean,
  isShared: (status: string) => boolean = () => false,
): ApiOperationData {
  const call = `${method.toUpperCase()} ${path}`;
  const parameters = (operation.parameters ?? []).map(
    (parameter): Parameter => ({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required === true,
      type: parameter.schema ? typeOf(parameter.schema, defName) : 'string',
      description: paragraphs(parameter.description),
      ...(parameter.example === undefined ? {} : { example: formatted(parameter.example) }),
    }),
  );
  const requestBody: RequestBody | undefined = operation.requestBody && {
    required: operation.requestBody.required === true,
    ...bodyOf(operation.requestBody, defName, call, true),
  };
  const responses = Object.entries(operation.responses ?? {}).map(([status, response]): Response => {
    const body = bodyOf(response, defName, `Response ${status}`, /^2/.test(status));
    return isShared(status) ? { status, shared: true, ...body, fields: [], examples: [] } : { status, ...body };
  });
  return {
    method: method.toUpperCase(),
    path,
    summary: operation.summary ?? '',
    description: paragraphs(operation.description),
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses,
    tryIt,
  };
}

/** Every operation of a document, by its call ("POST /register/void"). */
export function operationsOf(
  document: OpenApiDocument,
  defName: DefName,
  tryIt: (call: string) => boolean,
  isShared: (call: string, status: string) => boolean = () => false,
): Map<string, ApiOperationData> {
  const operations = new Map<string, ApiOperationData>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as OperationObject | undefined;
      const call = `${method.toUpperCase()} ${path}`;
      if (operation) {
        const shared = (status: string) => isShared(call, status);
        operations.set(call, operationData(method, path, operation, defName, tryIt(call), shared));
      }
    }
  }
  return operations;
}
