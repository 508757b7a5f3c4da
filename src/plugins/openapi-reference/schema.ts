import type { Field, Section } from '../../components/ApiOperation/types';
import { paragraphs } from './markdown';
import { namedTypes, schemaSections } from './sections';

/** The parts of a JSON Schema (2020-12, references resolved) the reference shows. */
export interface Schema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  maxLength?: number;
}

/** The `$defs` name of efr.schema.json a resolved schema object came from, if any. */
export type DefName = (schema: Schema) => string | undefined;

/** A country field's name pattern (`^[A-Z]{2}_…`) as the pages write it. */
const COUNTRY_FIELD = 'XX_Name';

const sectionOf = (schema: Schema, defName: DefName): Section | undefined => {
  const def = defName(schema);
  return def === undefined ? undefined : schemaSections[def];
};

/** "string, max. 40", "id", "array of object", "OK, WARNING, ERROR, OFFLINE". */
export function typeOf(schema: Schema, defName: DefName): string {
  const def = defName(schema);
  if (def !== undefined && namedTypes[def]) return namedTypes[def];
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map(String).join(', ');
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return [...new Set(alternatives.map((alternative) => typeOf(alternative, defName)))].join(' or ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0 && schema.properties) types.push('object');
  if (types.includes('array') && schema.items) return `array of ${typeOf(schema.items, defName)}`;
  const limits = [schema.format, schema.maxLength === undefined ? undefined : `max. ${schema.maxLength}`];
  return [types.join(' or ') || 'any', ...limits.filter(Boolean)].join(', ');
}

/** The object types a field holds, itself or as the items of its list. */
function sectionsIn(schema: Schema, defName: DefName): Section[] {
  const own = sectionOf(schema, defName);
  if (own) return [own];
  const nested = [schema.items, ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].filter(
    (part): part is Schema => part !== undefined,
  );
  return nested.flatMap((part) => sectionsIn(part, defName));
}

/** The properties of an object schema, one level: nested objects link to their section. */
export function fieldsOf(schema: Schema, defName: DefName, parent?: Section): Field[] {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, property]): Field => {
    const isObject = property.properties !== undefined || property.items?.properties !== undefined;
    // An object the pages describe in no section of its own (Tra.SESR) is in its parent's.
    const section = sectionsIn(property, defName)[0] ?? (isObject ? parent : undefined);
    return {
      name,
      type: typeOf(property, defName),
      required: required.has(name),
      description: paragraphs(property.description),
      ...(section ? { section } : {}),
    };
  });
  const countryFields = Object.values(schema.patternProperties ?? {}).map(
    (property): Field => ({
      name: COUNTRY_FIELD,
      type: typeOf(property, defName),
      required: false,
      description: paragraphs(property.description),
      section: { label: 'Country-specific fields', href: '/efr/api/country-specific' },
    }),
  );
  return [...fields, ...countryFields];
}

/**
 * The fields of a body: a body with one root element (`{ "Cfg": { … } }`) lists the root's
 * fields, any other body its own (the roots `Tra`, `TraS` and `Audit` of `POST /register`).
 */
export function bodyFields(schema: Schema | undefined, defName: DefName): { root?: string; fields: Field[] } {
  if (!schema?.properties) return { fields: [] };
  const entries = Object.entries(schema.properties);
  const [only] = entries;
  if (entries.length === 1 && only && only[1].properties) {
    const [root, rootSchema] = only;
    return { root, fields: fieldsOf(rootSchema, defName, sectionOf(rootSchema, defName)) };
  }
  return { fields: fieldsOf(schema, defName) };
}
