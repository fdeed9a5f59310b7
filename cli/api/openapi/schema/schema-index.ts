import type { JsonSchema } from '../types.ts';

const LOCAL_COMPONENT = /^#\/components\/schemas\/([^/]+)$/;

/** A JSON pointer segment as written in a `$ref` (`~1` for "/", `~0` for "~", percent-escapes). */
function pointerSegment(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // Not percent-encoded after all: the segment as written.
  }
  return text.replaceAll('~1', '/').replaceAll('~0', '~');
}

/**
 * The component names a document gives its schemas, looked up by identity. swagger-parser makes every `$ref` to a
 * component the component's own object, except around recursion: a `$ref` into a recursive schema is left as written
 * (`{ $ref: '#/components/schemas/Tree' }`), so those are resolved here by name. A 3.1 `$ref` with sibling keys
 * becomes a shallow copy of the component with them added; its `properties` (or `allOf`, `oneOf`, `anyOf`) are still
 * the component's, which names it.
 */
export class SchemaIndex {
  private readonly byName = new Map<string, JsonSchema>();
  private readonly byPart = new Map<object, string>();
  /** allOf merges, made once per schema object so that their properties keep one identity. */
  readonly merged = new WeakMap<object, JsonSchema>();

  constructor(
    private readonly byObject: ReadonlyMap<object, string> = new Map(),
    readonly size = byObject.size,
  ) {
    for (const [schema, name] of byObject) {
      if (!this.byName.has(name)) this.byName.set(name, schema as JsonSchema);
      for (const key of ['properties', 'allOf', 'oneOf', 'anyOf'] as const) {
        const part = (schema as JsonSchema)[key];
        if (part && typeof part === 'object' && !this.byPart.has(part)) this.byPart.set(part, name);
      }
    }
  }

  /** The component name of a schema object, if it is one (or a 3.1 `$ref` to one with siblings). */
  nameOf(schema: JsonSchema): string | undefined {
    const direct = this.byObject.get(schema);
    if (direct !== undefined) return direct;
    for (const key of ['properties', 'allOf', 'oneOf', 'anyOf'] as const) {
      const part = schema[key];
      const name = part && typeof part === 'object' ? this.byPart.get(part) : undefined;
      if (name !== undefined) return name;
    }
    return undefined;
  }

  /** The component object of a name. */
  component(name: string): JsonSchema | undefined {
    return this.byName.get(name);
  }

  /** A `$ref` left unresolved: its name (the pointer's last segment) and, for a local component, its schema. */
  resolveRef(ref: string): { name: string; schema?: JsonSchema } {
    const local = LOCAL_COMPONENT.exec(ref);
    if (local) {
      const name = pointerSegment(local[1]!);
      const schema = this.byName.get(name);
      return schema ? { name, schema } : { name };
    }
    return { name: pointerSegment(ref.split('/').at(-1) ?? ref) };
  }
}

const EMPTY = new SchemaIndex();
const indexes = new WeakMap<ReadonlyMap<object, string>, SchemaIndex>();

/** The index of a names map, built once per map (and again if the map grew or shrank since). */
export function schemaIndex(names?: ReadonlyMap<object, string>): SchemaIndex {
  if (!names) return EMPTY;
  const known = indexes.get(names);
  if (known && known.size === names.size) return known;
  const index = new SchemaIndex(names);
  indexes.set(names, index);
  return index;
}

/**
 * The names map `schemaHtml` takes, from a dereferenced document's `components.schemas`. When two names are the
 * same object (an alias written as a bare `$ref`), the first keeps it.
 */
export function componentSchemaNames(schemas: Record<string, unknown> | undefined): Map<object, string> {
  const names = new Map<object, string>();
  for (const [name, schema] of Object.entries(schemas ?? {}))
    if (schema && typeof schema === 'object' && !names.has(schema)) names.set(schema, name);
  return names;
}
