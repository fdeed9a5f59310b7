import type { PluginBuild } from 'esbuild';

/**
 * Resolves `@site/…` in a build as the file under the site's folder, as Docusaurus's webpack alias does (in scripts,
 * in CSS `url()`s and `@import`s alike). The import's attributes and plugin data go on with it: confine-imports.ts
 * checks what this answers once.
 */
export function resolveSiteAlias(build: PluginBuild, siteDir: string): void {
  build.onResolve({ filter: /^@site\// }, async (args) => {
    const resolved = await build.resolve(`./${args.path.slice('@site/'.length)}`, {
      kind: args.kind,
      resolveDir: siteDir,
      importer: args.importer,
      with: args.with,
      pluginData: args.pluginData,
    });
    return resolved.errors.length
      ? { errors: [{ text: `Could not resolve "${args.path}" (no such file in ${siteDir})` }] }
      : resolved;
  });
}
