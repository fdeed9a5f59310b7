import { isMap, isScalar, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';

/** A YAML (or JSON) document that remembers where each value was written. */
export interface PositionedDocument {
  value: unknown;
  /** YAML syntax errors, 1-based. */
  errors: { line: number; column: number; message: string }[];
  /** Line and column of the node at a path, or of its closest existing parent. */
  locate(segments: (string | number)[]): { line: number; column: number };
  /** Line and column of the key that names the last segment, e.g. an unknown key. */
  locateKey(segments: (string | number)[]): { line: number; column: number };
  /** Where a `$ref` with this exact target is written. */
  locateRef(target: string): { line: number; column: number } | undefined;
}

export function parsePositioned(text: string): PositionedDocument {
  const lineCounter = new LineCounter();
  const doc: Document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number) => {
    const pos = lineCounter.linePos(offset);
    return { line: pos.line, column: pos.col };
  };
  const nodeAt = (segments: (string | number)[]): Node | undefined => {
    for (let depth = segments.length; depth >= 0; depth--) {
      const node = doc.getIn(segments.slice(0, depth), true);
      if (node && typeof node === 'object' && 'range' in node) return node as Node;
    }
    return undefined;
  };
  return {
    value: doc.toJS({ maxAliasCount: 100 }),
    errors: doc.errors.map((e) => ({ ...at(e.pos[0]), message: e.message.split('\n')[0]! })),
    locate: (segments) => at(nodeAt(segments)?.range?.[0] ?? 0),
    locateKey(segments) {
      const parent = doc.getIn(segments.slice(0, -1), true);
      const pair = isMap(parent) ? parent.items.find((p) => isScalar(p.key) && p.key.value === segments.at(-1)) : undefined;
      const keyNode = pair?.key as Node | undefined;
      return keyNode?.range ? at(keyNode.range[0]) : at(nodeAt(segments)?.range?.[0] ?? 0);
    },
    locateRef(target) {
      let found: number | undefined;
      visit(doc, {
        Pair(_key, pair) {
          if (found === undefined && isScalar(pair.key) && pair.key.value === '$ref' && isScalar(pair.value) && pair.value.value === target) {
            found = pair.value.range?.[0];
            return visit.BREAK;
          }
          return undefined;
        },
      });
      return found === undefined ? undefined : at(found);
    },
  };
}

/** "#/paths/~1v1~1fields/get" or "/paths/~1v1~1fields/get" to path segments. */
export function pointerSegments(pointer: string): string[] {
  return pointer
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

