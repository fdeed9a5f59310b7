import fs from 'node:fs';
import path from 'node:path';
import { MAX_API_VALUES } from '../../core/limits.ts';
import { Expansion } from '../../util/expansion.ts';
import type { RefProblem, RefSource } from './confined-refs.ts';
import { parsePositioned, pointerSegments, type PositionedDocument } from './yaml-positions.ts';

/** A value of a document as written: the file, the document and the keys that lead to it there. */
interface Place {
  file: string;
  doc: PositionedDocument;
  segments: string[];
  value: unknown;
}

const refOf = (value: unknown): string | undefined => {
  const ref = (value as { $ref?: unknown } | null)?.$ref;
  return typeof value === 'object' && typeof ref === 'string' ? ref : undefined;
};

/**
 * The one problem of a document whose `$ref`s, each replaced by what it names, stand for more than MAX_API_VALUES
 * values, or undefined. swagger-parser shares each target among the places that name it, but with circular `$ref`s
 * left as they are it crawls every copy, and so do checking the document and rendering its schemas: eight schemas of
 * eight properties that each name the one below are 8^7 schemas to walk. So the document is dereferenced here first,
 * as swagger-parser does it but sharing each target without walking it again ({@link dereferenceShared}), and the
 * copies are counted without walking them either (cli/util/expansion.ts). The problem is at the `$ref` that takes
 * the walk past the budget: the first one on the way to the value where the count crosses.
 */
export function refBudgetProblem(
  doc: PositionedDocument,
  source: RefSource,
  { value: dereferenced, docs }: SharedDereference,
): RefProblem | undefined {
  const keys = new Expansion(MAX_API_VALUES).crossing(dereferenced);
  if (!keys) return undefined;
  let at: Place | undefined = { file: source.file, doc, segments: [], value: doc.value };
  let crossing: { place: Place; ref: string } | undefined;
  let node = dereferenced;
  // The keys lead through the dereferenced document; the same keys are followed through the document as written,
  // into a $ref's target wherever the dereferenced one holds what the $ref named (not a $ref left as it is, which
  // swagger-parser does for one that leads back to itself, nor a key written beside the $ref).
  const follow = (key?: string) => {
    for (let hops = 0; at && hops < 100; hops++) {
      const ref = refOf(at.value);
      if (ref === undefined || refOf(node) !== undefined || (key !== undefined && key in (at.value as object))) return;
      crossing ??= { place: at, ref };
      at = target(at.file, ref, docs);
    }
  };
  for (const key of keys) {
    follow(key);
    if (!at) break;
    at = { ...at, segments: [...at.segments, key], value: (at.value as Record<string, unknown> | null)?.[key] };
    node = (node as Record<string, unknown>)[key];
  }
  follow();
  // The first $ref on the way is written in the document itself: the walk starts there.
  const where = crossing ? doc.locate([...crossing.place.segments, '$ref']) : doc.locate(at?.segments ?? []);
  const what = crossing ? `$ref "${crossing.ref}" takes` : 'this takes';
  return {
    ...where,
    message: `${what} the description past ${MAX_API_VALUES.toLocaleString('en')} values once every $ref is replaced by what it names, and checking and rendering it walk each copy; name fewer schemas that themselves name many, or split the description`,
  };
}

const IN_PROGRESS = 'in progress';

/** A document dereferenced by {@link dereferenceShared}, with the documents its `$ref`s read. */
export interface SharedDereference {
  value: unknown;
  /** Each `$ref` that names nothing (a missing key, or a file that cannot be read), once each, as written. */
  brokenRefs: string[];
  docs: Map<string, PositionedDocument>;
}

/**
 * The document with each `$ref` replaced by what it names, as swagger-parser's dereference with `circular: 'ignore'`
 * leaves it (a `$ref` whose target leads back to itself stays a `$ref`, and so does every `$ref` on the way), but each
 * target is dereferenced once and shared, and the written document is not changed: the time it takes follows the
 * size of what is written, not of what it stands for. swagger-parser's own walk builds a JSON pointer for every value
 * it passes (GitHub's description: 2.4 s), so a document whose `$ref`s stay inside it is used as this leaves it.
 */
export function dereferenceShared(doc: PositionedDocument, source: RefSource): SharedDereference {
  const docs = new Map([[source.file, doc]]);
  const brokenRefs = new Set<string>();
  const value = sharedDereference(doc.value, source.file, docs, brokenRefs);
  return { value, brokenRefs: [...brokenRefs], docs };
}

interface Dereferenced {
  value: unknown;
  /** Whether it holds a $ref that leads back to a value being dereferenced, which is then left as it is. */
  circular: boolean;
}

function sharedDereference(
  root: unknown,
  file: string,
  docs: Map<string, PositionedDocument>,
  brokenRefs: Set<string>,
): unknown {
  const byTarget = new Map<string, Dereferenced>();
  // Targets being dereferenced: a `$ref` to a `$ref` that leads back is circular too.
  const targetsInProgress = new Set<string>();
  // Each object once dereferenced, or IN_PROGRESS while its values are.
  const byObject = new Map<object, Dereferenced | typeof IN_PROGRESS>();
  const visit = (value: unknown, from: string): Dereferenced => {
    if (typeof value !== 'object' || value === null) return { value, circular: false };
    const ref = refOf(value);
    if (ref !== undefined) {
      const to = target(from, ref, docs);
      if (to?.value === undefined) {
        brokenRefs.add(ref);
        return { value, circular: false };
      }
      const key = `${to.file}#${to.segments.join('/')}`;
      const onlyRef = Object.keys(value).length === 1;
      const known = onlyRef ? byTarget.get(key) : undefined;
      if (known) return known;
      let result: Dereferenced = { value, circular: true };
      if (!targetsInProgress.has(key) && byObject.get(to.value as object) !== IN_PROGRESS) {
        targetsInProgress.add(key);
        const named = visit(to.value, to.file);
        targetsInProgress.delete(key);
        if (!named.circular) result = { value: onlyRef ? named.value : besides(named.value, value), circular: false };
      }
      if (onlyRef) byTarget.set(key, result);
      return result;
    }
    const known = byObject.get(value);
    if (known === IN_PROGRESS) return { value, circular: true };
    if (known) return known;
    byObject.set(value, IN_PROGRESS);
    let circular = false;
    let out: unknown[] | Record<string, unknown>;
    if (Array.isArray(value)) {
      out = new Array(value.length);
      for (let i = 0; i < value.length; i++) {
        const done = visit(value[i], from);
        out[i] = done.value;
        circular ||= done.circular;
      }
    } else {
      out = {};
      for (const key in value) {
        const done = visit((value as Record<string, unknown>)[key], from);
        out[key] = done.value;
        circular ||= done.circular;
      }
    }
    const result = { value: out, circular };
    byObject.set(value, result);
    return result;
  };
  return visit(root, file).value;
}

/**
 * A `$ref`'s target under the keys written beside the `$ref`, as swagger-parser merges them: a key written beside it
 * wins over the target's (a `description` of the place that uses a shared header or schema), and comes first.
 */
function besides(named: unknown, ref: object): unknown {
  if (typeof named !== 'object' || named === null) return named;
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(ref)) if (key !== '$ref') merged[key] = value;
  for (const [key, value] of Object.entries(named)) if (!(key in merged)) merged[key] = value;
  return merged;
}

/** Where a `$ref` written in `from` leads, read from its file if it names another; undefined if that cannot be read. */
function target(from: string, ref: string, docs: Map<string, PositionedDocument>): Place | undefined {
  const hash = ref.indexOf('#');
  const filePart = hash < 0 ? ref : ref.slice(0, hash);
  const file = filePart ? path.resolve(path.dirname(from), decodeURIComponent(filePart)) : from;
  let doc = docs.get(file);
  if (!doc) {
    try {
      doc = parsePositioned(fs.readFileSync(file, 'utf8'));
    } catch {
      return undefined;
    }
    docs.set(file, doc);
  }
  const segments = pointerSegments(hash < 0 ? '' : ref.slice(hash));
  let value = doc.value;
  for (const segment of segments) value = (value as Record<string, unknown> | null)?.[segment];
  return { file, doc, segments, value };
}
