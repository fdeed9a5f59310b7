import fs from 'node:fs';
import path from 'node:path';
import type { OnResolveArgs, Plugin } from 'esbuild';
import { isInside } from '../../core/path-inside.ts';
import { packageRoot } from '../../core/viewer-assets.ts';

/** Where the modules of an island may come from, as real paths. */
export interface ImportScope {
  /** The project's folders (see projectRoots). */
  roots: readonly string[];
  /** The `node_modules` folders Node looks packages up in from a project folder: each folder's and its ancestors'. */
  packageFolders: readonly string[];
  /** docsgen's own modules that islands import (the Docusaurus modules of viewer/islands/, and format/ they read). */
  own: readonly string[];
}

/** The `detail` of an esbuild error this plugin gives, so that its diagnostic gets the `outside-project` code. */
export const OUTSIDE_PROJECT = 'docsgen-outside-project';

const INNER = 'docsgenConfinedResolve';

const realPath = (file: string) => {
  try {
    return fs.realpathSync(file);
  } catch {
    return file;
  }
};

/** The scope of a site whose project folders are `roots` (real paths, see projectRoots). */
export function importScope(roots: readonly string[]): ImportScope {
  const folders = new Set<string>();
  for (const root of roots) {
    for (let dir = root; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules');
      if (fs.existsSync(candidate)) folders.add(realPath(candidate));
      if (path.dirname(dir) === dir) break;
    }
  }
  const own = [path.join(packageRoot(), 'viewer', 'islands'), path.join(packageRoot(), 'format')].map(realPath);
  return { roots, packageFolders: [...folders], own };
}

/**
 * Whether a file (a real path) may be bundled: it lies in the project, in docsgen's own island modules, or in an
 * installed package: below a `node_modules` folder of the scope, in a package's folder (the part after the last
 * `node_modules/` begins with a package name), so that `node_modules/.cache/…` or `.package-lock.json` is not one.
 */
export function mayImport(real: string, scope: ImportScope): boolean {
  if ([...scope.roots, ...scope.own].some((root) => isInside(real, root))) return true;
  if (!scope.packageFolders.some((folder) => isInside(real, folder))) return false;
  const segments = real.split(path.sep);
  const inPackage = segments.slice(segments.lastIndexOf('node_modules') + 1);
  const [first, second] = inPackage;
  if (!first || first.startsWith('.')) return false;
  return first.startsWith('@') ? inPackage.length > 2 && !second!.startsWith('.') : inPackage.length > 1;
}

/** How the import reads, for the message: its path and any import attributes (`with { type: 'text' }`). */
function importText(args: OnResolveArgs): string {
  const attributes = Object.entries(args.with ?? {});
  const withText = attributes.length
    ? ` with { ${attributes.map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join(', ')} }`
    : '';
  return `${JSON.stringify(args.path)}${withText}`;
}

/**
 * Keeps every module an island bundle reads inside the project (the rule is `mayImport`'s): each import, whatever
 * resolves it (esbuild's own resolver, `@site/`, a package's `exports` or `browser` field, a tsconfig path) and
 * whatever its import attributes (`with { type: 'text' | 'bytes' | 'file' | 'json' }`), is resolved first, then its
 * real path is checked, so a symlink that leads out is refused as the file it leads to. An import that leads
 * elsewhere is an error at the import, in the importing file, and the file is never read. Registered before every
 * other plugin, so that it sees each import first: it resolves the import again through them all (marked, so that
 * it lets that inner call through) and checks what they answer.
 */
export function confineImports(scope: ImportScope): Plugin {
  return {
    name: 'docsgen-confine-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.[INNER]) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          namespace: args.namespace,
          resolveDir: args.resolveDir,
          with: args.with,
          pluginData: { [INNER]: true },
        });
        // An import that does not resolve goes on as it would without this plugin, for esbuild's own message.
        if (resolved.errors.length) return undefined;
        const { path: file, namespace, external } = resolved;
        if (external || namespace !== 'file' || !path.isAbsolute(file)) return resolved;
        const real = realPath(file);
        if (mayImport(real, scope)) return resolved;
        // The folders a reader would name: the project's, without those inside another.
        const outermost = scope.roots.filter(
          (root) => !scope.roots.some((other) => other !== root && isInside(root, other)),
        );
        return {
          errors: [
            {
              text: `${importText(args)} leads to ${real}, outside the project; components may import only files inside ${outermost.join(' or ')} and installed npm packages (node_modules), so the file is never read`,
              detail: OUTSIDE_PROJECT,
            },
          ],
        };
      });
    },
  };
}
