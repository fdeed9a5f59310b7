// An esbuild plugin for the CLI bundle: markdown-it with its class fields
// as plain assignments.
//
// markdown-it 15's published build turns every class field into a call to
// a shared `_defineProperty(this, "name", value)` helper. Token has ten
// fields and a page makes thousands of tokens, and in the shared helper
// every store is a megamorphic keyed one: on the 1,000-page bench corpus
// that was a quarter of the cold Markdown rendering time. `this.name =
// value` in the constructor is what the TypeScript source means, since no
// class defines accessors of the same names. If the published build ever
// changes shape, the bundle fails to build rather than ship it half done.
import fs from 'node:fs';

const FIELD = /_defineProperty\(\s*this,\s*(?:\/\*\*[\s\S]*?\*\/\s*)?"(\w+)",\s*([^;]*?)\s*\);/g;
const SIMPLE_VALUE =
  /^(?:null|-?\d+|""|"\w+"|false|true|\[\]|\{\}|[A-Z]\w*|new \w+\(\)|\w+|Object\.assign\(\{\}, \w+\))$/;

export function markdownItFields() {
  return {
    name: 'markdown-it-fields',
    setup(build) {
      build.onLoad({ filter: /node_modules[\\/]markdown-it[\\/]dist[\\/]markdown-it\.mjs$/ }, (args) => {
        let rewritten = 0;
        const contents = fs.readFileSync(args.path, 'utf8').replace(FIELD, (_call, name, value) => {
          if (!SIMPLE_VALUE.test(value))
            throw new Error(`markdown-it-fields: unexpected field value for ${name}: ${value}`);
          rewritten++;
          return `this.${name} = ${value};`;
        });
        if (rewritten === 0 || contents.includes('_defineProperty(this'))
          throw new Error(
            `markdown-it-fields: ${args.path} no longer has the expected shape; update scripts/markdown-it-fields.mjs`,
          );
        return { contents, loader: 'js' };
      });
    },
  };
}
