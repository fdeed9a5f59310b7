import fs from 'node:fs';
import path from 'node:path';
import { normalizeRouteBasePath, noteTheRest, type RelativePath } from './map-content.ts';
import type { Notes } from './notes.ts';

const PAGES_READ = new Set(['path', 'routeBasePath', 'exclude', 'id']);
/** Docusaurus's defaults of the options docsgen has no key for: the same behaviour, so no note. */
const DEFAULTS: Record<string, string> = {
  include: JSON.stringify(['**/*.{js,jsx,ts,tsx,md,mdx}']),
  mdxPageComponent: JSON.stringify('@theme/MDXPage'),
};

/**
 * The pages plugin's options (the classic preset's `pages`, or @docusaurus/plugin-content-pages) as docs.config.json's
 * `pages`, when the site has the folder: `path` (Docusaurus's default `src/pages`), `routeBasePath` and `exclude`.
 * Its React pages need no note: the build makes each one an island at its route.
 */
export function mapPages(
  options: Record<string, unknown> | false,
  at: string,
  siteDir: string,
  relative: RelativePath,
  notes: Notes,
): Record<string, unknown> | undefined {
  if (options === false) return undefined;
  const folder = typeof options.path === 'string' ? options.path : 'src/pages';
  const dir = path.resolve(siteDir, folder);
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return undefined;
  const mapped: Record<string, unknown> = { path: relative(folder) };
  if (typeof options.routeBasePath === 'string' && normalizeRouteBasePath(options.routeBasePath) !== '/')
    mapped.routeBasePath = normalizeRouteBasePath(options.routeBasePath);
  if (Array.isArray(options.exclude)) mapped.exclude = options.exclude;
  const rest = Object.fromEntries(
    Object.entries(options).filter(([key, value]) => DEFAULTS[key] !== JSON.stringify(value)),
  );
  noteTheRest(rest, PAGES_READ, at, notes, 'pages');
  return mapped;
}
