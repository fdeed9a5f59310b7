import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';
import type { Expansion } from './expansion.ts';

const requireFromHere = createRequire(import.meta.url);
let yamlPackage: typeof Yaml | undefined;

/** A YAML text's tree of positioned nodes, as the `yaml` package builds it. */
export interface YamlTree {
  doc: Yaml.Document;
  lineCounter: Yaml.LineCounter;
}

/** Where a YAML text's values cross a budget (1-based), and whether an alias is what crosses it. */
export interface YamlCrossing {
  line: number;
  column: number;
  alias: boolean;
}

/**
 * Where a walk of `value`, the parsed YAML `text`, goes past the expansion's limit: at the alias (`*name`) that takes
 * it past, the first one on the way to the value where the count crosses (the use of an anchor in the document's order,
 * not the aliases inside the anchor's own value, which the walk had already passed once); at that value when no alias
 * leads there (a document that is large as written). Undefined when the walk stays within the limit. The `yaml` package's tree is
 * built only then, from `text` (with merge keys, as js-yaml reads front matter), or `tree` when the caller has one.
 */
export function yamlCrossing(
  text: string,
  value: unknown,
  expansion: Expansion,
  tree?: () => YamlTree,
): YamlCrossing | undefined {
  const path = expansion.crossing(value);
  if (!path) return undefined;
  const yaml = (yamlPackage ??= requireFromHere('yaml') as typeof Yaml);
  const { doc, lineCounter } = tree?.() ?? parse(yaml, text);
  let node: unknown = doc.contents;
  let alias: Yaml.Alias | undefined;
  const follow = () => {
    // An alias of an alias is followed to the end; a missing anchor stops the walk where it is.
    for (let hops = 0; yaml.isAlias(node) && hops < 100; hops++) {
      alias ??= node;
      node = node.resolve(doc);
    }
  };
  follow();
  for (const segment of path) {
    let next: unknown;
    if (yaml.isMap(node)) {
      const found = pairIn(yaml, doc, node, segment);
      if (found?.via) alias ??= found.via;
      next = found?.pair.value;
    } else if (yaml.isSeq(node)) next = node.items[Number(segment)];
    if (!next) break;
    node = next;
    follow();
  }
  const offset = (alias ?? (node as Yaml.Node | undefined))?.range?.[0] ?? 0;
  const { line, col } = lineCounter.linePos(offset);
  return { line, column: col, alias: alias !== undefined };
}

/** The message for a YAML text past the limit, after what names the file ("front matter: "). */
export function yamlCrossingMessage(crossing: YamlCrossing, limit: number): string {
  const values = `${limit.toLocaleString('en')} values`;
  return crossing.alias
    ? `its YAML aliases (*name) expand to more than ${values}; repeat a value with an alias, never a list of aliases of lists`
    : `it holds more than ${values}, more than docsgen reads from one file; split it`;
}

function parse(yaml: typeof Yaml, text: string): YamlTree {
  const lineCounter = new yaml.LineCounter();
  return { doc: yaml.parseDocument(text, { lineCounter, merge: true, uniqueKeys: false }), lineCounter };
}

/** The pair of a map with a key, written in it or merged into it (`<<: *base`), with the alias it came through. */
function pairIn(
  yaml: typeof Yaml,
  doc: Yaml.Document,
  map: Yaml.YAMLMap,
  key: string,
  depth = 0,
): { pair: Yaml.Pair; via?: Yaml.Alias } | undefined {
  const keyOf = (pair: Yaml.Pair) => String(yaml.isScalar(pair.key) ? pair.key.value : pair.key);
  const pair = map.items.find((p) => keyOf(p) === key);
  if (pair || depth > 20) return pair && { pair };
  for (const merge of map.items.filter((p) => keyOf(p) === '<<')) {
    const sources = yaml.isSeq(merge.value) ? merge.value.items : [merge.value];
    for (const source of sources) {
      const target = yaml.isAlias(source) ? source.resolve(doc) : source;
      const found = yaml.isMap(target) ? pairIn(yaml, doc, target, key, depth + 1) : undefined;
      if (found) return { pair: found.pair, via: found.via ?? (yaml.isAlias(source) ? source : undefined) };
    }
  }
  return undefined;
}
