import type { ApiOperation, ApiSpec } from './types.ts';

/**
 * "GET /v1/fields" as a directive names it. A webhook's or a callback's request is named by the JSON pointer to its
 * path item instead ("POST #/webhooks/fieldCreated"): its name or expression is no path, and may hold spaces.
 */
export function findOperation(spec: ApiSpec, method: string, route: string): ApiOperation | undefined {
  return operationIndex(spec).get(`${method.toUpperCase()} ${route}`);
}

// Every page of a generated reference looks its operation up: a scan per lookup was quadratic (2 s on GitHub's 1,000).
const indexes = new WeakMap<ApiSpec, Map<string, ApiOperation>>();

function operationIndex(spec: ApiSpec): Map<string, ApiOperation> {
  let index = indexes.get(spec);
  if (index) return index;
  index = new Map();
  const sent = [...spec.webhooks, ...spec.operations.flatMap((o) => o.callbacks.flatMap((c) => c.operations))];
  // The first of two with one name wins, as a scan found it.
  for (const op of [...spec.operations, ...sent]) {
    const key = `${op.method} ${isPathOperation(op) ? op.path : operationRoute(op)}`;
    if (!index.has(key)) index.set(key, op);
  }
  indexes.set(spec, index);
  return index;
}

/** How a directive names an operation after its method: see findOperation. */
export function operationRoute(op: ApiOperation): string {
  if (isPathOperation(op)) return op.path;
  // RFC 6901's escapes, then percent-encoding as in a URI fragment: a directive's words are split at spaces.
  const escaped = op.pointer.slice(0, -1).map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1')));
  return `#/${escaped.join('/')}`;
}

/** Whether the reader calls the operation (one of `paths`), rather than the API sending it (a webhook, a callback). */
export function isPathOperation(op: ApiOperation): boolean {
  return op.pointer.length === 3 && op.pointer[0] === 'paths';
}
