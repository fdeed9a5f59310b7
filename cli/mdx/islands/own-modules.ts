import fs from 'node:fs';
import path from 'node:path';
import type { Loader, Plugin } from 'esbuild';
import { isInside } from '../../core/path-inside.ts';
import { packageRoot } from '../../core/viewer-assets.ts';
import { DOCUSAURUS_MODULES } from '../docusaurus-modules.ts';
import { exactly } from './island-plugin.ts';
import { resolveFrom } from './site-alias.ts';

/**
 * `docsgen-own:<path>`: one of docsgen's own modules, by its path in docsgen's package. esbuild names a file by its
 * path relative to the site's folder, and mixes that name into the content hash of the chunk holding it: docsgen's
 * files, installed apart from the project, would give a site another file name for every folder it is built in.
 */
const OWN_NAMESPACE = 'docsgen-own';

const LOADERS: Readonly<Record<string, Loader>> = { '.ts': 'ts', '.tsx': 'tsx' };

/**
 * Resolves the Docusaurus modules to docsgen's (viewer/islands/docusaurus/) and loads them, and the modules they
 * import from docsgen's `own` folders (real paths, see ImportScope), under names that do not depend on where docsgen
 * or the project lies. An import that leads anywhere else keeps esbuild's answer, for confine-imports.ts to check.
 */
export function ownModules(own: readonly string[]): Plugin {
  const root = fs.realpathSync(packageRoot());
  const docusaurusDir = path.join(root, 'viewer', 'islands', 'docusaurus');
  const name = (file: string) => path.relative(root, file).split(path.sep).join('/');
  return {
    name: 'docsgen-own-modules',
    setup(build) {
      build.onResolve({ filter: exactly(Object.keys(DOCUSAURUS_MODULES)) }, (args) => ({
        path: name(path.join(docusaurusDir, DOCUSAURUS_MODULES[args.path]!)),
        namespace: OWN_NAMESPACE,
      }));
      build.onResolve({ filter: /^\.\.?\//, namespace: OWN_NAMESPACE }, async (args) => {
        const resolved = await resolveFrom(build, args, args.path, args.resolveDir);
        // An import that does not resolve goes on, for esbuild's own message.
        if (resolved.errors.length) return undefined;
        if (resolved.namespace !== 'file') return resolved;
        const real = fs.realpathSync(resolved.path);
        return LOADERS[path.extname(real)] && own.some((dir) => isInside(real, dir))
          ? { path: name(real), namespace: OWN_NAMESPACE }
          : resolved;
      });
      build.onLoad({ filter: /.*/, namespace: OWN_NAMESPACE }, async (args) => {
        const file = path.join(root, args.path);
        return {
          contents: await fs.promises.readFile(file),
          loader: LOADERS[path.extname(file)]!,
          resolveDir: path.dirname(file),
        };
      });
    },
  };
}
