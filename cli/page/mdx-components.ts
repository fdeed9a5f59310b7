import fs from 'node:fs';
import path from 'node:path';
import { fromWorkingDir, type LoadedConfig } from '../sources/config/load-config.ts';
import { error, type Diagnostic } from '../core/diagnostics.ts';
import { isInside } from '../core/path-inside.ts';
import { isBuiltInModule } from '../mdx/module-scope.ts';

const cache = new WeakMap<LoadedConfig, ReadonlyMap<string, string>>();

/**
 * The config's `mdx.components` as MDX pages bind them: each JSX name to its module as an import would name it,
 * `@site/…` from the config's folder (absolute for a module in a project folder elsewhere).
 */
export function globalComponents(loaded: LoadedConfig): ReadonlyMap<string, string> {
  let components = cache.get(loaded);
  if (!components) {
    components = new Map(
      Object.entries(loaded.config.mdx.components).map(([name, file]) => {
        if (isBuiltInModule(file)) return [name, file];
        const absolute = path.resolve(loaded.rootDir, file);
        const fromSite = path.relative(loaded.rootDir, absolute).split(path.sep).join('/');
        return [name, fromSite.startsWith('../') ? absolute : `@site/${fromSite}`];
      }),
    );
    cache.set(loaded, components);
  }
  return components;
}

/**
 * Each module `mdx.components` names must exist inside the project (`roots`, see projectRoots); otherwise an error at
 * its key in the config.
 */
export function globalComponentFiles(loaded: LoadedConfig, roots: readonly string[]): { diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  for (const [name, file] of Object.entries(loaded.config.mdx.components)) {
    if (isBuiltInModule(file)) continue;
    const absolute = path.resolve(loaded.rootDir, file);
    const at = loaded.locate(['mdx', 'components', name]);
    const real = fs.existsSync(absolute) ? fs.realpathSync(absolute) : undefined;
    if (!real)
      diagnostics.push(
        error(
          'missing-file',
          loaded.file,
          at.line,
          at.column,
          `mdx.components.${name}: missing file ${file}: ${fromWorkingDir(loaded, absolute)} does not exist`,
        ),
      );
    else if (!roots.some((root) => isInside(real, root)))
      diagnostics.push(
        error(
          'outside-project',
          loaded.file,
          at.line,
          at.column,
          `mdx.components.${name}: ${file} is outside the project; a build reads only files inside ${roots.join(' or ')}`,
        ),
      );
  }
  return { diagnostics };
}
