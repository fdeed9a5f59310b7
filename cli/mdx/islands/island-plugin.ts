import path from 'node:path';
import type { Plugin } from 'esbuild';
import { ISLAND_GLOBAL } from '../../../format/site-format.ts';
import { CODE_TRANSLATIONS_MODULE } from '../docusaurus-modules.ts';
import type { IslandUse } from '../mdx-context.ts';
import { resolveSiteAlias } from './site-alias.ts';

/** Entries of the bundle: `docsgen-island:<id>` re-exports an island's component as its default export. */
export const ISLAND_NAMESPACE = 'docsgen-island';
/**
 * `docsgen-page:<file>`: the module of the components a page defines itself (`export const X = …`), by the page's
 * path from the site's folder (see pageModulePath).
 */
export const PAGE_NAMESPACE = 'docsgen-page';
const VIEWER_NAMESPACE = 'docsgen-viewer';
const DATA_NAMESPACE = 'docsgen-data';
const STYLES_NAMESPACE = 'docsgen-styles';

/**
 * What islands import from the viewer instead of bundling their own copy: one React on the page, so that hooks work
 * and a component's tree shares the viewer's scheduler. The viewer puts these modules on a global before it loads an
 * island (viewer/islands/island-globals.ts); each is a one-line CommonJS module reading it.
 */
export const VIEWER_MODULES = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'] as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** An esbuild filter for imports of exactly one of `names`. */
export const exactly = (names: readonly string[]) => new RegExp(`^(${names.map(escape).join('|')})$`);

/**
 * The name of a page's own module: esbuild mixes a virtual module's name into the content hash of its chunk, so an
 * absolute path would give the same component another file name in every folder the project is built in.
 */
function pageModulePath(siteDir: string, file: string): string {
  return path.relative(siteDir, file).split(path.sep).join('/');
}

/**
 * Resolves the bundle's entries, pages' own modules, `@site/`, React and the site's code translations
 * (`codeTranslations`, message by id).
 */
export function islandPlugin(
  byId: ReadonlyMap<string, IslandUse[]>,
  siteDir: string,
  codeTranslations: ReadonlyMap<string, string>,
): Plugin {
  const pageModules = new Map<string, string>();
  for (const use of [...byId.values()].flat()) {
    const page = pageModulePath(siteDir, use.file);
    // Each use has the page's module as read up to it: the longest holds every component of the page.
    if ('inline' in use.module && use.module.inline.length >= (pageModules.get(page)?.length ?? 0))
      pageModules.set(page, use.module.inline);
  }
  return {
    name: 'docsgen-islands',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${ISLAND_NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(ISLAND_NAMESPACE.length + 1),
        namespace: ISLAND_NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: ISLAND_NAMESPACE }, (args) => {
        const use = byId.get(args.path)![0]!;
        if ('styles' in use.module)
          return {
            contents: `import ${JSON.stringify(`${STYLES_NAMESPACE}:${args.path}`)};\nexport default () => null;\n`,
            resolveDir: use.module.resolveDir,
            loader: 'js',
          };
        const from =
          'inline' in use.module ? `${PAGE_NAMESPACE}:${pageModulePath(siteDir, use.file)}` : use.module.specifier;
        const exported = use.export === 'default' ? 'default' : `${use.export} as default`;
        return {
          contents: `export { ${exported} } from ${JSON.stringify(from)};\n`,
          resolveDir: 'inline' in use.module ? path.dirname(use.file) : use.module.resolveDir,
          loader: 'js',
        };
      });
      // A page's CSS module, compiled when the page was read (its class names are in the page's HTML).
      build.onResolve({ filter: new RegExp(`^${STYLES_NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(STYLES_NAMESPACE.length + 1),
        namespace: STYLES_NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: STYLES_NAMESPACE }, (args) => {
        const module = byId.get(args.path)![0]!.module as { styles: string; resolveDir: string };
        return { contents: module.styles, resolveDir: module.resolveDir, loader: 'css' };
      });
      build.onResolve({ filter: new RegExp(`^${PAGE_NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(PAGE_NAMESPACE.length + 1),
        namespace: PAGE_NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: PAGE_NAMESPACE }, (args) => ({
        contents: pageModules.get(args.path) ?? '',
        resolveDir: path.dirname(path.resolve(siteDir, args.path)),
        loader: 'jsx',
      }));
      resolveSiteAlias(build, siteDir);
      build.onResolve({ filter: exactly(VIEWER_MODULES) }, (args) => ({
        path: args.path,
        namespace: VIEWER_NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: VIEWER_NAMESPACE }, (args) => ({
        contents: `module.exports = globalThis[${JSON.stringify(ISLAND_GLOBAL)}].modules[${JSON.stringify(args.path)}];\n`,
        loader: 'js',
      }));
      build.onResolve({ filter: exactly([CODE_TRANSLATIONS_MODULE]) }, (args) => ({
        path: args.path,
        namespace: DATA_NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: DATA_NAMESPACE }, () => ({
        contents: JSON.stringify(Object.fromEntries(codeTranslations)),
        loader: 'json',
      }));
    },
  };
}
