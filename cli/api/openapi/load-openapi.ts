import fs from 'node:fs';
import path from 'node:path';
import { confinedSourceFiles } from '../../util/confined-sources.ts';
import { error, type Diagnostic } from '../../core/diagnostics.ts';
import type { ApiOperation, ApiParameter, ApiSpec, JsonSchema } from './types.ts';
import { validateOpenApi } from './validate-openapi.ts';
import { parsePositioned } from './yaml-positions.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Stage: the OpenAPI documents in content/openapi (YAML or JSON), validated and
 * dereferenced. A directive names a document by its file name ("core"). The
 * documents, and the files their `$ref`s name, are read only inside `roots`
 * (the project, see projectRoots in compile/model.ts).
 */
export async function loadOpenApi(
  contentDir: string,
  cwd: string,
  roots: readonly string[],
): Promise<{ specs: Map<string, ApiSpec>; invalid: Set<string>; diagnostics: Diagnostic[] }> {
  const dir = path.join(contentDir, 'openapi');
  const { files, diagnostics } = confinedSourceFiles(dir, /\.(ya?ml|json)$/, roots, cwd);
  const specs = new Map<string, ApiSpec>();
  const invalid = new Set<string>();
  for (const name of files) {
    const file = path.relative(cwd, path.join(dir, name));
    const api = path.basename(name, path.extname(name));
    const doc = parsePositioned(fs.readFileSync(path.join(dir, name), 'utf8'));
    if (doc.errors.length) {
      diagnostics.push(
        ...doc.errors.map((e) => error('invalid-openapi', file, e.line, e.column, `invalid YAML: ${e.message}`)),
      );
      invalid.add(api);
      continue;
    }
    const { problems, dereferenced } = await validateOpenApi(doc, { file: path.join(dir, name), roots });
    if (problems.length || !dereferenced) {
      diagnostics.push(
        ...problems.map((p) =>
          error('invalid-openapi', p.file ? path.relative(cwd, p.file) : file, p.line, p.column, p.message),
        ),
      );
      invalid.add(api);
      continue;
    }
    specs.set(api, toSpec(api, file, dereferenced as OpenApiDocument));
  }
  return { specs, invalid, diagnostics };
}

interface OpenApiDocument {
  info: { title: string };
  servers?: { url: string; description?: string }[];
  paths?: Record<string, Record<string, unknown>>;
  components?: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
}

interface RawOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: RawParameter[];
  requestBody?: {
    required?: boolean;
    content?: Record<
      string,
      { schema?: JsonSchema; example?: unknown; examples?: Record<string, { value?: unknown }> }
    >;
  };
  responses?: Record<
    string,
    {
      description?: string;
      content?: Record<
        string,
        { schema?: JsonSchema; example?: unknown; examples?: Record<string, { value?: unknown }> }
      >;
    }
  >;
}

type RawParameter = Omit<ApiParameter, 'required'> & { required?: boolean };

function toSpec(api: string, file: string, doc: OpenApiDocument): ApiSpec {
  const apiKey = Object.values(doc.components?.securitySchemes ?? {}).find(
    (s) => s.type === 'apiKey' && s.in === 'header',
  );
  const operations: ApiOperation[] = [];
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    const shared = (item.parameters as RawParameter[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = item[method] as RawOperation | undefined;
      if (!op) continue;
      const params = new Map<string, ApiParameter>();
      for (const p of [...shared, ...(op.parameters ?? [])])
        params.set(`${p.in}:${p.name}`, { ...p, required: p.in === 'path' || Boolean(p.required) });
      const [mediaType, body] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        api,
        method: method.toUpperCase(),
        path: route,
        ...(op.operationId ? { operationId: op.operationId } : {}),
        ...(op.summary ? { summary: op.summary } : {}),
        ...(op.description ? { description: op.description } : {}),
        parameters: [...params.values()],
        ...(mediaType
          ? {
              requestBody: {
                required: Boolean(op.requestBody?.required),
                mediaType,
                schema: body?.schema,
                example: exampleOf(body),
              },
            }
          : {}),
        responses: Object.entries(op.responses ?? {}).map(([status, r]) => {
          const [type, content] = Object.entries(r.content ?? {})[0] ?? [];
          return {
            status,
            description: r.description ?? '',
            ...(type ? { mediaType: type, schema: content?.schema, example: exampleOf(content) } : {}),
          };
        }),
      });
    }
  }
  return {
    name: api,
    file,
    title: doc.info.title,
    servers: doc.servers ?? [],
    ...(apiKey?.name ? { apiKeyHeader: apiKey.name } : {}),
    operations,
  };
}

function exampleOf(
  content: { schema?: JsonSchema; example?: unknown; examples?: Record<string, { value?: unknown }> } | undefined,
): unknown {
  if (!content) return undefined;
  if (content.example !== undefined) return content.example;
  const first = Object.values(content.examples ?? {})[0];
  return first?.value ?? content.schema?.example;
}
