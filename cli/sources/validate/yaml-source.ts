import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';
import type { Position, SourcePositions } from './positions.ts';

const requireFromHere = createRequire(import.meta.url);
let yamlPackage: typeof Yaml | undefined;

/**
 * js-yaml reads the values, about ten times faster than the `yaml` package builds its tree of positioned nodes
 * (cli/api/openapi/yaml-positions.ts measured it), and front matter is read for every page. So the tree, and the
 * package itself, are loaded only when a position is asked for: when a value is wrong, or a later stage reports on a
 * key. `text` is what was handed to js-yaml; its line 1 is file line `firstLine`.
 */
export function yamlPositions(text: string, firstLine = 1): SourcePositions {
  let tree: { doc: Yaml.Document; lineCounter: Yaml.LineCounter } | undefined;
  const build = () => {
    const yaml = (yamlPackage ??= requireFromHere('yaml') as typeof Yaml);
    const lineCounter = new yaml.LineCounter();
    return {
      doc: yaml.parseDocument(text, { lineCounter, schema: 'core', merge: true, uniqueKeys: false }),
      lineCounter,
    };
  };
  return {
    locate(path, at) {
      tree ??= build();
      const offset = offsetOf(tree.doc, path, at);
      if (offset === undefined) return { line: firstLine, column: 1 };
      const { line, col } = tree.lineCounter.linePos(offset);
      return { line: line + firstLine - 1, column: col } satisfies Position;
    },
  };
}

/** Offset of the key or value at a path, or of the closest parent that exists. */
function offsetOf(doc: Yaml.Document, path: readonly PropertyKey[], at: 'key' | 'value'): number | undefined {
  const yaml = yamlPackage!;
  let node: unknown = doc.contents;
  let offset = rangeStart(node);
  for (const [depth, segment] of path.entries()) {
    if (yaml.isAlias(node)) node = node.resolve(doc);
    let key: unknown;
    if (yaml.isMap(node)) {
      // Keys are compared as text: Zod names the YAML key `1:` "1".
      const pair = node.items.find((p) => String(yaml.isScalar(p.key) ? p.key.value : p.key) === String(segment));
      if (!pair) return offset;
      key = pair.key;
      node = pair.value;
    } else if (yaml.isSeq(node) && typeof segment === 'number' && segment < node.items.length) {
      node = node.items[segment];
    } else {
      return offset;
    }
    const keyWanted = at === 'key' && depth === path.length - 1;
    // A key written without a value (`title:`) has no value node: its key stands for it.
    offset = (keyWanted ? rangeStart(key) : undefined) ?? rangeStart(node) ?? rangeStart(key) ?? offset;
  }
  return offset;
}

function rangeStart(node: unknown): number | undefined {
  return (node as Yaml.Node | null | undefined)?.range?.[0];
}
