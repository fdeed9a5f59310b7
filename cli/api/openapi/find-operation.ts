import type { ApiOperation, ApiSpec } from './types.ts';

/** "GET /v1/fields" as a directive names it. */
export function findOperation(spec: ApiSpec, method: string, route: string): ApiOperation | undefined {
  return spec.operations.find((o) => o.method === method.toUpperCase() && o.path === route);
}
