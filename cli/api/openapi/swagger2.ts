import SwaggerParser from '@apidevtools/swagger-parser';
import { confinedResolveOptions, type RefSource } from './confined-refs.ts';
import type { PositionedDocument } from './positioned-document.ts';
import { swagger2Pointer, swagger2Ref } from './swagger2-pointers.ts';
import type { OpenApiProblem } from './validate-openapi.ts';

/** Where swagger2openapi notes what OpenAPI 3.0 cannot say of a 2.0 document (its `warnOnly` option). */
const WARNING_KEY = 'x-s2o-warning';

/** A Swagger 2.0 description (`swagger: "2.0"`, or a `swagger` of the wrong type, which its validation reports). */
export function isSwagger2(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'swagger' in value && !('openapi' in value);
}

/**
 * A valid Swagger 2.0 description converted to OpenAPI 3.0 by swagger2openapi, the converter Redoc runs, with its
 * options: what follows reads 3.x only. The converted document locates each place at the 2.0 text it comes from (see
 * swagger2Pointer), so that its problems, and its generated pages' problems, are told in the file the author wrote.
 * `$ref`s to other files are bundled in first, inside the project only: the converter rewrites `#/definitions/…` in
 * their targets too, where another 2.0 file has no `components`. A conversion that fails is one problem at the
 * `swagger` key; what the conversion had to drop or change comes back as `lossy`, each at its place.
 */
export async function convertSwagger2(
  doc: PositionedDocument,
  source: RefSource,
): Promise<{ doc: PositionedDocument; lossy: OpenApiProblem[] } | { problem: OpenApiProblem }> {
  const fail = (message: string) => ({
    problem: { ...doc.locateKey(['swagger']), message: `cannot convert this Swagger 2.0 description: ${message}` },
  });
  let value = structuredClone(doc.value) as object;
  try {
    if (hasExternalRef(value)) {
      const options = { resolve: confinedResolveOptions(source.roots, []) };
      value = (await SwaggerParser.bundle(source.file, value as never, options as never)) as unknown as object;
    }
    // Loaded on the first 2.0 document: a site of OpenAPI 3 never reads it.
    const { convertObj } = (await import('swagger2openapi')).default;
    // `text` is only for resolving, which is off; without it the converter writes the whole document out as YAML.
    const { openapi } = await convertObj(value, { patch: true, warnOnly: true, anchors: true, text: '{}' });
    const located: PositionedDocument = {
      value: openapi,
      errors: [],
      locate: (segments) => doc.locate(swagger2Pointer(segments, doc.value)),
      locateKey: (segments) => doc.locateKey(swagger2Pointer(segments, doc.value)),
      locateRef: (target) => doc.locateRef(swagger2Ref(target)),
    };
    const lossy = takeWarnings(openapi).map(({ segments, message }) => {
      const where = swagger2Pointer(segments, doc.value).join('.') || '(root)';
      const loss = 'OpenAPI 3.0 cannot keep this as written, so the reference may show it otherwise';
      return { ...located.locate(segments), message: `${where}: ${loss}: ${message}` };
    });
    return { doc: located, lossy };
  } catch (e) {
    return fail((e as Error).message.split('\n')[0] ?? '');
  }
}

function hasExternalRef(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  return Object.entries(node).some(([key, value]) =>
    key === '$ref' ? typeof value === 'string' && !value.startsWith('#') : hasExternalRef(value),
  );
}

/** The converter's warnings, each with where it is, taken out of the document: they are no part of the API. */
function takeWarnings(root: unknown): { segments: (string | number)[]; message: string }[] {
  const found: { segments: (string | number)[]; message: string }[] = [];
  const walk = (node: unknown, segments: (string | number)[]) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record[WARNING_KEY] === 'string') {
      found.push({ segments, message: record[WARNING_KEY] });
      delete record[WARNING_KEY];
    }
    for (const [key, value] of Object.entries(record))
      walk(value, [...segments, Array.isArray(node) ? Number(key) : key]);
  };
  walk(root, []);
  return found;
}
