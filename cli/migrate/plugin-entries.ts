import { isRecord } from './notes.ts';

/** "classic" and "content-docs" are Docusaurus's short names; a `require.resolve`d path ends in the package's folder. */
export function isPackage(name: string, shortName: string): boolean {
  return (
    name === shortName ||
    name === shortName.replace(/^(preset|plugin|theme)-/, '') ||
    new RegExp(`(^|[/\\\\])(@docusaurus[/\\\\])?(docusaurus-)?${shortName}([/\\\\]|$)`).test(name)
  );
}

/** `'name'`, `['name', options]` or a function, as presets, plugins and themes are listed. */
export function entryOf(entry: unknown): { name?: string; options: Record<string, unknown> } | undefined {
  if (typeof entry === 'string') return { name: entry, options: {} };
  if (Array.isArray(entry) && typeof entry[0] === 'string')
    return { name: entry[0], options: isRecord(entry[1]) ? entry[1] : {} };
  if (typeof entry === 'function' || (Array.isArray(entry) && typeof entry[0] === 'function')) return { options: {} };
  return undefined;
}

/** The API reference plugins, presets and themes that map-openapi.ts maps to `apiReference` (their notes are its). */
export function isApiPackage(name: string): boolean {
  return [
    'docusaurus-plugin-openapi-docs',
    'docusaurus-theme-openapi-docs',
    'redocusaurus',
    'docusaurus-plugin-redoc',
    'docusaurus-theme-redoc',
  ].some((pkg) => name === pkg || name.endsWith(`/${pkg}`) || name.includes(`/${pkg}/`));
}
