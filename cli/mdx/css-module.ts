import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TransformFailure } from 'esbuild';
import { isInside } from '../core/path-inside.ts';
import { contentHash } from '../util/content-hash.ts';
import { esbuildSync } from '../util/esbuild-sync.ts';

export interface CssModule {
  /** Each class of the file by its name in the source, as `styles.caixa` gives it. */
  classes: Record<string, string>;
  /** The file's CSS with those names, which the island bundle ships (url() and @import resolve from its folder). */
  css: string;
}

/**
 * A CSS module a page imports (`import styles from './x.module.css'`), named at build time so that
 * `className={styles.x}` is a class of the page's HTML: esbuild's local-css loader renames each class to
 * `<file>_<hash>_<class>`, the hash from the file's path in the site, so that two `styles.module.css` files of two
 * folders never share a name. `composes` is not followed.
 */
export function compileCssModule(
  file: string,
  siteDir: string,
  roots: readonly string[] | undefined,
): CssModule | { problem: string } {
  const real = projectFile(file, siteDir, roots);
  if (typeof real !== 'string') return real;
  const stem = path.basename(file).split('.')[0]!.replace(/\W/g, '_') || 'styles';
  const prefix = `${stem}_${contentHash(path.relative(siteDir, real)).slice(0, 6)}`;
  let css: string;
  try {
    css = esbuildSync().transformSync(fs.readFileSync(real, 'utf8'), {
      loader: 'local-css',
      sourcefile: `${prefix}.module.css`,
    }).code;
  } catch (failure) {
    const [first] = (failure as TransformFailure).errors ?? [];
    if (!first) throw failure;
    const where = first.location ? `:${first.location.line}:${first.location.column + 1}` : '';
    return { problem: `${path.relative(siteDir, file)}${where}: ${first.text}` };
  }
  const classes: Record<string, string> = {};
  for (const [, name] of css.matchAll(new RegExp(`\\.(${prefix}_[\\w-]+)`, 'g')))
    classes[name!.slice(prefix.length + 1)] = name!;
  return { classes, css };
}

/** A file a page imports, its links resolved, when it exists inside the project; else why it cannot be read. */
function projectFile(
  file: string,
  siteDir: string,
  roots: readonly string[] | undefined,
): string | { problem: string } {
  const real = fs.existsSync(file) ? fs.realpathSync(file) : undefined;
  if (!real) return { problem: `${path.relative(siteDir, file)} does not exist` };
  if (roots && !roots.some((root) => isInside(real, root)))
    return { problem: `${path.relative(siteDir, file)} is outside the project; a build reads only files inside it` };
  return real;
}

/**
 * A plain style sheet a page imports for its effect (`import './tabela.css'`, `import 'pkg/dist/x.css'`), as Docusaurus
 * loads it with the page: shipped as the page's island style sheet, as a CSS module's is. A package's is looked up from
 * the page's folder, as Node resolves it.
 */
export function readPageStylesheet(
  from: string,
  dir: string,
  siteDir: string,
  roots: readonly string[] | undefined,
): { file: string; css: string } | { problem: string } {
  let file: string;
  if (from.startsWith('.')) file = path.resolve(dir, from);
  else if (from.startsWith('@site/')) file = path.join(siteDir, from.slice(6));
  else {
    try {
      file = createRequire(path.join(dir, 'page.js')).resolve(from);
    } catch {
      return { problem: `cannot find ${from}; is its package installed in the project (npm install)?` };
    }
  }
  const real = projectFile(file, siteDir, roots);
  return typeof real === 'string' ? { file: real, css: fs.readFileSync(real, 'utf8') } : real;
}
