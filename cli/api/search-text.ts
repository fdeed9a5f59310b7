import type { ApiDescriptions } from './embed-renderer.ts';
import { findOperation } from './openapi/find-operation.ts';
import type { ApiOperation } from './openapi/types.ts';

/**
 * What an API directive contributes to search: the reference it renders comes
 * from the API description, not from the page's Markdown, yet readers search
 * for paths, operation names and parameters.
 */
export function apiSearchText(apis: ApiDescriptions, info: string): string {
  const [kind, name = '', ...args] = info.trim().split(/\s+/);
  // A generated page's parts: the signature says what the operation is, the parameters part names its parameters.
  if (kind === 'api-reference') {
    const [part, method = '', route = '', location] = args;
    const op = part === 'signature' || part === 'parameters' ? apis.openapi.get(name) : undefined;
    const found = op && findOperation(op, method, route);
    if (!found) return '';
    return part === 'signature'
      ? [found.method, found.path, found.operationId ?? ''].join(' ')
      : found.parameters
          .filter((p) => p.in === location)
          .map((p) => `${p.name} ${p.description ?? ''}`)
          .join(' ');
  }
  const [method, route] = args;
  if (kind === 'openapi') {
    const spec = apis.openapi.get(name);
    if (!spec) return '';
    const operations = method && route ? [findOperation(spec, method, route)] : spec.operations;
    return operations.flatMap((op) => (op ? [operationSearchText(op)] : [])).join(' ');
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

/** What readers search an operation by: its method, path, summary, operationId and parameters. */
export function operationSearchText(op: ApiOperation): string {
  return [
    op.method,
    op.path,
    op.summary ?? '',
    op.operationId ?? '',
    ...op.parameters.map((p) => `${p.name} ${p.description ?? ''}`),
  ].join(' ');
}
