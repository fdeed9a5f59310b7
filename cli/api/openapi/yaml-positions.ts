import jsYaml from 'js-yaml';
import { isMap, isScalar, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import { MAX_API_VALUES } from '../../core/limits.ts';
import { Expansion } from '../../util/expansion.ts';
import { yamlCrossing, yamlCrossingMessage } from '../../util/yaml-expansion.ts';
import { parseJsonPositioned } from './json-positions.ts';
import type { PositionedDocument } from './positioned-document.ts';

export type { PositionedDocument };

/**
 * js-yaml reads a valid document about ten times faster than the \`yaml\`
 * package builds its position-aware tree (0.08 s against 0.74 s for the
 * portal's 600 KB of OpenAPI), so the tree is built only when a problem has
 * to be located, or when js-yaml rejects the text and \`yaml\` words the errors.
 */
export function parsePositioned(text: string): PositionedDocument {
  const json = /^\s*\{/.test(text) ? parseJsonPositioned(text) : undefined;
  if (json) return json;
  let tree: Tree | undefined;
  const locators = locatorsIn(() => (tree ??= parseTree(text)));
  let value: unknown;
  try {
    value = jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA });
  } catch {
    const { doc, lineCounter } = (tree ??= parseTree(text));
    const errors = doc.errors.map((e) => ({ ...linePos(lineCounter, e.pos[0]), message: e.message.split('\n')[0]! }));
    return { value: doc.toJS({ maxAliasCount: 100 }), errors, ...locators };
  }
  const crossing = yamlCrossing(text, value, new Expansion(MAX_API_VALUES), () => (tree ??= parseTree(text)));
  if (!crossing) return { value, errors: [], ...locators };
  const message = `OpenAPI description: ${yamlCrossingMessage(crossing, MAX_API_VALUES)}`;
  return { value, errors: [], tooLarge: { line: crossing.line, column: crossing.column, message }, ...locators };
}

interface Tree {
  doc: Document;
  lineCounter: LineCounter;
}

function parseTree(text: string): Tree {
  const lineCounter = new LineCounter();
  return { doc: parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true }), lineCounter };
}

function linePos(lineCounter: LineCounter, offset: number): { line: number; column: number } {
  const pos = lineCounter.linePos(offset);
  return { line: pos.line, column: pos.col };
}

function locatorsIn(tree: () => Tree): Pick<PositionedDocument, 'locate' | 'locateKey' | 'locateRef'> {
  const at = (offset: number) => linePos(tree().lineCounter, offset);
  const nodeAt = (segments: (string | number)[]): Node | undefined => {
    for (let depth = segments.length; depth >= 0; depth--) {
      const node = tree().doc.getIn(segments.slice(0, depth), true);
      if (node && typeof node === 'object' && 'range' in node) return node as Node;
    }
    return undefined;
  };
  return {
    locate: (segments) => at(nodeAt(segments)?.range?.[0] ?? 0),
    locateKey(segments) {
      const parent = tree().doc.getIn(segments.slice(0, -1), true);
      const pair = isMap(parent)
        ? parent.items.find((p) => isScalar(p.key) && p.key.value === segments.at(-1))
        : undefined;
      const keyNode = pair?.key as Node | undefined;
      return keyNode?.range ? at(keyNode.range[0]) : at(nodeAt(segments)?.range?.[0] ?? 0);
    },
    locateRef(target) {
      let found: number | undefined;
      visit(tree().doc, {
        Pair(_key, pair) {
          if (
            found === undefined &&
            isScalar(pair.key) &&
            pair.key.value === '$ref' &&
            isScalar(pair.value) &&
            pair.value.value === target
          ) {
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
