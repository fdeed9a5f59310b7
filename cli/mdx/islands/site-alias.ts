import type { OnResolveArgs, PluginBuild } from 'esbuild';

/**
 * Resolves `path` from the folder `dir` in the place of the import `args` made. The import's attributes and plugin
 * data go on with it: confine-imports.ts checks what this answers once.
 */
export function resolveFrom(build: PluginBuild, args: OnResolveArgs, path: string, dir: string) {
  return build.resolve(path, {
    kind: args.kind,
    resolveDir: dir,
    importer: args.importer,
    with: args.with,
    pluginData: args.pluginData,
  });
}

/**
 * Resolves `@site/…` in a build as the file under the site's folder, as Docusaurus's webpack alias does (in scripts,
 * in CSS `url()`s and `@import`s alike).
 */
export function resolveSiteAlias(build: PluginBuild, siteDir: string): void {
  build.onResolve({ filter: /^@site\// }, async (args) => {
    const resolved = await resolveFrom(build, args, `./${args.path.slice('@site/'.length)}`, siteDir);
    return resolved.errors.length
      ? { errors: [{ text: `Could not resolve "${args.path}" (no such file in ${siteDir})` }] }
      : resolved;
  });
}
