import type {
  ApiCallback,
  ApiContent,
  ApiOperation,
  ApiParameter,
  ApiResponse,
  ApiSecurityRequirement,
  ApiSecurityScheme,
  ApiSpec,
  ApiTag,
  JsonSchema,
} from './types.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** A validated, dereferenced OpenAPI 3.x document, as far as the reference reads it. */
export interface OpenApiDocument {
  openapi?: string;
  swagger?: string;
  info: {
    title: string;
    version?: string;
    description?: string;
    termsOfService?: string;
    contact?: { name?: string; url?: string; email?: string };
    license?: { name: string; url?: string };
  };
  servers?: { url: string; description?: string; variables?: Record<string, RawServerVariable> }[];
  paths?: Record<string, Record<string, unknown>>;
  webhooks?: Record<string, Record<string, unknown>>;
  tags?: { name: string; description?: string; 'x-displayName'?: string }[];
  'x-tagGroups'?: { name: string; tags?: string[] }[];
  security?: Record<string, string[]>[];
  components?: { securitySchemes?: Record<string, ApiSecurityScheme>; schemas?: Record<string, JsonSchema> };
}

type RawContent = Record<
  string,
  { schema?: JsonSchema; example?: unknown; examples?: Record<string, { value?: unknown }> }
>;

interface RawOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  security?: Record<string, string[]>[];
  'x-internal'?: boolean;
  'x-codeSamples'?: { lang: string; label?: string; source: string }[];
  'x-code-samples'?: { lang: string; label?: string; source: string }[];
  parameters?: RawParameter[];
  callbacks?: Record<string, Record<string, Record<string, unknown>>>;
  requestBody?: { required?: boolean; description?: string; content?: RawContent };
  responses?: Record<
    string,
    {
      description?: string;
      content?: RawContent;
      headers?: Record<string, { description?: string; schema?: JsonSchema; required?: boolean }>;
    }
  >;
}

type RawParameter = Omit<ApiParameter, 'required'> & { required?: boolean };

/** The document as the renderers, "Testar" and the generated reference read it. */
export function toSpec(api: string, file: string, doc: OpenApiDocument): ApiSpec {
  const securitySchemes = doc.components?.securitySchemes ?? {};
  const apiKey = Object.values(securitySchemes).find((s) => s.type === 'apiKey' && s.in === 'header');
  const operations: ApiOperation[] = [];
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    const shared = (item.parameters as RawParameter[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = item[method] as RawOperation | undefined;
      if (op) operations.push(toOperation(api, method, route, op, shared, doc.security));
    }
  }
  const webhooks = Object.entries(doc.webhooks ?? {}).flatMap(([name, item]) =>
    pathItemOperations(api, ['webhooks', name], name, item),
  );
  return {
    name: api,
    file,
    title: doc.info.title,
    servers: (doc.servers ?? []).map(toServer),
    ...(apiKey?.name ? { apiKeyHeader: apiKey.name } : {}),
    operations,
    webhooks,
    version: doc.openapi ?? doc.swagger ?? '3.0.0',
    info: {
      version: doc.info.version ?? '',
      ...(doc.info.description ? { description: doc.info.description } : {}),
      ...(doc.info.termsOfService ? { termsOfService: doc.info.termsOfService } : {}),
      ...(doc.info.contact ? { contact: doc.info.contact } : {}),
      ...(doc.info.license ? { license: doc.info.license } : {}),
    },
    tags: tagsOf(doc, operations),
    tagGroups: (doc['x-tagGroups'] ?? []).map((group) => ({ name: group.name, tags: group.tags ?? [] })),
    securitySchemes,
    schemas: new Map(Object.entries(doc.components?.schemas ?? {})),
  };
}

function toOperation(
  api: string,
  method: string,
  route: string,
  op: RawOperation,
  shared: RawParameter[],
  documentSecurity: Record<string, string[]>[] | undefined,
): ApiOperation {
  const params = new Map<string, ApiParameter>();
  for (const p of [...shared, ...(op.parameters ?? [])])
    params.set(`${p.in}:${p.name}`, { ...p, required: p.in === 'path' || Boolean(p.required) });
  const bodies = contentsOf(op.requestBody?.content);
  const first = bodies[0];
  return {
    api,
    method: method.toUpperCase(),
    path: route,
    ...(op.operationId ? { operationId: op.operationId } : {}),
    ...(op.summary ? { summary: op.summary } : {}),
    ...(op.description ? { description: op.description } : {}),
    parameters: [...params.values()],
    ...(first
      ? {
          requestBody: {
            required: Boolean(op.requestBody?.required),
            mediaType: first.mediaType,
            schema: first.schema,
            example: first.example,
            ...(op.requestBody?.description ? { description: op.requestBody.description } : {}),
            contents: bodies,
          },
        }
      : {}),
    responses: Object.entries(op.responses ?? {}).map(([status, r]) => toResponse(status, r)),
    tags: op.tags ?? [],
    deprecated: op.deprecated === true,
    internal: op['x-internal'] === true,
    security: requirements(op.security ?? documentSecurity ?? []),
    codeSamples: op['x-codeSamples'] ?? op['x-code-samples'] ?? [],
    pointer: ['paths', route, method],
    callbacks: Object.entries(op.callbacks ?? {}).flatMap(([name, expressions]) =>
      Object.entries(expressions).map(
        ([expression, item]): ApiCallback => ({
          name,
          expression,
          operations: pathItemOperations(
            api,
            ['paths', route, method, 'callbacks', name, expression],
            expression,
            item,
          ),
        }),
      ),
    ),
  };
}

/**
 * The operations of a path item the API sends rather than serves (a webhook's, a callback's), shown with `label` as
 * their path. The reader's security does not apply to them: the API authenticates to the reader, if at all.
 */
function pathItemOperations(api: string, at: string[], label: string, item: Record<string, unknown>): ApiOperation[] {
  const shared = (item.parameters as RawParameter[] | undefined) ?? [];
  return METHODS.filter((method) => item[method]).map((method) => ({
    ...toOperation(api, method, label, item[method] as RawOperation, shared, undefined),
    pointer: [...at, method],
  }));
}

function toResponse(status: string, r: NonNullable<RawOperation['responses']>[string]): ApiResponse {
  const contents = contentsOf(r.content);
  const first = contents[0];
  return {
    status,
    description: r.description ?? '',
    ...(first ? { mediaType: first.mediaType, schema: first.schema, example: first.example } : {}),
    contents,
    headers: Object.entries(r.headers ?? {}).map(([name, header]) => ({
      name,
      ...(header.description ? { description: header.description } : {}),
      ...(header.schema ? { schema: header.schema } : {}),
      required: header.required === true,
    })),
  };
}

function contentsOf(content: RawContent | undefined): ApiContent[] {
  return Object.entries(content ?? {}).map(([mediaType, media]) => ({
    mediaType,
    schema: media.schema,
    example: exampleOf(media),
  }));
}

function requirements(raw: Record<string, string[]>[]): ApiSecurityRequirement[] {
  return raw.map((requirement) => Object.entries(requirement).map(([scheme, scopes]) => ({ scheme, scopes })));
}

/** Declared tags in their order, then the undeclared ones operations use, in the order they first appear. */
function tagsOf(doc: OpenApiDocument, operations: readonly ApiOperation[]): ApiTag[] {
  const tags = new Map<string, ApiTag>();
  for (const tag of doc.tags ?? [])
    tags.set(tag.name, {
      name: tag.name,
      label: tag['x-displayName'] ?? tag.name,
      ...(tag.description ? { description: tag.description } : {}),
    });
  for (const op of operations) for (const name of op.tags) if (!tags.has(name)) tags.set(name, { name, label: name });
  return [...tags.values()];
}

type RawServerVariable = { default: string; enum?: string[]; description?: string };

/**
 * A server with its URL's variables at their defaults, as a request would be sent before the reader picks others,
 * and, when it has variables, its template and each variable the template names, for "Testar" to ask for.
 */
function toServer(server: NonNullable<OpenApiDocument['servers']>[number]): ApiSpec['servers'][number] {
  const declared = server.variables ?? {};
  const url = server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => declared[name]?.default ?? whole);
  const names = [...new Set([...server.url.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!))];
  const variables = names.flatMap((name) => {
    const v = declared[name];
    if (!v) return [];
    return [
      {
        name,
        default: String(v.default),
        ...(v.enum?.length ? { enum: v.enum.map(String) } : {}),
        ...(v.description ? { description: v.description } : {}),
      },
    ];
  });
  return {
    url,
    ...(server.description ? { description: server.description } : {}),
    ...(variables.length ? { template: server.url, variables } : {}),
  };
}

function exampleOf(media: RawContent[string] | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first?.value ?? media.schema?.example;
}
