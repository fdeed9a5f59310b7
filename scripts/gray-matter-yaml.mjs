// An esbuild plugin for the CLI bundle: gray-matter without its js-yaml 3.
//
// cli/sources/front-matter.ts hands gray-matter js-yaml 4 as its YAML engine,
// so the js-yaml 3 that gray-matter requires for its default engine is never
// called. Bundled, it still ran at every start-up, and its !!js/function
// type then loaded esprima (280 KB) from node_modules through a require()
// that esbuild cannot follow. The stub keeps gray-matter's shape and fails
// loudly if the default engine is ever used.
export function grayMatterYaml() {
  return {
    name: 'gray-matter-yaml',
    setup(build) {
      build.onResolve({ filter: /^js-yaml$/ }, (args) =>
        /[\\/]node_modules[\\/]gray-matter[\\/]/.test(args.importer)
          ? { path: 'js-yaml-3', namespace: 'gray-matter-yaml' }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'gray-matter-yaml' }, () => ({
        contents:
          "const unused = () => { throw new Error('docsgen: gray-matter must be given a YAML engine (see cli/sources/front-matter.ts)'); };\n" +
          'module.exports = { safeLoad: unused, safeDump: unused };\n',
        loader: 'js',
      }));
    },
  };
}
