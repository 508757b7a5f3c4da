import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import schema from '@site/static/schemas/efr.schema.json';
import { brand } from '@site/config/brand';
import { schemaUrl } from '@site/src/plugins/openapi-reference/schemaId';

/**
 * Validators for the EFR wire format (static/schemas/efr.schema.json), shared by the tests that
 * check the receipt samples and the examples in the docs.
 */
export type SchemaPart = 'request' | 'response';

export type Validate = (value: unknown) => string[];

let validators: Record<SchemaPart, Validate> | undefined;

function build(): Record<SchemaPart, Validate> {
  // Amounts are `multipleOf: 0.01`; without a precision Ajv divides in binary floating point and
  // rejects about one valid amount in nine (e.g. 999.81), so compare the quotient to 1e-9.
  const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 9 });
  addFormats(ajv);
  const id = schemaUrl(brand.docsUrl);
  ajv.addSchema(schema, id);
  const make = (part: SchemaPart): Validate => {
    const validate = ajv.getSchema(`${id}#/$defs/${part}`);
    if (!validate) throw new Error(`The EFR schema has no $defs/${part}`);
    return (value) =>
      validate(value)
        ? []
        : (validate.errors ?? []).map((error) => {
            const where = error.instancePath || '(root)';
            const extra = 'additionalProperty' in error.params ? ` "${String(error.params.additionalProperty)}"` : '';
            return `${where} ${error.message ?? 'is invalid'}${extra}`;
          });
  };
  return { request: make('request'), response: make('response') };
}

/** Validates a value against #/$defs/request or #/$defs/response; returns the errors (none: valid). */
export function validateEfr(part: SchemaPart, value: unknown): string[] {
  validators ??= build();
  return validators[part](value);
}
