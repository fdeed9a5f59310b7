import type { ApiSpec } from '../openapi/types.ts';

/**
 * A cache of what is made from one schema of one description (its HTML, its Markdown list): a function of these
 * alone, so made once per build, and again in watch only when the description is read again (the entries go with it).
 */
export function perSchemaCache<T>(): (spec: ApiSpec, schema: object, make: () => T) => T {
  const cache = new WeakMap<ApiSpec, WeakMap<object, T>>();
  return (spec, schema, make) => {
    let bySchema = cache.get(spec);
    if (!bySchema) cache.set(spec, (bySchema = new WeakMap()));
    let made = bySchema.get(schema);
    if (made === undefined) bySchema.set(schema, (made = make()));
    return made;
  };
}
