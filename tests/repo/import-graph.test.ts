import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The layering rules of the tree, checked over every TypeScript source file:
 * the compiler (cli/) and the viewer (viewer/) meet only in format/, which
 * runs on both sides and so may use neither Node's modules nor the other
 * two folders; inside cli/, a folder imports only the folders below it in
 * ARCHITECTURE.md's table of layers; and no module imports itself back
 * through others.
 */
const root = path.resolve(import.meta.dirname, '../..');
const LAYERS = ['cli', 'format', 'viewer'] as const;
type Layer = (typeof LAYERS)[number];

function sourceFiles(dir: string, extension = /\.(ts|tsx)$/): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel, extension);
    return extension.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** Every import, export-from and dynamic import of a file, as written. */
function specifiers(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

const layerOf = (file: string): Layer | undefined => LAYERS.find((l) => file.startsWith(`${l}/`));

interface ImportEdge {
  from: string;
  /** A repository-relative file for a relative import, else the bare specifier. */
  to: string;
}

function importGraph(): ImportEdge[] {
  return LAYERS.flatMap((dir) => sourceFiles(dir)).flatMap((from) =>
    specifiers(from).map((spec) => ({
      from,
      to: spec.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(from), spec)) : spec,
    })),
  );
}

/** What a layer may not import: other layers, and Node's modules where the code also runs in a browser. */
function layerViolations(edges: readonly ImportEdge[]): string[] {
  const forbidden: Record<Layer, (to: string) => boolean> = {
    cli: (to) => layerOf(to) === 'viewer',
    viewer: (to) => layerOf(to) === 'cli' || isNodeBuiltin(to),
    format: (to) => layerOf(to) === 'cli' || layerOf(to) === 'viewer' || isNodeBuiltin(to),
  };
  return edges.filter((e) => forbidden[layerOf(e.from)!](e.to)).map((e) => `${e.from} imports ${e.to}`);
}

const isNodeBuiltin = (spec: string): boolean =>
  spec.startsWith('node:') || builtinModules.includes(spec.split('/')[0]!);

/** The folders of cli/ top to bottom, as ARCHITECTURE.md's "Layers" table lists them. */
function declaredFolderOrder(): string[] {
  const text = fs.readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8');
  const section = text.split(/^## /m).find((part) => part.startsWith('Layers\n')) ?? '';
  return [...section.matchAll(/^\| `([\w-]+)\/` \|/gm)].map((match) => match[1]!);
}

/** The top folder of a cli/ file (`pipeline` for cli/pipeline/stages.ts), or undefined for cli/main.ts and others. */
const cliFolderOf = (file: string): string | undefined => /^cli\/([^/]+)\//.exec(file)?.[1];

/**
 * "cli/a/x.ts imports cli/b/y.ts, a folder above it": every import between two folders of cli/ must point down the
 * declared order; a folder the order does not list is reported once. With a total order, no two folders can import
 * each other.
 */
function folderOrderViolations(edges: readonly ImportEdge[], order: readonly string[]): string[] {
  const rank = new Map(order.map((folder, index) => [folder, index]));
  const problems = new Set<string>();
  for (const { from, to } of edges) {
    const [a, b] = [cliFolderOf(from), cliFolderOf(to)];
    for (const folder of [a, b])
      if (folder && !rank.has(folder)) problems.add(`cli/${folder}/ is not in ARCHITECTURE.md's table of layers`);
    if (!a || !b || a === b || !rank.has(a) || !rank.has(b)) continue;
    if (rank.get(a)! > rank.get(b)!) problems.add(`${from} imports ${to}, a folder above it`);
  }
  return [...problems];
}

/** Pairs of cli/ folders that import each other, as "a <-> b". */
function mutualFolders(edges: readonly ImportEdge[]): string[] {
  const pairs = new Set(edges.map((e) => `${cliFolderOf(e.from)} -> ${cliFolderOf(e.to)}`));
  return [...pairs]
    .map((pair) => pair.split(' -> '))
    .filter(([a, b]) => a !== 'undefined' && b !== 'undefined' && a! < b! && pairs.has(`${b} -> ${a}`))
    .map(([a, b]) => `${a} <-> ${b}`);
}

/** Each cycle once, as the files around it, found by depth-first search over the relative imports. */
function importCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) if (layerOf(to)) next.set(from, [...(next.get(from) ?? []), to]);
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const to of next.get(file) ?? []) {
      if (state.get(to) === 'open') cycles.push([...stack.slice(stack.indexOf(to)), to]);
      else if (!state.has(to)) visit(to);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of next.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

/**
 * "file:line: imports 'module' again": a second import declaration of a module in one file. Biome, the linter, has
 * no rule for it; one declaration per module (with inline `type` names) keeps a file's dependencies in one place.
 */
function duplicateImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const module = statement.moduleSpecifier.text;
    if (seen.has(module)) {
      const line = source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1;
      duplicates.push(`${file}:${line}: imports '${module}' again; merge it into the first import of '${module}'`);
    }
    seen.add(module);
  }
  return duplicates;
}

describe('the import graph', () => {
  const edges = importGraph();

  it('reads the imports of every layer', () => {
    for (const layer of LAYERS) expect(edges.some((e) => e.from.startsWith(`${layer}/`))).toBe(true);
  });

  it('keeps the compiler and the viewer apart, meeting only in format/', () => {
    expect(layerViolations(edges)).toEqual([]);
  });

  it('lists every folder of cli/ in the declared order of layers', () => {
    const order = declaredFolderOrder();
    const folders = fs
      .readdirSync(path.join(root, 'cli'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(order.length).toBeGreaterThan(10);
    expect(folders.filter((folder) => !order.includes(folder))).toEqual([]);
    expect(order.filter((folder) => !folders.includes(folder))).toEqual([]);
  });

  it('imports only folders below in the declared order, so no two folders import each other', () => {
    expect(folderOrderViolations(edges, declaredFolderOrder())).toEqual([]);
    expect(mutualFolders(edges)).toEqual([]);
  });

  it('would report an import that points up the order, a folder left out of it, and two folders importing each other', () => {
    const bad: ImportEdge[] = [
      { from: 'cli/core/a.ts', to: 'cli/page/b.ts' },
      { from: 'cli/page/b.ts', to: 'cli/core/a.ts' },
      { from: 'cli/page/c.ts', to: 'cli/stray/d.ts' },
      { from: 'cli/main.ts', to: 'cli/page/b.ts' },
    ];
    expect(folderOrderViolations(bad, ['page', 'core'])).toEqual([
      'cli/core/a.ts imports cli/page/b.ts, a folder above it',
      "cli/stray/ is not in ARCHITECTURE.md's table of layers",
    ]);
    expect(mutualFolders(bad)).toEqual(['core <-> page']);
  });

  it('has no import cycles', () => {
    expect(importCycles(edges).map((c) => c.join(' -> '))).toEqual([]);
  });

  it('imports each module once per file', () => {
    const files = [...LAYERS, 'tests', 'scripts'].flatMap((dir) => sourceFiles(dir, /\.(ts|tsx|mjs)$/));
    expect(files.flatMap((file) => duplicateImports(file, fs.readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
  });

  it('would report a second import of a module, even of its types only', () => {
    const text = [
      "import { a } from './x.ts';",
      "import type { B } from './x.ts';",
      "import { c } from './y.ts';",
      "const d = import('./x.ts');",
    ].join('\n');
    expect(duplicateImports('cli/z.ts', text)).toEqual([
      "cli/z.ts:2: imports './x.ts' again; merge it into the first import of './x.ts'",
    ]);
  });

  it('would report a viewer module that imports the compiler, and a cycle', () => {
    const bad: ImportEdge[] = [
      { from: 'viewer/a.ts', to: 'cli/b.ts' },
      { from: 'format/c.ts', to: 'node:fs' },
      { from: 'format/d.ts', to: 'path' },
      { from: 'cli/x.ts', to: 'cli/y.ts' },
      { from: 'cli/y.ts', to: 'cli/x.ts' },
    ];
    expect(layerViolations(bad)).toEqual([
      'viewer/a.ts imports cli/b.ts',
      'format/c.ts imports node:fs',
      'format/d.ts imports path',
    ]);
    expect(importCycles(bad)).toEqual([['cli/x.ts', 'cli/y.ts', 'cli/x.ts']]);
  });
});
