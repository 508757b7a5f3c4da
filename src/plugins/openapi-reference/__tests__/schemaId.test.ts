import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedSchema, SCHEMA_SOURCE, schemaUrl } from '../schemaId';

const source = readFileSync(path.join(__dirname, '../../../..', SCHEMA_SOURCE), 'utf8');

describe("the JSON Schema's $id", () => {
  it('is the URL the schema is served under, from the site URL and base URL', () => {
    expect(schemaUrl('https://docs.example.com')).toBe('https://docs.example.com/schemas/efr.schema.json');
    expect(schemaUrl('https://docs.example.com', '/')).toBe('https://docs.example.com/schemas/efr.schema.json');
    expect(schemaUrl('https://example.com', '/docs/')).toBe('https://example.com/docs/schemas/efr.schema.json');
    expect(schemaUrl('https://example.com', '/docs')).toBe('https://example.com/docs/schemas/efr.schema.json');
  });

  it('is written after $schema into the published copy, the rest unchanged', () => {
    const id = 'https://staging.example.org/schemas/efr.schema.json';
    const published = JSON.parse(publishedSchema(source, id)) as Record<string, unknown>;
    expect(Object.keys(published).slice(0, 2)).toEqual(['$schema', '$id']);
    expect(published.$id).toBe(id);
    const { $id: _id, ...rest } = published;
    expect(rest).toEqual(JSON.parse(source));
  });

  it('replaces an $id the source may have been given', () => {
    const published = publishedSchema(
      '{"$schema":"s","$id":"https://old.example/x","title":"t"}',
      'https://new.example/x',
    );
    expect(JSON.parse(published)).toEqual({ $schema: 's', $id: 'https://new.example/x', title: 't' });
  });
});
