import fs from 'node:fs';
import path from 'node:path';
import { transformSync, type TransformFailure } from 'esbuild';
import { isInside } from '../core/path-inside.ts';
import { contentHash } from '../util/content-hash.ts';

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
  const real = fs.existsSync(file) ? fs.realpathSync(file) : undefined;
  if (!real) return { problem: `${path.relative(siteDir, file)} does not exist` };
  if (roots && !roots.some((root) => isInside(real, root)))
    return { problem: `${path.relative(siteDir, file)} is outside the project; a build reads only files inside it` };
  const stem = path.basename(file).split('.')[0]!.replace(/\W/g, '_') || 'styles';
  const prefix = `${stem}_${contentHash(path.relative(siteDir, real)).slice(0, 6)}`;
  let css: string;
  try {
    css = transformSync(fs.readFileSync(real, 'utf8'), {
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
