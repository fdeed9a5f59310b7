import path from 'node:path';
import { firstDocInFolder } from './docs-folder.ts';
import {
  editTemplate,
  mapVersionOptions,
  normalizeRouteBasePath,
  noteTheRest,
  type RelativePath,
  VERSION_OPTIONS,
} from './map-content.ts';
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
  ...VERSION_OPTIONS,
]);
/** Options an instance has of its own in docsgen only where they differ from the default docs plugin's. */
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
    Object.assign(config[id], ownOptions(options, site.defaultDocs, at, notes));
    // Its versions are read from `<id>_versions.json` and its versioned folders beside the config, as Docusaurus does.
    mapVersionOptions(options, config[id], at, notes);
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

/**
 * An instance's edit link and last-update options where they differ from the default docs plugin's, which docsgen's
 * config gives every docs folder: an instance without `editUrl` beside docs that have one gets `editUrl: false`, as
 * Docusaurus shows it no edit link.
 */
function ownOptions(
  options: Record<string, unknown>,
  defaults: Record<string, unknown>,
  at: string,
  notes: Notes,
): Record<string, unknown> {
  const own: Record<string, unknown> = {};
  const differing = (key: string) => JSON.stringify(options[key]) !== JSON.stringify(defaults[key]);
  for (const key of ['showLastUpdateTime', 'showLastUpdateAuthor'].filter(differing)) own[key] = options[key] === true;
  if (!differing('editUrl')) return own;
  const editUrl = options.editUrl;
  if (editUrl === undefined) own.editUrl = false;
  else if (typeof editUrl !== 'string')
    notes.add(
      keyPath(at, 'editUrl'),
      'an editUrl function cannot be mapped: give the instance an "editUrl" with "{path}" where the source path goes',
    );
  else if (!/^https?:\/\//.test(editUrl))
    notes.add(keyPath(at, 'editUrl'), `editUrl "${editUrl}" is not an http(s) URL; left out`);
  else own.editUrl = editTemplate(editUrl);
  return own;
}
