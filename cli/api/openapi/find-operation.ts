import type { ApiOperation, ApiSpec } from './types.ts';

/**
 * "GET /v1/fields" as a directive names it. A webhook's or a callback's request is named by the JSON pointer to its
 * path item instead ("POST #/webhooks/fieldCreated"): its name or expression is no path, and may hold spaces.
 */
export function findOperation(spec: ApiSpec, method: string, route: string): ApiOperation | undefined {
  const upper = method.toUpperCase();
  if (!route.startsWith('#/')) return spec.operations.find((o) => o.method === upper && o.path === route);
  const sent = [...spec.webhooks, ...spec.operations.flatMap((o) => o.callbacks.flatMap((c) => c.operations))];
  return sent.find((o) => o.method === upper && operationRoute(o) === route);
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
