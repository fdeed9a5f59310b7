#!/usr/bin/env node
// Bundles the CLI (cli/ -> dist/cli.js) and the viewer (viewer/ -> dist/viewer/ in Brazilian Portuguese and
// dist/viewer-en/ in English, content-hashed names, each listed in its entry.json). Runs on `npm install` (prepare)
// and on demand from bin/docsgen.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const stamp = path.join(dist, '.stamp');
const sources = [
  'cli',
  'viewer',
  'format',
  'scripts/build-tool.mjs',
  'scripts/markdown-it-fields.mjs',
  'scripts/gray-matter-yaml.mjs',
  'package.json',
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

export async function buildTool() {
  // Imported here, not at the top: bin/docsgen loads this file on every run and rarely needs to build.
  const esbuild = await import('esbuild');
  const { markdownItFields } = await import('./markdown-it-fields.mjs');
  const { grayMatterYaml } = await import('./gray-matter-yaml.mjs');
  // The stamp is dated when the sources were read, not when the build ended: a file saved while it bundled is newer
  // than the stamp, so the next run builds again instead of keeping a bundle without that save.
  const started = new Date();
  fs.rmSync(dist, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      cli: path.join(root, 'cli/main.ts'),
      'search-worker': path.join(root, 'cli/workers/search-worker.ts'),
      'highlight-worker': path.join(root, 'cli/workers/highlight-worker.ts'),
      'write-worker': path.join(root, 'cli/workers/write-worker.ts'),
      'diagram-worker': path.join(root, 'cli/workers/diagram-worker.ts'),
      'pack-worker': path.join(root, 'cli/workers/pack-worker.ts'),
      'watch-worker': path.join(root, 'cli/workers/watch-worker.ts'),
    },
    outdir: dist,
    // Modules that only some runs need (watch, API validators) load from their own chunks.
    splitting: true,
    // Chunks sit beside the entries, so a module finds search-worker.js at ./ wherever esbuild put it.
    chunkNames: 'chunk-[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies are bundled too: loading 165 files of node_modules one by one (gray-matter alone is 40, fast-glob
    // with its helpers 60) took about 80 ms of every run. Left out: what only some runs load, on demand or on a worker
    // (shiki and its grammars, the API validators, chokidar, esbuild), which stays in node_modules as installed.
    external: [
      'shiki',
      'shiki/*',
      '@shikijs/*',
      'esbuild',
      'chokidar',
      'open',
      '@apidevtools/*',
      'ajv',
      'ajv/*',
      'ajv-draft-04',
      'graphql',
      'graphql/*',
      'swagger2openapi',
      'yaml',
      'katex',
    ],
    // jsonc-parser's "main" is a UMD build that requires its parts at run time; its "module" build bundles.
    mainFields: ['module', 'main'],
    // acorn-jsx require()s acorn, which would bundle acorn's CommonJS build beside the ES module the compiler imports:
    // 220 KB more for every command to load (about 10 % of its startup), and two Parser classes.
    alias: { acorn: './node_modules/acorn/dist/acorn.mjs' },
    // Bundled CommonJS modules call require() for Node's own modules; an ES module has no require of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [markdownItFields(), grayMatterYaml()],
    logLevel: 'warning',
  });
  // One viewer per language of its interface, bundled at once; a file both have (mermaid's among them: most of the
  // compression's work) is compressed once, for both.
  const strings = await uiStrings(esbuild);
  const viewers = await Promise.all(
    Object.entries(VIEWER_DIRS).map(([language, dir]) => buildViewer(esbuild, path.join(dist, dir), strings[language])),
  );
  const made = new Map();
  await Promise.all(viewers.map((viewer) => writeViewerEntry(viewer, made)));
  // The live-reload client of `docsgen watch`, apart from the viewer so that no site carries it.
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'viewer/dev/dev-client.ts')],
    outfile: path.join(dist, 'dev-client.js'),
    bundle: true,
    format: 'iife',
    globalName: 'docsgenDevClient',
    platform: 'browser',
    target: ['chrome110', 'firefox110', 'safari16'],
    logLevel: 'warning',
  });
  fs.writeFileSync(stamp, '');
  fs.utimesSync(stamp, started, started);
}

/** The folder of dist/ each language's viewer is built in (the compiler's cli/core/viewer-assets.ts reads them). */
const VIEWER_DIRS = { 'pt-BR': 'viewer', en: 'viewer-en' };

/**
 * The interface's strings of each language (format/ui-strings/), as esbuild's `define` takes them: each `UI.<key>` of
 * the viewer becomes a string literal, so a page carries no table and the Portuguese bundle is the one it was before.
 */
async function uiStrings(esbuild) {
  const load = async (file, name) => {
    // Bundled, not just transformed: a table spreads its per-feature parts (try-it/, graphql/) from files of their own.
    const { outputFiles } = await esbuild.build({
      absWorkingDir: root,
      entryPoints: [path.join(root, 'format/ui-strings', file)],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      logLevel: 'warning',
    });
    const table = (await import(`data:text/javascript,${encodeURIComponent(outputFiles[0].text)}`))[name];
    return Object.fromEntries(Object.entries(table).map(([key, text]) => [`UI.${key}`, JSON.stringify(text)]));
  };
  return { 'pt-BR': await load('pt-BR.ts', 'ptBR'), en: await load('en.ts', 'en') };
}

async function buildViewer(esbuild, viewerDir, strings) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'viewer/main.tsx')],
    outdir: viewerDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['chrome110', 'firefox110', 'safari16'],
    minify: true,
    metafile: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', ...strings },
    legalComments: 'none',
    plugins: [reactOwnSyncExternalStore(), lazyChunksNameTheStart()],
    logLevel: 'warning',
  });
  return { viewerDir, outputs: result.metafile.outputs };
}

/** The viewer's entry.json: its files, the main script and style, mermaid's files, the gate's, the compressed copies. */
async function writeViewerEntry({ viewerDir, outputs }, made) {
  const inViewer = (files) => files.map((f) => path.relative(viewerDir, path.resolve(root, f))).sort();
  const files = inViewer(Object.keys(outputs));
  // Chunks loaded by import() are entry points too in esbuild's metafile (mermaid's diagrams came first): find main's.
  const entry = Object.entries(outputs).find(([, o]) => o.entryPoint === 'viewer/main.tsx');
  const scripts = inViewer([entry[0]]);
  // What main imports statically (the chunk lazyChunksNameTheStart gathers): preloaded beside it by every shell.
  const mainImports = reachedFrom(outputs, entry[0], staticOnly);
  const scriptImports = inViewer([...mainImports].filter((file) => file !== entry[0]));
  const styles = entry[1].cssBundle ? inViewer([entry[1].cssBundle]) : [];
  const diagramFiles = inViewer(onlyReachedThrough(outputs, entry[0], 'viewer/mermaid/draw-diagrams.ts'));
  const gateScripts = inViewer(chunkWithItsImports(outputs, mainImports, 'viewer/gate/EnforcedGate.tsx'));
  const compressed = await compressViewer(viewerDir, files, made);
  fs.writeFileSync(
    path.join(viewerDir, 'entry.json'),
    JSON.stringify({ files, scripts, scriptImports, styles, diagramFiles, gateScripts, compressed }, null, 2),
  );
}

/** A chunk's static imports, which load with it, not its import() calls. */
const staticOnly = (i) => i.kind === 'import-statement';

/**
 * The chunk of `entryPoint` (loaded by import()) and the chunks it imports statically, less `mainImports` (what main
 * reaches statically, itself included): what a page that is sure to load that chunk can preload beside main (the
 * access gate's, on a gated site), so that loading it costs no round trip after main's.
 */
function chunkWithItsImports(outputs, mainImports, entryPoint) {
  return [...reachedFrom(outputs, chunkOf(outputs, entryPoint), staticOnly)].filter((file) => !mainImports.has(file));
}

/**
 * wouter reads the location through use-sync-external-store's shim, which keeps a fallback for React 17 and older and
 * hands back React's own hook whenever React has one. The viewer runs React 19, so the fallback is dead weight on every
 * page's first load (about 300 bytes gzip): wouter gets React's hook directly.
 */
function reactOwnSyncExternalStore() {
  return {
    name: 'react-own-sync-external-store',
    setup(build) {
      build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({
        path: 'use-sync-external-store',
        namespace: 'react-own',
      }));
      build.onLoad({ filter: /.*/, namespace: 'react-own' }, () => ({
        contents: "export { useSyncExternalStore } from 'react';",
        resolveDir: root,
      }));
    },
  };
}

/**
 * Each chunk the viewer loads by import() also re-exports startViewer (viewer/app/start.tsx), which reaches everything
 * the first render needs. esbuild puts each module in a chunk by the set of entry points (main and every import()
 * target) that reach it: main's modules shared with one lazy chunk or another made a dozen chunks of 0.1 to 9 KB, each
 * a request whose headers outweighed its code. Reached from every entry point alike, they make one chunk, beside
 * esbuild's own helpers, which mermaid's diagram chunks share.
 */
export function lazyChunksNameTheStart() {
  const start = './viewer/app/start.tsx';
  return {
    name: 'lazy-chunks-name-the-start',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        // The viewer's own import() targets only: `export *` leaves out a default export, which a package's import()
        // may read (mermaid's of KaTeX does).
        if (args.kind !== 'dynamic-import' || args.pluginData === LAZY || !args.importer.startsWith(viewerSources))
          return undefined;
        const { resolveDir, importer, kind } = args;
        const resolved = await build.resolve(args.path, { resolveDir, importer, kind, pluginData: LAZY });
        if (resolved.errors.length > 0 || resolved.external) return resolved;
        // Relative to the repository: esbuild's chunk names hash a virtual module's path, so an absolute one named the
        // viewer's chunks after the folder docsgen was built in, and every fresh checkout renamed them.
        return { path: toPosix(path.relative(root, resolved.path)), namespace: LAZY };
      });
      build.onLoad({ filter: /.*/, namespace: LAZY }, (args) => ({
        contents: `export * from ${JSON.stringify(`./${args.path}`)};\nexport { startViewer as __start } from ${JSON.stringify(start)};`,
        resolveDir: root,
        loader: 'js',
      }));
    },
  };
}

/** A relative path with forward slashes, as an import specifier spells it on every system. */
const toPosix = (rel) => rel.split(path.sep).join('/');

/** The namespace of the modules lazyChunksNameTheStart wraps, and the mark of its own resolutions. */
const LAZY = 'docsgen-lazy';
const viewerSources = path.join(root, 'viewer') + path.sep;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli (quality 11) and gzip (level 9) copies of the viewer's scripts and styles, made once here rather than by
 * every site build: the viewer is the largest part of a page's first load (about 90 KB on the wire), and quality 11
 * makes its main files 9 % smaller than the quality 5 a build can afford for its thousands of files, at about 1 MB/s,
 * 4 s for the viewer on libuv's threads. Each copy is kept only when smaller, as a build's own (cli/writer/precompress.ts);
 * returns the copies' names, relative to the viewer's folder. `made` holds the copies of the viewers compressed before,
 * by file name: names are content hashes, so a file another language's viewer has too is compressed once.
 */
async function compressViewer(viewerDir, files, made) {
  const copies = await Promise.all(
    files
      .filter((file) => /\.(js|css)$/.test(file))
      .map(async (file) => {
        if (!made.has(file)) made.set(file, compressFile(path.join(viewerDir, file), file));
        const kept = await made.get(file);
        for (const [name, copy] of kept) fs.writeFileSync(path.join(viewerDir, name), copy);
        return kept.map(([name]) => name);
      }),
  );
  return copies.flat().sort();
}

async function compressFile(full, file) {
  const bytes = fs.readFileSync(full);
  if (bytes.length < 1024) return [];
  const params = {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  };
  return [
    [`${file}.br`, await brotli(bytes, { params })],
    [`${file}.gz`, await gzip(bytes, { level: 9 })],
  ].filter(([, copy]) => copy.length < bytes.length);
}

/**
 * The output files that only the chunk of `entryPoint` (loaded by import()) leads to, from `main`: mermaid and its
 * diagrams, 3 MB in a hundred files, which a site without a diagram never loads and so need not carry.
 */
function onlyReachedThrough(outputs, main, entryPoint) {
  const lazy = chunkOf(outputs, entryPoint);
  const bundled = (i) => !i.external;
  const withoutLazy = reachedFrom(outputs, main, bundled, lazy);
  return [...reachedFrom(outputs, lazy, bundled)].filter((file) => !withoutLazy.has(file));
}

/** The output file esbuild made for `entryPoint`. */
function chunkOf(outputs, entryPoint) {
  // The chunks of import() name the module lazyChunksNameTheStart wrapped, in its namespace.
  const names = [entryPoint, `${LAZY}:${entryPoint}`];
  const chunk = Object.keys(outputs).find((file) => names.includes(outputs[file].entryPoint));
  if (!chunk) throw new Error(`build-tool: no chunk for ${entryPoint}`);
  return chunk;
}

/** The output files `from` leads to through the imports `follow` takes, itself included, never passing `avoid`. */
function reachedFrom(outputs, from, follow, avoid) {
  const seen = new Set();
  const queue = [from];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file) || file === avoid) continue;
    seen.add(file);
    queue.push(...outputs[file].imports.filter(follow).map((i) => i.path));
  }
  return seen;
}

export async function ensureBuilt() {
  const built = fs.statSync(stamp, { throwIfNoEntry: false });
  if (built && Math.max(...sources.map(newestMtime)) <= built.mtimeMs) return;
  await buildTool();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildTool();
