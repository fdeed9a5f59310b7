import type { Node } from 'jsonc-parser';
import { nearMiss } from '../util/near-miss.ts';

/**
 * A small schema language for JSON config, in the spirit of Starlight's
 * strict schemas: unknown keys are errors, every error carries the key's path,
 * and validation never stops at the first problem.
 */
export type Schema =
  | { type: 'string'; default?: string; pattern?: RegExp; expected?: string; optional?: boolean }
  | { type: 'boolean'; default?: boolean; optional?: boolean }
  | { type: 'integer'; min: number; max: number; default?: number; optional?: boolean }
  | { type: 'enum'; values: readonly string[]; default?: string; optional?: boolean }
  | { type: 'array'; items: Schema; default?: unknown[]; optional?: boolean }
  | { type: 'record'; values: Schema; optional?: boolean }
  | ObjectSchema
  | TaggedSchema;

/** Objects of several kinds, told apart by the `tag` key. */
export interface TaggedSchema {
  type: 'tagged';
  tag: string;
  variants: Record<string, ObjectSchema>;
  optional?: boolean;
  /** A bare string stands for an item of this kind, as this field: Docusaurus's `"about/intro"` for a doc item. */
  shorthand?: { variant: string; field: string };
}

export interface ObjectSchema {
  type: 'object';
  fields: Record<string, Schema>;
  /** Cross-field rule; returns a sentence describing the mistake. */
  check?: (value: Record<string, unknown>) => string | undefined;
  optional?: boolean;
  /** When true, an absent object is validated as `{}` so its fields' defaults apply. */
  defaulted?: boolean;
}

export interface SchemaIssue {
  path: string;
  /** Offset in the JSON text, for line and column. */
  offset: number;
  message: string;
}

export function validate(node: Node, schema: Schema, path = ''): { value: unknown; issues: SchemaIssue[] } {
  const issues: SchemaIssue[] = [];
  const value = check(node, schema, path, issues);
  return { value, issues };
}

function check(node: Node, schema: Schema, path: string, issues: SchemaIssue[]): unknown {
  const fail = (message: string) => {
    issues.push({ path, offset: node.offset, message });
    return undefined;
  };
  switch (schema.type) {
    case 'string': {
      const expected = schema.expected ?? 'a string';
      if (node.type !== 'string') return fail(`expected ${expected}, got ${describe(node)}`);
      const value = node.value as string;
      if (schema.pattern && !schema.pattern.test(value)) return fail(`expected ${expected}, got ${JSON.stringify(value)}`);
      return value;
    }
    case 'boolean':
      if (node.type !== 'boolean') return fail(`expected true or false, got ${describe(node)}`);
      return node.value;
    case 'integer': {
      const expected = `an integer from ${schema.min} to ${schema.max}`;
      const value = node.value as number;
      if (node.type !== 'number' || !Number.isInteger(value) || value < schema.min || value > schema.max) {
        return fail(`expected ${expected}, got ${describe(node)}`);
      }
      return value;
    }
    case 'enum':
      if (node.type !== 'string' || !schema.values.includes(node.value as string)) {
        return fail(`expected one of ${schema.values.map((v) => JSON.stringify(v)).join(', ')}, got ${describe(node)}`);
      }
      return node.value;
    case 'array':
      if (node.type !== 'array') return fail(`expected an array, got ${describe(node)}`);
      return (node.children ?? []).map((child, i) => check(child, schema.items, `${path}[${i}]`, issues));
    case 'record': {
      if (node.type !== 'object') return fail(`expected an object, got ${describe(node)}`);
      reportDuplicateKeys(node, path, issues);
      const out: Record<string, unknown> = {};
      for (const [key, child] of properties(node)) out[key] = check(child, schema.values, join(path, key), issues);
      return out;
    }
    case 'object':
      return checkObject(node, schema, path, issues);
    case 'tagged': {
      const shorthand = schema.shorthand && { ...schema.shorthand, schema: schema.variants[schema.shorthand.variant]!.fields[schema.shorthand.field]! };
      if (shorthand && node.type === 'string') {
        const value = check(node, shorthand.schema, path, issues);
        return value === undefined ? undefined : { [schema.tag]: shorthand.variant, [shorthand.field]: value };
      }
      if (node.type !== 'object') return fail(`expected an object${shorthand ? `, or ${expectation(shorthand.schema)}` : ''}, got ${describe(node)}`);
      const tagNode = properties(node).get(schema.tag);
      const variants = Object.keys(schema.variants);
      const variant = tagNode?.type === 'string' ? schema.variants[tagNode.value as string] : undefined;
      if (!variant) {
        issues.push({
          path: join(path, schema.tag),
          offset: (tagNode ?? node).offset,
          message: `expected one of ${variants.map((v) => JSON.stringify(v)).join(', ')}, got ${tagNode ? describe(tagNode) : 'nothing'}`,
        });
        // Without a kind, its fields cannot be checked; keys that no kind has are still mistakes of their own.
        const anyKind = new Set([schema.tag, ...Object.values(schema.variants).flatMap((v) => Object.keys(v.fields))]);
        for (const [key, child] of properties(node)) {
          if (!anyKind.has(key)) issues.push({ path: join(path, key), offset: (child.parent?.children?.[0] ?? child).offset, message: 'unknown key for any kind of item' });
        }
        return undefined;
      }
      const fields = { ...variant.fields, [schema.tag]: { type: 'string' } as Schema };
      return checkObject(node, { ...variant, fields }, path, issues);
    }
  }
}

function checkObject(node: Node, schema: ObjectSchema, path: string, issues: SchemaIssue[]): unknown {
  if (node.type !== 'object') {
    issues.push({ path, offset: node.offset, message: `expected an object, got ${describe(node)}` });
    return undefined;
  }
  reportDuplicateKeys(node, path, issues);
  const props = properties(node);
  const known = Object.keys(schema.fields);
  const out: Record<string, unknown> = {};
  for (const [key, child] of props) {
    if (key in schema.fields) continue;
    const keyNode = child.parent?.children?.[0] ?? child;
    const suggestion = nearMiss(key, known);
    const hint = suggestion ? ` (did you mean "${suggestion}"?)` : known.length ? `; expected one of ${known.map((k) => `"${k}"`).join(', ')}` : '; expected no keys here';
    issues.push({ path: join(path, key), offset: keyNode.offset, message: `unknown key${hint}` });
  }
  // A field whose value was refused is absent from `out`: a check across fields would then report it missing too.
  const issuesBeforeFields = issues.length;
  for (const [key, fieldSchema] of Object.entries(schema.fields)) {
    const child = props.get(key);
    if (child) {
      out[key] = check(child, fieldSchema, join(path, key), issues);
    } else if ('default' in fieldSchema && fieldSchema.default !== undefined) {
      out[key] = fieldSchema.default;
    } else if (fieldSchema.type === 'object' && fieldSchema.defaulted) {
      out[key] = checkObject({ ...node, children: [] }, fieldSchema, join(path, key), issues);
    } else if (!fieldSchema.optional) {
      issues.push({ path: join(path, key), offset: node.offset, message: `missing required key, expected ${expectation(fieldSchema)}` });
    }
  }
  const complaint = issues.length === issuesBeforeFields ? schema.check?.(out) : undefined;
  if (complaint) issues.push({ path, offset: node.offset, message: complaint });
  return out;
}

/** JSON parsers keep the last of two equal keys without a word, so the first value would be lost unseen. */
function reportDuplicateKeys(node: Node, path: string, issues: SchemaIssue[]): void {
  const seen = new Set<string>();
  for (const prop of node.children ?? []) {
    const keyNode = prop.children?.[0];
    if (!keyNode) continue;
    const key = keyNode.value as string;
    if (seen.has(key)) issues.push({ path: join(path, key), offset: keyNode.offset, message: 'duplicate key; only the last one would count, so remove the other' });
    seen.add(key);
  }
}

function properties(node: Node): Map<string, Node> {
  const map = new Map<string, Node>();
  for (const prop of node.children ?? []) {
    const [keyNode, valueNode] = prop.children ?? [];
    if (keyNode && valueNode) map.set(keyNode.value as string, valueNode);
  }
  return map;
}

function expectation(schema: Schema): string {
  switch (schema.type) {
    case 'string': return schema.expected ?? 'a string';
    case 'boolean': return 'true or false';
    case 'integer': return `an integer from ${schema.min} to ${schema.max}`;
    case 'enum': return `one of ${schema.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'array': return 'an array';
    default: return 'an object';
  }
}

function describe(node: Node): string {
  switch (node.type) {
    case 'string': return `the string ${JSON.stringify(node.value)}`;
    case 'number': return `the number ${node.value}`;
    case 'boolean': return String(node.value);
    case 'null': return 'null';
    case 'array': return 'an array';
    default: return 'an object';
  }
}

function join(path: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${JSON.stringify(key)}]`;
}

/** ["navbar", "items", 2, "to"] -> "navbar.items[2].to", as validation errors print paths. */
export function formatJsonPath(segments: (string | number)[]): string {
  return segments.reduce<string>((path, s) => (typeof s === 'number' ? `${path}[${s}]` : join(path, s)), '');
}
