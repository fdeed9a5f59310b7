import type { ApiStrings } from '../../../format/ui-strings/api/api-strings.ts';
import type { ApiSpec } from '../openapi/types.ts';

/**
 * A cache of what is made from one schema of one description (its HTML, its Markdown list) in one language: a
 * function of these alone, so made once per build, and again in watch only when the description is read again (the
 * entries go with it). Keyed by the language's table too, so that a build of a site and its English translation (or
 * watch after a config change) never hands one language's text to the other.
 */
export function perSchemaCache<T>(): (spec: ApiSpec, schema: object, t: ApiStrings, make: () => T) => T {
  const byLanguage = new Map<ApiStrings, WeakMap<ApiSpec, WeakMap<object, T>>>();
  return (spec, schema, t, make) => {
    let cache = byLanguage.get(t);
    if (!cache) byLanguage.set(t, (cache = new WeakMap()));
    let bySchema = cache.get(spec);
    if (!bySchema) cache.set(spec, (bySchema = new WeakMap()));
    let made = bySchema.get(schema);
    if (made === undefined) bySchema.set(schema, (made = make()));
    return made;
  };
}
