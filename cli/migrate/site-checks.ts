import fs from 'node:fs';
import path from 'node:path';
import type { Notes } from './notes.ts';

function filesUnder(dir: string, rel = ''): string[] {
  const abs = path.join(dir, rel);
  if (!fs.statSync(abs, { throwIfNoEntry: false })?.isDirectory()) return [];
  return fs
    .readdirSync(abs, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((e) => (e.isDirectory() ? filesUnder(dir, path.posix.join(rel, e.name)) : [path.posix.join(rel, e.name)]));
}

/** A swizzled MDXComponents registers components for every page: migrate maps it to `mdx.components` instead. */
const MDX_COMPONENTS = /^MDXComponents(\.[jt]sx?|\/)/;

/**
 * What the site holds beside its config that docsgen does not build: swizzled components (but MDXComponents). Pages
 * in src/pages are mapped with the pages plugin's options (see mapPages).
 */
export function siteChecks(siteDir: string, notes: Notes): void {
  if (filesUnder(path.join(siteDir, 'src/theme')).some((file) => !MDX_COMPONENTS.test(file))) {
    notes
      .forFile('src/theme')
      .add('', "swizzled components are not used: docsgen's viewer draws every page with its own components");
  }
}
