/** Where the EFR JSON Schema is kept, and the path it is served under (the site's static/ folder). */
export const SCHEMA_SOURCE = 'static/schemas/efr.schema.json';
export const SCHEMA_PATH = 'schemas/efr.schema.json';

/**
 * The URL the schema is published under, its `$id`: from the site's URL (SITE_URL, by default the
 * brand's docs URL) and base URL, so that a rebranded or staged site names itself, never a copy.
 */
export function schemaUrl(siteUrl: string, baseUrl = '/'): string {
  return new URL(`${baseUrl.replace(/\/?$/, '/')}${SCHEMA_PATH}`, siteUrl).href;
}

/**
 * The schema as published: the source (which has no `$id`: static JSON cannot import the brand)
 * with its `$id` after `$schema`, as JSON Schema 2020-12 asks of a root schema.
 */
export function publishedSchema(source: string, id: string): string {
  const { $schema, $id: _ignored, ...rest } = JSON.parse(source) as Record<string, unknown>;
  return `${JSON.stringify({ $schema, $id: id, ...rest }, null, 2)}\n`;
}
