import type { JsonSchema } from '../types.ts';
import type { SchemaIndex } from './schema-index.ts';

/** A schema as shown: `$ref` resolved, `allOf` merged, null split off, named when it is a component. */
export interface SchemaView {
  schema: JsonSchema;
  /** What recursion is detected by: the component object when named, else the schema written. */
  key: object;
  /** The component name, when it is one (or an allOf that only annotates one). */
  name?: string;
  /** A `$ref` nothing resolves (no names given, or outside `components/schemas`): its name only. */
  refName?: string;
  /** Names of the components an allOf combines. */
  composedOf: string[];
  /** JSON types, without "null". */
  types: string[];
  nullable: boolean;
  /** oneOf / anyOf alternatives, without the null ones (those make the schema nullable). */
  variants?: { kind: 'oneOf' | 'anyOf'; list: JsonSchema[] };
}

/** Keys of a schema that say nothing about its shape, kept when a `oneOf: [X, null]` is shown as X. */
const ANNOTATIONS = ['description', 'default', 'example', 'examples', 'readOnly', 'writeOnly', 'deprecated'];
/** Keys an allOf part may hold and still only annotate its sibling: `allOf: [$ref Pedido]` with a description. */
const SHAPE_KEYS = ['properties', 'type', 'items', 'oneOf', 'anyOf', 'allOf', 'additionalProperties', 'enum', 'const'];
/** Keys an allOf merge does not carry: conditions and references it cannot describe as a shape. */
const UNMERGED = new Set(['allOf', 'if', 'then', 'else', 'not', '$ref', '$id', '$schema', '$anchor']);

/** A schema position's value as a schema: `true` (anything) and anything not an object become `{}`. */
export function asSchema(value: unknown): JsonSchema {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonSchema) : {};
}

function resolved(raw: unknown, index: SchemaIndex): { schema: JsonSchema; name?: string; refName?: string } {
  const schema = asSchema(raw);
  if (typeof schema.$ref !== 'string') return { schema };
  const ref = index.resolveRef(schema.$ref);
  return ref.schema ? { schema: ref.schema, name: ref.name } : { schema, refName: ref.name };
}

const isNullType = (s: JsonSchema) =>
  s.type === 'null' || (Array.isArray(s.type) && s.type.length === 1 && s.type[0] === 'null');

function sameTypes(a: unknown, b: unknown): unknown {
  const list = (t: unknown) => (Array.isArray(t) ? (t as string[]) : [t as string]);
  const both = list(a).filter((t) => list(b).includes(t));
  return both.length === 0 ? b : both.length === 1 ? both[0] : both;
}

/** allOf parts merged into one schema: properties merged (a name in two parts becomes their allOf), required unioned. */
function combine(parts: JsonSchema[], own: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const part of [...parts, own]) {
    for (const [key, value] of Object.entries(part)) {
      if (UNMERGED.has(key) || value === undefined) continue;
      // A part's title or description is about that part: the merge has its own, or the only part's.
      if ((key === 'description' || key === 'title') && part !== own && parts.length > 1) continue;
      if (key === 'properties' && value && typeof value === 'object') {
        const props: Record<string, JsonSchema> = { ...out.properties };
        for (const [name, prop] of Object.entries(value as Record<string, JsonSchema>))
          props[name] = props[name] && props[name] !== prop ? { allOf: [props[name], prop] } : prop;
        out.properties = props;
      } else if (key === 'required' && Array.isArray(value)) {
        out.required = [...new Set([...(out.required ?? []), ...(value as string[])])];
      } else if (key === 'type' && out.type !== undefined) {
        out.type = sameTypes(out.type, value) as JsonSchema['type'];
      } else if (key === 'nullable') {
        out.nullable = Boolean(out.nullable) || value === true;
      } else if ((key === 'items' || key === 'additionalProperties') && isObject(out[key]) && isObject(value)) {
        const before = out[key] as JsonSchema;
        out[key] = before === value ? before : { allOf: [before, value as JsonSchema] };
      } else if ((key === 'oneOf' || key === 'anyOf') && out[key]) {
        // Two alternatives lists: both must hold, which a list of choices cannot say; the first is shown.
      } else {
        out[key] = value;
      }
    }
  }
  return out;
}

const isObject = (v: unknown): v is object => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

const merging = new Set<object>();

/** The schema with its allOf (and the allOfs of its parts) merged in, made once per schema object. */
export function mergedSchema(schema: JsonSchema, index: SchemaIndex): JsonSchema {
  if (!Array.isArray(schema.allOf)) return schema;
  const known = index.merged.get(schema);
  if (known) return known;
  if (merging.has(schema)) return { ...schema, allOf: undefined };
  merging.add(schema);
  try {
    const parts = schema.allOf.map((p) =>
      withoutChoicesOf(mergedSchema(resolved(p, index).schema, index), schema, index),
    );
    const merged = combine(parts, schema);
    index.merged.set(schema, merged);
    return merged;
  } finally {
    merging.delete(schema);
  }
}

/**
 * A part whose oneOf lists the schema merging it (3.0 polymorphism: `Pet: {oneOf: [Cat, Dog]}`,
 * `Cat: {allOf: [Pet, …]}`): Cat is one of Pet's choices, not a choice among them, so the part's choices stay out.
 */
function withoutChoicesOf(part: JsonSchema, schema: JsonSchema, index: SchemaIndex): JsonSchema {
  const name = index.nameOf(schema);
  const lists = [part.oneOf, part.anyOf].filter(Array.isArray) as unknown[][];
  const back = lists.some((list) =>
    list.some((v) => {
      const r = resolved(v, index);
      return r.schema === schema || (name !== undefined && (r.name ?? r.refName) === name);
    }),
  );
  if (!back) return part;
  const { oneOf: _oneOf, anyOf: _anyOf, discriminator: _discriminator, ...rest } = part;
  return rest;
}

function inferredTypes(s: JsonSchema): string[] {
  if (s.type !== undefined) return (Array.isArray(s.type) ? s.type : [s.type]).filter((t) => t !== 'null');
  if (s.properties || s.additionalProperties !== undefined || s.patternProperties) return ['object'];
  if (s.items !== undefined || s.prefixItems) return ['array'];
  const values = s.const !== undefined ? [s.const] : (s.enum ?? []).filter((v) => v !== null);
  const kinds = new Set(values.map((v) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v)));
  const [kind] = kinds;
  return kinds.size === 1 && ['string', 'number', 'boolean', 'object', 'array'].includes(kind!) ? [kind!] : [];
}

/** How a schema is shown: resolved, merged, named, its null split off. */
export function viewOf(raw: unknown, index: SchemaIndex, depth = 0): SchemaView {
  if (depth > 0 || !isObject(raw)) return computedView(raw, index, depth);
  let known = views.get(index);
  if (!known) views.set(index, (known = new WeakMap()));
  let view = known.get(raw);
  if (!view) known.set(raw, (view = computedView(raw, index, depth)));
  return view;
}

/** Views of schema objects by index, made once: a shared component is viewed on every page that uses it. */
const views = new WeakMap<SchemaIndex, WeakMap<object, SchemaView>>();

function computedView(raw: unknown, index: SchemaIndex, depth: number): SchemaView {
  const ref = resolved(raw, index);
  let name = ref.name ?? index.nameOf(ref.schema);
  let key: object = (name !== undefined && index.component(name)) || ref.schema;
  const composedOf: string[] = [];
  if (Array.isArray(ref.schema.allOf)) {
    const parts = ref.schema.allOf.map((p) => {
      const part = resolved(p, index);
      return { ...part, name: part.name ?? part.refName ?? index.nameOf(part.schema) };
    });
    for (const part of parts) if (part.name !== undefined) composedOf.push(part.name);
    const shaping = parts.filter((p) => p.name !== undefined || SHAPE_KEYS.some((k) => k in p.schema));
    const own = SHAPE_KEYS.some((k) => k !== 'allOf' && k in ref.schema);
    if (name === undefined && shaping.length === 1 && shaping[0]!.name !== undefined && !own) {
      name = shaping[0]!.name;
      key = (!shaping[0]!.refName && index.component(name)) || shaping[0]!.schema;
      composedOf.length = 0;
    }
  }
  const schema = mergedSchema(ref.schema, index);
  const typeList = Array.isArray(schema.type) ? schema.type : [schema.type];
  let nullable = schema.nullable === true || typeList.includes('null') || (schema.enum?.includes(null) ?? false);
  const kind = Array.isArray(schema.oneOf) ? 'oneOf' : Array.isArray(schema.anyOf) ? 'anyOf' : undefined;
  let variants: SchemaView['variants'];
  if (kind) {
    const all = (schema[kind] as unknown[]).map(asSchema);
    const list = all.filter((v) => !isNullType(v));
    nullable ||= list.length < all.length;
    const shaped = schema.properties || schema.type !== undefined || schema.items;
    if (list.length === 1 && !shaped && name === undefined && depth < 8) {
      // `oneOf: [X, {type: null}]` is X that may be null: shown as X, with this schema's own annotations.
      const inner = viewOf(list[0], index, depth + 1);
      const notes = Object.fromEntries(ANNOTATIONS.filter((k) => schema[k] !== undefined).map((k) => [k, schema[k]]));
      return { ...inner, schema: { ...inner.schema, ...notes }, nullable: true };
    }
    if (list.length) variants = { kind, list };
  }
  return {
    schema,
    key,
    ...(name !== undefined ? { name } : {}),
    ...(ref.refName !== undefined ? { refName: ref.refName } : {}),
    composedOf,
    types: inferredTypes(schema),
    nullable,
    ...(variants ? { variants } : {}),
  };
}

/** Whether a view has anything to show below its own line: properties, alternatives, or structured items or values. */
export function isStructured(v: SchemaView, index: SchemaIndex, depth = 0): boolean {
  const s = v.schema;
  if (v.variants || (s.properties && Object.keys(s.properties).length)) return true;
  if (depth > 4) return false;
  if (v.types.includes('array') && isObject(s.items)) return isStructured(viewOf(s.items, index), index, depth + 1);
  if (isObject(s.additionalProperties)) return isStructured(viewOf(s.additionalProperties, index), index, depth + 1);
  return false;
}
