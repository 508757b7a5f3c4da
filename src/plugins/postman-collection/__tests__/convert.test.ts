import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv, { type ErrorObject } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import collectionSchema from '../schema/collection-v2.1.0.json';
import { collectionEndpoints, openApiToPostman, stableId, type PostmanCollection } from '../convert';

/**
 * The Postman collection the build writes (src/plugins/postman-collection) against the format's
 * JSON Schema (v2.1.0, draft-07, vendored in ../schema, see the README) and against the OpenAPI
 * description it comes from: every operation is a request of the collection, none is made up.
 */
const openApiFile = fileURLToPath(new URL('../../../../static/api/efr.openapi.json', import.meta.url));
const documentUrl = 'https://docs.example/api/efr.openapi.json';
const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const openApi = JSON.parse(readFileSync(openApiFile, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
const operations = Object.entries(openApi.paths).flatMap(([path, item]) =>
  httpMethods.filter((method) => method in item).map((method) => `${method.toUpperCase()} ${path}`),
);

// strict: false, because the published schema has a typo Ajv's strict mode rejects
// ("item" for "items" in definitions/certificate), which changes nothing for collections.
const validate = new Ajv({ strict: false, allErrors: true }).compile<PostmanCollection>(collectionSchema);
const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((error) => `${error.instancePath} ${error.message}`).join('\n');

let collection: PostmanCollection;
beforeAll(async () => {
  collection = await openApiToPostman(openApiFile, documentUrl);
}, 30_000);

describe('Postman collection of the EFR API', () => {
  it('is a valid collection of format v2.1', () => {
    expect(validate(collection), describeErrors(validate.errors)).toBe(true);
    expect(collection.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
  });

  it('holds every endpoint of the OpenAPI description, and nothing else', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(collectionEndpoints(collection.item).sort()).toEqual([...operations].sort());
  });

  it('targets a local EFR and carries the documented examples as bodies', () => {
    expect(collection.variable).toContainEqual(
      expect.objectContaining({ key: 'baseUrl', value: 'http://localhost:5618' }),
    );
    const register = collection.item
      .flatMap((folder) => folder.item ?? [])
      .find((item) => item.name === 'Fiscalise a transaction');
    expect(JSON.stringify(register)).toContain('Apple juice 1 l');
  });

  it('is the same file on every build, with absolute links in its descriptions', async () => {
    const again = await openApiToPostman(openApiFile, documentUrl);
    expect(JSON.stringify(again)).toBe(JSON.stringify(collection));
    const text = JSON.stringify(collection);
    expect(text).toContain('](https://docs.example/efr/api/business-cases)');
    expect(text).toContain('](https://docs.example/schemas/efr.schema.json)');
    expect(text).not.toMatch(/\]\((?:\/|\.\.\/)/);
  });

  it('carries no example the converter made up: error examples say BAD or NO, a text body is the documented one', () => {
    type Example = { code: number; body?: string };
    const items = collection.item.flatMap((folder) => folder.item ?? []);
    const errors = items.flatMap((item) => (item.response as Example[]).filter((example) => example.code >= 400));
    expect(errors.length).toBeGreaterThan(0);
    for (const example of errors) expect(example.body ?? '').toMatch(/"RC": "(BAD|NO)"/);
    // PUT /repo's plain-text body is the description's example, as it is written there.
    const repo = items.find((item) => item.name === 'Record a configuration file in the audit trail');
    expect(repo?.request).toHaveProperty('body', {
      mode: 'raw',
      raw: 'IN;Dsc;Pri;TaxG\n3310;Coffee beans 500 g;13.90;B\n1207;Mineral water 0.5 l;1.29;A\n',
    });
  });

  it('fails a collection that breaks the format (the schema check can fail)', () => {
    const broken = JSON.parse(JSON.stringify(collection)) as { item: unknown };
    broken.item = 'not a list';
    expect(validate(broken)).toBe(false);
  });

  it('derives ids from names, in UUID form', () => {
    expect(stableId('collection/EFR API')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stableId('a')).not.toBe(stableId('b'));
  });
});
