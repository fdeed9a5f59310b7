import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type UiLanguage, uiLanguageOf } from '../../format/ui-strings/language.ts';

/** The prebuilt viewer, as `scripts/build-tool.mjs` leaves it in dist/viewer (pt-BR) and dist/viewer-en (English). */
export interface ViewerAssets {
  dir: string;
  /** Every file of the bundle, relative to dir. */
  files: string[];
  scripts: string[];
  /** The chunks `scripts` import statically, which the shells preload beside them: no second round trip for them. */
  scriptImports: string[];
  styles: string[];
  /** The files of `files` only a page with a mermaid diagram loads: mermaid and its diagram types. */
  diagramFiles: string[];
  /** The access gate's chunks, which only a gated site loads, and which its shells preload beside `scripts`. */
  gateScripts: string[];
  /** The brotli and gzip copies of `files` made with the bundle (`<file>.br`, `<file>.gz`), relative to dir. */
  compressed: string[];
}

/** The folder of dist/ that holds the viewer of each interface language, as scripts/build-tool.mjs names them. */
const VIEWER_DIRS: { readonly [L in UiLanguage]: string } = { 'pt-BR': 'viewer', en: 'viewer-en' };

/**
 * The viewer whose interface speaks the language of a locale's `htmlLang` (`uiLanguageOf`: English for "en" and
 * "en-*", Brazilian Portuguese for any other); the Portuguese one without a language.
 */
export function findViewerAssets(htmlLang = 'pt-BR'): ViewerAssets {
  const dir = path.join(packageRoot(), 'dist', VIEWER_DIRS[uiLanguageOf(htmlLang)]);
  const entryFile = path.join(dir, 'entry.json');
  if (!fs.existsSync(entryFile)) {
    throw new Error(
      `the viewer is not built (${entryFile} is missing); run "npm install" or "node scripts/build-tool.mjs"`,
    );
  }
  const entry = JSON.parse(fs.readFileSync(entryFile, 'utf8')) as Omit<ViewerAssets, 'dir'>;
  return { dir, ...entry };
}

/**
 * The live-reload client that `docsgen watch` adds to every page, as a script
 * defining `docsgenDevClient.startDevClient(eventsUrl)`. Never part of a site.
 */
export function devClientScript(): string {
  const file = path.join(packageRoot(), 'dist', 'dev-client.js');
  if (!fs.existsSync(file))
    throw new Error(
      `the live-reload client is not built (${file} is missing); run "npm install" or "node scripts/build-tool.mjs"`,
    );
  return fs.readFileSync(file, 'utf8');
}

export function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot find the docsgen package root');
    dir = parent;
  }
  return dir;
}
