import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AssetRegistry } from './asset-registry.ts';
import { contentHash } from '../util/content-hash.ts';

const require = createRequire(import.meta.url);

let files: { folder: string; css: string; fonts: string[] } | undefined;

/** KaTeX's style sheet and the fonts it names, read from the installed package once. */
function katexFiles(): { folder: string; css: string; fonts: string[] } {
  if (files) return files;
  const css = require.resolve('katex/dist/katex.min.css');
  const dir = path.dirname(css);
  // Only WOFF2: every browser docsgen's viewer runs in takes it, and never asks for the WOFF and TTF fallbacks.
  const fonts = fs
    .readdirSync(path.join(dir, 'fonts'))
    .filter((name) => name.endsWith('.woff2'))
    .map((name) => path.join(dir, 'fonts', name));
  // The style sheet names its fonts by path, so they keep their names in a folder named after its content.
  files = { folder: `media/katex-${contentHash(fs.readFileSync(css))}`, css, fonts };
  return files;
}

/**
 * Publishes KaTeX's style sheet with its fonts (`media/katex-<hash>/katex.min.css`, `fonts/KaTeX_*.woff2`) and gives
 * the sheet's path in the site; a page with math links it, other pages load none of it.
 */
export function publishKatex(assets: AssetRegistry): string {
  const { folder, css, fonts } = katexFiles();
  for (const font of fonts) assets.addAt(font, `${folder}/fonts/${path.basename(font)}`);
  return assets.addAt(css, `${folder}/katex.min.css`).outPath;
}
