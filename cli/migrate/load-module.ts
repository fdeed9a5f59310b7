import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

export interface LoadedModule {
  /** The module's default export (`module.exports` for CommonJS), awaited. */
  value: unknown;
  /** Packages imported by the file that cannot be resolved from its folder, each read as a stub. */
  stubbed: string[];
  /** The keys of `substitutes` the file imports. */
  substituted: string[];
}

const STUB_NAMESPACE = 'docsgen-stub';
const SUBSTITUTE_NAMESPACE = 'docsgen-substitute';

/**
 * Files of the site read as other code: `substitutes` maps a file's absolute path without its extension to the
 * CommonJS source it is read as, whether it exists or not (a generated file that is not committed).
 */
function substitutesPlugin(substitutes: ReadonlyMap<string, string>, used: Set<string>): Plugin {
  return {
    name: 'docsgen-substitutes',
    setup(build) {
      build.onResolve({ filter: /^\./ }, (args) => {
        const target = path.resolve(args.resolveDir, args.path).replace(/\.(ts|js|mjs|cjs)$/, '');
        if (!substitutes.has(target)) return undefined;
        used.add(target);
        return { path: target, namespace: SUBSTITUTE_NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: SUBSTITUTE_NAMESPACE }, (args) => ({
        contents: substitutes.get(args.path),
        loader: 'js',
      }));
    },
  };
}

/** The key a placeholder answers with the package it stands for, so that a config's `remarkPlugins` can be read. */
export const STUBBED_PACKAGE = Symbol.for('docsgen.stubbedPackage');

/**
 * What an unresolvable package becomes: a function Proxy whose every property, call and construction is itself, so
 * that `themes.github`, `require('remark-x')()` or `new Plugin()` in a config evaluate without doing anything. It is
 * not thenable (awaiting it must not hang) and turns into "" in a template string.
 */
const stubSource = (name: string) => `
const handler = {
  get(_target, key) {
    if (key === Symbol.for('docsgen.stubbedPackage')) return ${JSON.stringify(name)};
    if (key === 'then') return undefined;
    if (key === '__esModule') return true;
    if (key === Symbol.toPrimitive) return () => '';
    return stub;
  },
  apply: () => stub,
  construct: () => stub,
  // esbuild reads an ESM import's names from an object whose prototype is the module's: the stub answers them all.
  getPrototypeOf: () => stub,
};
const stub = new Proxy(function stub() {}, handler);
module.exports = stub;
`;

/** Bare imports that resolve become Node's own imports of the installed file; the rest become stubs, recorded. */
function packagesPlugin(stubbed: Set<string>): Plugin {
  return {
    name: 'docsgen-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        // The resolve below runs this hook again: that inner call lets esbuild resolve as it would without it.
        if (args.pluginData?.inner || args.namespace === STUB_NAMESPACE) return undefined;
        if (args.path.startsWith('node:')) return { path: args.path, external: true };
        const found = await build
          .resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: { inner: true } })
          .catch(() => undefined);
        if (found && !found.errors.length && found.path) {
          // A Node built-in ("fs", "path") keeps its bare name; an installed package is loaded from where it lies.
          return found.external || !path.isAbsolute(found.path)
            ? { path: args.path, external: true }
            : { path: found.path, external: true };
        }
        stubbed.add(args.path);
        return { path: args.path, namespace: STUB_NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: STUB_NAMESPACE }, (args) => ({
        contents: stubSource(args.path),
        loader: 'js',
      }));
    },
  };
}

const FORGIVING_MODULE = 'docsgen-forgiving-module';

/**
 * `createRequire` of `node:module`, as an ESM config calls it (`createRequire(import.meta.url)`), with the forgiving
 * `resolve` CommonJS files get (see commonJsGlobals): Prettier's config resolves `react-tweet/theme.css`, which is not
 * installed where migrate runs, and Docusaurus only passes the path on.
 */
function forgivingModulePlugin(): Plugin {
  return {
    name: 'docsgen-forgiving-module',
    setup(build) {
      build.onResolve({ filter: /^(node:)?module$/ }, (args) =>
        args.namespace === FORGIVING_MODULE
          ? { path: 'node:module', external: true }
          : { path: 'module', namespace: FORGIVING_MODULE },
      );
      build.onLoad({ filter: /.*/, namespace: FORGIVING_MODULE }, () => ({
        contents: [
          "import real from 'node:module';",
          "export * from 'node:module';",
          'export default real;',
          'export function createRequire(from) {',
          '  const required = real.createRequire(from);',
          '  return Object.assign((id) => required(id), {',
          '    resolve(id, options) { try { return required.resolve(id, options); } catch { return id; } },',
          '    cache: required.cache,',
          '  });',
          '}',
        ].join('\n'),
        loader: 'js',
      }));
    },
  };
}

/**
 * A CommonJS file bundled as ESM still calls `require`, `require.resolve` and reads `__dirname`; they are given as
 * they would be in the original file. `require.resolve` of a package that is not installed answers its name, as
 * Docusaurus configs pass `require.resolve('@docusaurus/preset-classic')` on only to name the preset.
 */
function commonJsGlobals(file: string): string {
  const at = JSON.stringify(file);
  return [
    `import { createRequire as __docsgenCreateRequire } from 'node:module';`,
    `const __docsgenRequire = __docsgenCreateRequire(${at});`,
    'const require = Object.assign((id) => __docsgenRequire(id), {',
    '  resolve(id, options) { try { return __docsgenRequire.resolve(id, options); } catch { return id; } },',
    '  cache: __docsgenRequire.cache,',
    '});',
    `const __filename = ${at};`,
    `const __dirname = ${JSON.stringify(path.dirname(file))};`,
  ].join('\n');
}

/**
 * Executes a Docusaurus config or sidebars file as Docusaurus does, whatever its kind (CommonJS, ESM, TypeScript,
 * JSON): bundled by esbuild into one ESM file in a temporary folder, then imported. Its own relative imports are
 * bundled; installed packages are loaded by Node; packages that are not installed are stubbed.
 */
export async function loadModule(
  file: string,
  substitutes: ReadonlyMap<string, string> = new Map(),
): Promise<LoadedModule> {
  const esbuild = await import('esbuild');
  const stubbed = new Set<string>();
  const substituted = new Set<string>();
  const url = pathToFileURL(file).href;
  const bundled = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
    banner: { js: commonJsGlobals(file) },
    define: {
      'import.meta.url': JSON.stringify(url),
      'import.meta.dirname': JSON.stringify(path.dirname(file)),
      'import.meta.filename': JSON.stringify(file),
    },
    plugins: [substitutesPlugin(substitutes, substituted), forgivingModulePlugin(), packagesPlugin(stubbed)],
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-migrate-'));
  try {
    const out = path.join(dir, 'module.mjs');
    fs.writeFileSync(out, bundled.outputFiles[0]!.text);
    const namespace = (await import(pathToFileURL(out).href)) as { default?: unknown };
    return { value: await namespace.default, stubbed: [...stubbed].sort(), substituted: [...substituted] };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
