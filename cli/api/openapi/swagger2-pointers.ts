type Segments = (string | number)[];
type Parameter = { in?: string; name?: string };
type PathItem = { parameters?: Parameter[]; [method: string]: unknown };

/** Where each kind of OpenAPI 3.0 component was written in Swagger 2.0. */
const COMPONENTS: Record<string, string> = {
  schemas: 'definitions',
  parameters: 'parameters',
  responses: 'responses',
  securitySchemes: 'securityDefinitions',
  // A body parameter of `parameters` becomes a request body.
  requestBodies: 'parameters',
};

/** 2.0 parameters that 3.0 moves into the request body. */
const IN_BODY = new Set(['body', 'formData']);

/**
 * The place in a Swagger 2.0 document that a place in its conversion to OpenAPI 3.0 (by swagger2openapi) comes from,
 * as far as it can be told: `components/schemas/X` is `definitions/X`, a response's `content/…/schema` its `schema`,
 * a parameter's `schema/maximum` its own `maximum`, the request body its body (or form) parameter. A place with no
 * counterpart is the document itself, at its first line; one with a partial counterpart is its closest parent's.
 */
export function swagger2Pointer(segments: Segments, original: unknown): Segments {
  const [top, ...rest] = segments;
  if (top === 'components') {
    const [kind = '', name, ...inner] = rest;
    const at = COMPONENTS[String(kind)];
    if (!at || name === undefined) return at ? [at] : [];
    if (kind === 'responses') return [at, name, ...responseInner(inner)];
    if (kind === 'parameters') return [at, name, ...parameterInner(inner)];
    if (kind === 'requestBodies') return [at, name, ...bodyInner(inner)];
    return [at, name, ...inner];
  }
  if (top === 'servers') return ['host'];
  if (top !== 'paths' || rest.length < 2) return segments;
  const [route = '', method = '', part, ...inner] = rest;
  const item = (original as { paths?: Record<string, PathItem> })?.paths?.[route];
  if (method === 'parameters') return ['paths', route, ...parametersInner(item?.parameters, [part ?? '', ...inner])];
  const at = ['paths', route, method];
  const parameters = (item?.[method] as { parameters?: Parameter[] } | undefined)?.parameters;
  if (part === 'parameters') return [...at, ...parametersInner(parameters, inner)];
  if (part === 'requestBody') return [...at, ...requestBodyInner(parameters, inner)];
  if (part === 'responses' && inner.length) return [...at, 'responses', inner[0]!, ...responseInner(inner.slice(1))];
  return part === undefined ? at : [...at, part, ...inner];
}

/** A 3.0 parameter of a list, which has no body or form parameters, by its place among the 2.0 list's others. */
function parametersInner(parameters: Parameter[] | undefined, [index, ...inner]: Segments): Segments {
  // A validator's pointer has the index as text.
  const at = Number(index);
  if (!Number.isInteger(at) || !parameters) return ['parameters'];
  const kept = parameters.map((p, i) => ({ p, i })).filter(({ p }) => !IN_BODY.has(p.in ?? ''));
  const found = kept[at];
  return found ? ['parameters', found.i, ...parameterInner(inner)] : ['parameters'];
}

/** A 2.0 parameter other than the body has its schema's keywords as its own. */
function parameterInner(inner: Segments): Segments {
  return inner[0] === 'schema' ? inner.slice(1) : inner;
}

/** The request body: the body parameter, or the form parameter that is the property named. */
function requestBodyInner(parameters: Parameter[] | undefined, inner: Segments): Segments {
  const [content, , schema, properties, name, ...rest] = inner;
  const form = parameters?.findIndex((p) => p.in === 'formData' && p.name === name) ?? -1;
  if (content === 'content' && schema === 'schema' && properties === 'properties' && form >= 0)
    return ['parameters', form, ...rest];
  const body = parameters?.findIndex((p) => IN_BODY.has(p.in ?? '')) ?? -1;
  return body < 0 ? [] : ['parameters', body, ...bodyInner(inner)];
}

/** Inside a body parameter: `content/{type}/schema` is its `schema`; its description and `required` stay. */
function bodyInner(inner: Segments): Segments {
  if (inner[0] === 'content') return inner[2] === 'schema' ? ['schema', ...inner.slice(3)] : [];
  return inner;
}

/** Inside a response: `content/{type}/schema` is its `schema`, a header's schema the header itself. */
function responseInner(inner: Segments): Segments {
  const [part, name, next, ...rest] = inner;
  if (part === 'content') return next === 'schema' ? ['schema', ...rest] : next === 'examples' ? ['examples'] : [];
  if (part === 'headers' && next === 'schema') return ['headers', name!, ...rest];
  return inner;
}

/** A `$ref` target of the conversion as the 2.0 document writes it: `#/components/schemas/X` is `#/definitions/X`. */
export function swagger2Ref(target: string): string {
  return target.replace(/^#\/components\/(\w+)\//, (whole, kind: string) =>
    COMPONENTS[kind] ? `#/${COMPONENTS[kind]}/` : whole,
  );
}
