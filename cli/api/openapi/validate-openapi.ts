import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { confinedResolveOptions, externalRefProblems, type RefSource, refersToOtherFiles } from './confined-refs.ts';
import { openApiSchemaErrors } from './openapi-schema.ts';
import { dereferenceShared, refBudgetProblem, type SharedDereference } from './ref-budget.ts';
import { pointerSegments, type PositionedDocument } from './yaml-positions.ts';

export interface OpenApiProblem {
  /** The file that holds the problem, when it is not the document but a file its `$ref`s name. */
  file?: string;
  line: number;
  column: number;
  message: string;
}

const metaValidator = new Ajv2020({ strict: false, validateFormats: false });
const JSON_TYPES = '"array", "boolean", "integer", "null", "number", "object", "string"';

/**
 * Checks a document as an OpenAPI 3.0/3.1 description (structure and $refs,
 * by swagger-parser) and every schema in it as a JSON Schema (ajv), and says
 * where each problem is written. A valid document comes back with every
 * $ref resolved, as swagger-parser's last step leaves it. With `source`, a
 * `$ref` to another file resolves from the document's folder and may read
 * only files inside the project (see confined-refs.ts); without it, no
 * `$ref` may name another document.
 */
export async function validateOpenApi(
  doc: PositionedDocument,
  source?: RefSource,
): Promise<{ problems: OpenApiProblem[]; dereferenced?: object }> {
  // An alias bomb is never walked: not even to look for $refs.
  if (doc.tooLarge) return { problems: [doc.tooLarge] };
  const confined = source ?? { file: '/', roots: [] };
  const refProblems = externalRefProblems(doc, confined);
  if (refProblems.length) return { problems: refProblems };
  // swagger-parser and what follows walk every copy of each $ref's target: their number is measured first.
  const shared = dereferenceShared(doc, confined);
  const tooLarge = refBudgetProblem(doc, confined, shared);
  if (tooLarge) return { problems: [tooLarge] };
  const written = doc.value as { openapi?: string; swagger?: string };
  if (!written.swagger && !refersToOtherFiles(written)) return checkOwnDocument(doc, shared);
  const problems: OpenApiProblem[] = [];
  const refused: string[] = [];
  const options = { resolve: confinedResolveOptions(confined.roots, refused), dereference: { circular: 'ignore' } };
  let dereferenced: object | undefined;
  const at = (segments: (string | number)[], message: string) => problems.push({ ...doc.locate(segments), message });
  try {
    // swagger-parser's own order: resolve $refs (but not circular ones), check the schema, then the spec's rules.
    const api = (await SwaggerParser.dereference(
      confined.file,
      structuredClone(doc.value) as never,
      options as never,
    )) as unknown as { openapi?: string; swagger?: string };
    // The document as written, where its $refs are Reference Objects the schema allows: each shared schema is checked
    // once rather than at every use (GitHub's description: 1.4 s), and an error's path is where it is written. A
    // document whose $refs name other files is checked dereferenced, so that what those files hold is checked too.
    const details = schemaDetails(refersToOtherFiles(doc.value) ? api : (doc.value as typeof api));
    if (details.length) throw Object.assign(new SyntaxError('Swagger schema validation failed.'), { details });
    // swagger-parser's rules beyond the schema are Swagger 2.0's only; for OpenAPI 3 its validate() would dereference
    // the whole document a second time (3.6 s of GitHub's 10 MB description) and change nothing.
    dereferenced = api.swagger
      ? ((await SwaggerParser.validate(
          confined.file,
          structuredClone(doc.value) as never,
          { ...options, validate: { schema: false } } as never,
        )) as unknown as object)
      : api;
  } catch (e) {
    const error = e as Error & { details?: SchemaErrorDetail[] };
    const missingRef = /\$ref pointer "([^"]+)"/.exec(error.message)?.[1];
    if (refused.length) {
      for (const message of refused) at([], message);
    } else if (missingRef) {
      problems.push(brokenRefProblem(doc, missingRef));
    } else if (error.details?.length) {
      problems.push(...schemaProblems(doc, error.details));
    } else {
      at([], `invalid OpenAPI document: ${error.message.split('\n')[0]}`);
    }
  }
  problems.push(...schemaObjectProblems(doc));
  return problems.length ? { problems: dedupe(problems) } : { problems, dereferenced };
}

/**
 * An OpenAPI 3 document whose `$ref`s stay inside it: checked as written against its version's schema, and used as
 * {@link dereferenceShared} leaves it, which is what swagger-parser would have made of it. Every broken `$ref` is
 * told, where swagger-parser stops at the first.
 */
function checkOwnDocument(
  doc: PositionedDocument,
  shared: SharedDereference,
): { problems: OpenApiProblem[]; dereferenced?: object } {
  const problems = shared.brokenRefs.map((ref) => brokenRefProblem(doc, ref));
  if (!problems.length) problems.push(...schemaProblems(doc, schemaDetails(doc.value as object)));
  problems.push(...schemaObjectProblems(doc));
  return problems.length ? { problems: dedupe(problems) } : { problems, dereferenced: shared.value as object };
}

interface SchemaErrorDetail {
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** What a document breaks of its version's schema, without the 3.0 schema's restatements. */
function schemaDetails(api: object): SchemaErrorDetail[] {
  const errors = openApiSchemaErrors(api);
  // The 3.0 schema's Reference-or-object choices are if/then/else: their "must match else" restates the real error.
  return errors.some((e) => e.keyword !== 'if') ? errors.filter((e) => e.keyword !== 'if') : errors;
}

function brokenRefProblem(doc: PositionedDocument, ref: string): OpenApiProblem {
  return { ...(doc.locateRef(ref) ?? doc.locate([])), message: `broken $ref "${ref}": nothing is defined there` };
}

function schemaProblems(doc: PositionedDocument, details: readonly SchemaErrorDetail[]): OpenApiProblem[] {
  return details.map((detail) => {
    const segments = pointerSegments(detail.instancePath);
    const key = (detail.params?.unevaluatedProperty ?? detail.params?.additionalProperty) as string | undefined;
    const where = segments.join('.') || '(root)';
    if (key) return { ...doc.locateKey([...segments, key]), message: `${where}: unknown key "${key}"` };
    const missing = detail.params?.missingProperty ? ` ("${String(detail.params.missingProperty)}")` : '';
    return { ...doc.locate(segments), message: `${where}: ${detail.message ?? 'invalid'}${missing}` };
  });
}

/** Every schema object that is not a valid JSON Schema, at the mistake. */
function schemaObjectProblems(doc: PositionedDocument): OpenApiProblem[] {
  const problems: OpenApiProblem[] = [];
  const at = (segments: (string | number)[], message: string) => problems.push({ ...doc.locate(segments), message });
  for (const { segments, schema } of schemasIn(doc.value)) {
    // Synchronous without $async schemas; ajv's type allows a promise for those.
    if (metaValidator.validateSchema(schema) === true) continue;
    // The meta-schema reports one mistake several ways (anyOf branches); say each once, plainly.
    const seen = new Set<string>();
    for (const err of metaValidator.errors ?? []) {
      if (seen.has(err.instancePath)) continue;
      seen.add(err.instancePath);
      const inner = pointerSegments(err.instancePath);
      const where = [...segments, ...inner].join('.');
      const message = inner.at(-1) === 'type' ? `expected one of ${JSON_TYPES}` : err.message;
      at([...segments, ...inner], `invalid schema at ${where}: ${message}`);
    }
  }
  return problems;
}

/**
 * Values whose content is the author's own, never read as OpenAPI: specification extensions (`x-…`, which GitHub's
 * description uses for whole patched operations) and examples. A `schema` key inside one is data, not a schema.
 */
const FREE_FORM = /^(x-|example$|examples$|default$|enum$|const$)/;

/** Every schema written in the document: component schemas and each `schema` of parameters, bodies and responses. */
function schemasIn(root: unknown): { segments: (string | number)[]; schema: object }[] {
  const out: { segments: (string | number)[]; schema: object }[] = [];
  const components = (root as { components?: { schemas?: Record<string, object> } })?.components?.schemas ?? {};
  for (const [name, schema] of Object.entries(components))
    out.push({ segments: ['components', 'schemas', name], schema });
  const walk = (node: unknown, segments: (string | number)[]) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'schema' && value && typeof value === 'object')
        out.push({ segments: [...segments, key], schema: value });
      else if (key !== 'components' && !FREE_FORM.test(key))
        walk(value, [...segments, Array.isArray(node) ? Number(key) : key]);
    }
  };
  walk(root, []);
  return out;
}

function dedupe(problems: OpenApiProblem[]): OpenApiProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.line}:${p.column}:${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
