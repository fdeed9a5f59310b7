import type { Plugin } from 'esbuild';
import * as acorn from 'acorn';

/**
 * Reading a style sheet with esbuild's CSS parser rather than patterns over its text: comments, strings, escapes and
 * `url()`s are the parser's business. Nothing here resolves or reads another file.
 */

const NAMESPACE = 'docsgen-css-read';

/** Leaves every `@import` and `url()` alone: only the sheet's own rules are read. */
function sheetOnly(css: string): Plugin {
  return {
    name: NAMESPACE,
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) =>
        args.kind === 'entry-point'
          ? { path: 'entry', namespace: NAMESPACE }
          : args.importer === 'entry' && args.namespace === NAMESPACE
            ? { path: 'sheet', namespace: NAMESPACE }
            : { path: args.path, external: true },
      );
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) =>
        args.path === 'entry'
          ? { contents: 'import classes from "sheet"; export default classes;', loader: 'js' }
          : { contents: css, loader: 'local-css' },
      );
    },
  };
}

/**
 * The class names a sheet's selectors use, each once, in their order. esbuild's CSS modules loader ("local-css")
 * exports one name per class it finds in a selector, so a class named only in a comment, a string or a `url()` is not
 * one; `:global(.x)` is not listed. Throws esbuild's error when the sheet cannot be parsed.
 */
export async function cssClasses(css: string): Promise<string[]> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: ['entry'],
    bundle: true,
    write: false,
    format: 'esm',
    outdir: 'out',
    logLevel: 'silent',
    plugins: [sheetOnly(css)],
  });
  const script = result.outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? '';
  // The generated module holds the names as the keys of one object literal: read them with a JavaScript parser.
  const program = acorn.parse(script, { ecmaVersion: 'latest', sourceType: 'module' });
  const names: string[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: string; properties?: acorn.Property[] };
    if (n.type === 'ObjectExpression') {
      for (const property of n.properties ?? []) {
        const key = property.key;
        if (key.type === 'Identifier') names.push(key.name);
        else if (key.type === 'Literal' && typeof key.value === 'string') names.push(key.value);
      }
      return;
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(program);
  return [...new Set(names)];
}

export interface CustomProperty {
  /** The selectors and at-rules around it, outermost first, as esbuild prints them (`[data-theme=dark]`). */
  context: string[];
  name: string;
  value: string;
}

/**
 * Every custom property (`--x: value`) a sheet declares, with the rule it is in. The sheet goes through esbuild's
 * parser and printer first: comments gone, one declaration a line, one rule per `{` line, quotes and spaces in
 * selectors made canonical, so that the printed form can be walked line by line.
 */
export async function customProperties(css: string): Promise<CustomProperty[]> {
  const esbuild = await import('esbuild');
  const { code } = await esbuild.transform(css, { loader: 'css', logLevel: 'silent' });
  const found: CustomProperty[] = [];
  const context: string[] = [];
  let prelude = '';
  for (const raw of code.split('\n')) {
    const line = raw.trim();
    if (line.endsWith('{')) {
      context.push(`${prelude}${line.slice(0, -1)}`.trim());
      prelude = '';
    } else if (line === '}') context.pop();
    else if (line.endsWith(',') && !line.includes(':')) prelude += `${line} `;
    else if (line.startsWith('--')) {
      const colon = line.indexOf(':');
      found.push({
        context: [...context],
        name: line.slice(0, colon),
        value: line
          .slice(colon + 1)
          .replace(/;$/, '')
          .trim(),
      });
    }
  }
  return found;
}
