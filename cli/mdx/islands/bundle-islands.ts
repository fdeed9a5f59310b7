import path from 'node:path';
import type { BuildFailure, Message, Metafile, OutputFile, Plugin } from 'esbuild';
import type { IslandModule } from '../../../format/site-format.ts';
import type { IslandUse } from '../mdx-context.ts';
import { error, type Diagnostic } from '../../core/diagnostics.ts';
import { confineImports, importScope, OUTSIDE_PROJECT } from './confine-imports.ts';
import { islandPlugin, ISLAND_NAMESPACE, PAGE_NAMESPACE } from './island-plugin.ts';
import { ownModules } from './own-modules.ts';

/** The folder of the site the island bundle is written to. */
export const ISLANDS_DIR = 'islands';

export interface IslandBundle {
  /** Scripts, style sheets and files the components import, by their path in the site. */
  files: Map<string, Uint8Array>;
  /** The manifest's `islands`: each component's module and styles, by id. */
  modules: Record<string, IslandModule>;
  /** Every source file the bundle read (absolute paths), so that watch mode rebuilds it when one changes. */
  inputs: string[];
  diagnostics: Diagnostic[];
}

export interface IslandSetup {
  /** The folder `@site/` names: the config's. */
  siteDir: string;
  /** The project's folders (see projectRoots): every module a component imports lies in one, or in an npm package. */
  projectRoots: readonly string[];
  /** Where diagnostics' paths are relative to. */
  cwd: string;
  baseUrl: string;
  /** The site's code translations, message by id (`i18n/<locale>/code.json`), for `@docusaurus/Translate`. */
  codeTranslations: ReadonlyMap<string, string>;
}

const EMPTY: IslandBundle = { files: new Map(), modules: {}, inputs: [], diagnostics: [] };

/**
 * A site path in a component's CSS (`url(/images/logo.png)`, `@import '/css/x.css'`) is a file the site serves from
 * its static folder, which Docusaurus leaves as written (Prettier's home page styles use one): kept, not bundled.
 */
const sitePathsInCss: Plugin = {
  name: 'docsgen-site-paths-in-css',
  setup(build) {
    // esbuild's filters are Go expressions, without lookahead: "//host/x" is told apart here.
    build.onResolve({ filter: /^\// }, (args) =>
      (args.kind === 'url-token' || args.kind === 'import-rule') && !args.path.startsWith('//')
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/**
 * Every island of the site in one esbuild call: an entry per component (its module's export as the default export),
 * split into shared chunks so that a page loads only the code of the components it uses, with content-hashed names.
 * React comes from the viewer (see island-plugin.ts); CSS a component imports is bundled beside it. Every module
 * lies in the project or in an installed npm package (see confine-imports.ts). An import the bundler cannot resolve
 * or may not read is an error at the page's import line, with esbuild's reason; an error in a component's own source
 * is reported at its file, line and column.
 */
export async function bundleIslands(uses: readonly IslandUse[], setup: IslandSetup): Promise<IslandBundle> {
  if (!uses.length) return EMPTY;
  const byId = new Map<string, IslandUse[]>();
  for (const use of uses) byId.set(use.id, [...(byId.get(use.id) ?? []), use]);
  const esbuild = await import('esbuild');
  const outdir = path.join(setup.siteDir, ISLANDS_DIR);
  const scope = importScope(setup.projectRoots);
  try {
    const result = await esbuild.build({
      absWorkingDir: setup.siteDir,
      entryPoints: [...byId].map(([id, [first]]) => ({
        in: `${ISLAND_NAMESPACE}:${id}`,
        out: `${fileSafe(first!.name)}-${id}`,
      })),
      outdir,
      write: false,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['chrome110', 'firefox110', 'safari16'],
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[hash]',
      assetNames: '[name]-[hash]',
      // Docusaurus's webpack looks packages up from the site's folder too (resolve.modules), so that docs kept
      // outside it (path: '../docs') import what the site installed.
      nodePaths: [path.join(setup.siteDir, 'node_modules')],
      // Files a component imports (images, fonts) are fetched from the islands folder, wherever the page is.
      publicPath: `${setup.baseUrl}${ISLANDS_DIR}/`,
      loader: {
        '.js': 'jsx',
        '.png': 'file',
        '.jpg': 'file',
        '.jpeg': 'file',
        '.gif': 'file',
        '.svg': 'file',
        '.webp': 'file',
        '.woff': 'file',
        '.woff2': 'file',
        '.ttf': 'file',
      },
      jsx: 'automatic',
      minify: true,
      metafile: true,
      define: { 'process.env.NODE_ENV': '"production"' },
      legalComments: 'none',
      logLevel: 'silent',
      // First, so that it checks every import the other plugins and esbuild resolve.
      plugins: [
        sitePathsInCss,
        confineImports(scope),
        islandPlugin(byId, setup.siteDir, setup.codeTranslations),
        ownModules(scope.own),
      ],
    });
    return {
      files: new Map(
        result.outputFiles.map((file: OutputFile) => [
          `${ISLANDS_DIR}/${path.relative(outdir, file.path).split(path.sep).join('/')}`,
          file.contents,
        ]),
      ),
      modules: islandModules(result.metafile, byId, setup.siteDir, outdir),
      inputs: Object.keys(result.metafile.inputs)
        .filter((input) => !input.includes(':'))
        .map((input) => path.resolve(setup.siteDir, input)),
      diagnostics: [],
    };
  } catch (failure) {
    const errors = (failure as Partial<BuildFailure>).errors;
    if (!errors) throw failure;
    // The files that failed are watched too, so that fixing one rebuilds the bundle.
    const inputs = errors
      .map((message) => message.location?.file ?? '')
      .filter((file) => file && !file.includes(':'))
      .map((file) => path.resolve(setup.siteDir, file));
    return { ...EMPTY, inputs, diagnostics: errors.flatMap((message) => diagnosticsOf(message, byId, setup)) };
  }
}

/** Each entry's script and style sheet, by the id of the component it exports. */
function islandModules(
  metafile: Metafile,
  byId: ReadonlyMap<string, IslandUse[]>,
  siteDir: string,
  outdir: string,
): Record<string, IslandModule> {
  const modules: Record<string, IslandModule> = {};
  const sitePath = (file: string) =>
    `${ISLANDS_DIR}/${path.relative(outdir, path.resolve(siteDir, file)).split(path.sep).join('/')}`;
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const id = output.entryPoint?.startsWith(`${ISLAND_NAMESPACE}:`)
      ? output.entryPoint.slice(ISLAND_NAMESPACE.length + 1)
      : undefined;
    const use = id === undefined ? undefined : byId.get(id)?.[0];
    if (!id || !use) continue;
    modules[id] = {
      name: use.name,
      script: sitePath(file),
      ...(output.cssBundle ? { styles: [sitePath(output.cssBundle)] } : {}),
    };
  }
  return Object.fromEntries(Object.entries(modules).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Where an esbuild error belongs: an island's entry is the import in every page that uses it; a page's own module
 * is that page, at its line; any other file is the component's source.
 */
function diagnosticsOf(message: Message, byId: ReadonlyMap<string, IslandUse[]>, setup: IslandSetup): Diagnostic[] {
  const { location } = message;
  const display = (file: string) => path.relative(setup.cwd, file);
  const code = message.detail === OUTSIDE_PROJECT ? 'outside-project' : 'island-bundle';
  const file = location?.file ?? '';
  if (file.startsWith(`${ISLAND_NAMESPACE}:`)) {
    // A component used twice on a page is one import there: one error.
    const places = new Map<string, IslandUse>();
    for (const use of byId.get(file.slice(ISLAND_NAMESPACE.length + 1)) ?? [])
      places.set(`${use.file}:${use.line}:${use.column}`, use);
    return [...places.values()].map((use) =>
      error(
        code,
        display(use.file),
        use.line,
        use.column,
        `cannot import the component <${use.name}>: ${message.text}${code === 'island-bundle' ? bareHint(use) : ''}`,
      ),
    );
  }
  if (file.startsWith(`${PAGE_NAMESPACE}:`)) {
    const page = path.resolve(setup.siteDir, file.slice(PAGE_NAMESPACE.length + 1));
    const use = [...byId.values()].flat().find((u) => u.file === page && 'inline' in u.module);
    const lineOffset = use && 'inline' in use.module ? use.module.lineOffset : 0;
    return [
      error(
        code,
        display(page),
        (location?.line ?? 1) + lineOffset,
        (location?.column ?? 0) + 1,
        `in a component this page defines: ${message.text}`,
      ),
    ];
  }
  if (location)
    return [
      error(
        code,
        display(path.resolve(setup.siteDir, file)),
        location.line,
        location.column + 1,
        `in a component's source: ${message.text}`,
      ),
    ];
  const [first] = [...byId.values()].flat();
  return first
    ? [error(code, display(first.file), first.line, first.column, `the island bundle failed: ${message.text}`)]
    : [];
}

/** A package import that fails most often means the package is not installed. */
function bareHint(use: IslandUse): string {
  if (!('specifier' in use.module)) return '';
  const { specifier } = use.module;
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('@site/')) return '';
  return `; is the package installed in the project (npm install ${specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]})?`;
}

/** A component's name as part of a file name. */
function fileSafe(name: string): string {
  return name.replace(/[^\w-]/g, '_');
}
