import type { ApiDescriptions } from './embed-renderer.ts';
import { findOperation } from './openapi/find-operation.ts';

/**
 * What an API directive contributes to search: the reference it renders comes
 * from the API description, not from the page's Markdown, yet readers search
 * for paths, operation names and parameters.
 */
export function apiSearchText(apis: ApiDescriptions, info: string): string {
  const [kind, name = '', method, route] = info.trim().split(/\s+/);
  if (kind === 'openapi') {
    const spec = apis.openapi.get(name);
    if (!spec) return '';
    const operations = method && route ? [findOperation(spec, method, route)] : spec.operations;
    return operations
      .flatMap((op) =>
        op
          ? [
              op.method,
              op.path,
              op.summary ?? '',
              op.operationId ?? '',
              ...op.parameters.map((p) => `${p.name} ${p.description ?? ''}`),
            ]
          : [],
      )
      .join(' ');
  }
  if (kind === 'graphql-schema') {
    const schema = apis.graphql.get(name)?.schema;
    if (!schema) return '';
    return Object.values(schema.getTypeMap())
      .filter((t) => !t.name.startsWith('__'))
      .flatMap((t) => [t.name, ...('getFields' in t ? Object.keys(t.getFields()) : [])])
      .join(' ');
  }
  return '';
}
