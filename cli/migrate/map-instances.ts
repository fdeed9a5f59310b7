import fs from 'node:fs';
import path from 'node:path';
import { firstDocInFolder } from './docs-folder.ts';
import { normalizeRouteBasePath, noteTheRest, type RelativePath } from './map-content.ts';
import { firstDocId, mapSidebars, type ConfigSidebarItem } from './map-sidebars.ts';
import { keyPath, type Notes } from './notes.ts';

/** What migrate maps of an instance's options; the rest gets a note. */
const INSTANCE_READ = new Set([
  'id',
  'path',
  'routeBasePath',
  'sidebarPath',
  'exclude',
  'sidebarCollapsed',
  'sidebarCollapsible',
]);
/** Options docsgen takes from the config's `docs` for every instance: a note when the instance says otherwise. */
const SHARED = ['editUrl', 'showLastUpdateTime', 'showLastUpdateAuthor'];

export interface DocsInstanceEntry {
  id: string;
  options: Record<string, unknown>;
  /** Where its options are in the Docusaurus config ("plugins[1][1]"). */
  at: string;
}

export interface MappedInstances {
  /** docs.config.json's `docsInstances`, by id. */
  config: Record<string, Record<string, unknown>>;
  /** The first doc of an instance's sidebar, as docs.config.json names it ("community/support"). */
  firstDocOfSidebar(instance: string, sidebarId: string): string | undefined;
  /** Their docs folders, absolute. */
  dirs: string[];
}

/**
 * The docs plugin instances with an `id` as docs.config.json's `docsInstances`: each its folder, route and sidebars
 * (read from its `sidebarPath` as the default instance's are, by `loadSidebars`).
 */
export async function mapDocsInstances(
  entries: readonly DocsInstanceEntry[],
  site: { dir: string; relative: RelativePath; defaultDocs: Record<string, unknown> },
  notes: Notes,
  loadSidebars: (options: Record<string, unknown>, at: string) => Promise<{ value: unknown; file?: string }>,
): Promise<MappedInstances> {
  const config: MappedInstances['config'] = {};
  const sidebarsById = new Map<string, { sidebars: Record<string, ConfigSidebarItem[]>; dir: string }>();
  const dirs: string[] = [];
  for (const { id, options, at } of entries) {
    if (config[id]) {
      notes.add(keyPath(at, 'id'), `a second docs instance "${id}" is left out: Docusaurus requires distinct ids`);
      continue;
    }
    const folder = typeof options.path === 'string' ? options.path : 'docs';
    const dir = path.resolve(site.dir, folder);
    const source = await loadSidebars(options, at);
    const sidebarNotes = source.file ? notes.forFile(source.file) : notes;
    const layout = { collapsed: options.sidebarCollapsed !== false, collapsible: options.sidebarCollapsible !== false };
    const sidebars = mapSidebars(source.value, layout, sidebarNotes);
    const route = typeof options.routeBasePath === 'string' ? options.routeBasePath : 'docs';
    config[id] = {
      path: site.relative(folder),
      routeBasePath: normalizeRouteBasePath(route),
      ...(Array.isArray(options.exclude) ? { exclude: options.exclude } : {}),
      ...(options.sidebarCollapsed === false ? { sidebarCollapsed: false } : {}),
      sidebars,
    };
    sidebarsById.set(id, { sidebars, dir });
    dirs.push(dir);
    noteTheRest(options, new Set([...INSTANCE_READ, ...SHARED]), at, notes, `docs instance "${id}"`);
    const differing = (key: string) => JSON.stringify(options[key]) !== JSON.stringify(site.defaultDocs[key]);
    for (const key of SHARED.filter((k) => options[k] !== undefined && differing(k)))
      notes.add(keyPath(at, key), `docsgen takes "${key}" from the docs' options for every instance; left out`);
    const versionsFile = `${id}_versions.json`;
    if (fs.existsSync(path.join(site.dir, versionsFile)))
      notes.add(at, `${versionsFile} is not read: docsgen builds the current docs of an instance, not its versions`);
  }
  return {
    config,
    dirs,
    firstDocOfSidebar(instance, sidebarId) {
      const found = sidebarsById.get(instance);
      const items = found?.sidebars[sidebarId];
      const first = items && firstDocId(items, (dirName) => firstDocInFolder(found.dir, dirName));
      return first && `${instance}/${first}`;
    },
  };
}
