import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { STUBBED_PACKAGE } from './load-module.ts';
import { isRecord, keyPath, type Notes } from './notes.ts';

export const NPM2YARN_PACKAGE = '@docusaurus/remark-plugin-npm2yarn';
export const TAB_BLOCKS_PACKAGE = 'docusaurus-remark-plugin-tab-blocks';
const CONVERTERS = new Set(['yarn', 'pnpm', 'bun']);
const REMARK_KEYS = ['beforeDefaultRemarkPlugins', 'remarkPlugins'];

/** The docs, docs instances', blog and pages options, each with where it was found. */
export type ContentOptions = readonly { options: Record<string, unknown> | false; at: string }[];

/** What docs.config.json's `markdown.npm2yarn` becomes: true for the plugin's defaults, else its options. */
export type Npm2YarnSetting = true | { sync?: boolean; converters?: string[] };
/** What `markdown.tabBlocks` becomes. */
export type TabBlocksSetting = true | { sync?: boolean; groupId?: string; labels?: [string, string][] };

/**
 * The functions a config that imports an installed package holds (Node loads a package once): its export, its
 * default or its `plugin`, whose names ("plugin") say nothing. Not installed, the config holds a stub naming it.
 */
async function installedFunctions(siteDir: string, name: string): Promise<Set<unknown>> {
  try {
    const file = createRequire(path.join(siteDir, 'package.json')).resolve(name);
    const loaded = (await import(pathToFileURL(file).href)) as Record<string, Record<string, unknown> | undefined>;
    const candidates = [loaded, loaded.default, loaded.plugin, loaded.default?.default, loaded.default?.plugin];
    return new Set(candidates.filter((value) => typeof value === 'function'));
  } catch {
    return new Set();
  }
}

/** Each entry of the remark plugin lists that is the package, with its options and where it is. */
async function entriesOf(
  options: ContentOptions,
  siteDir: string,
  name: string,
): Promise<{ options: unknown; at: string }[]> {
  const installed = await installedFunctions(siteDir, name);
  const found: { options: unknown; at: string }[] = [];
  for (const { options: option, at } of options) {
    if (!isRecord(option)) continue;
    for (const key of REMARK_KEYS) {
      const list = option[key];
      if (!Array.isArray(list)) continue;
      list.forEach((entry: unknown, i) => {
        const [plugin, pluginOptions] = Array.isArray(entry) ? entry : [entry];
        if (typeof plugin !== 'function') return;
        const stubbed = (plugin as unknown as Record<symbol, unknown>)[STUBBED_PACKAGE];
        if (stubbed === name || installed.has(plugin))
          found.push({ options: pluginOptions, at: keyPath(keyPath(at, key), i) });
      });
    }
  }
  return found;
}

/** npm2yarn's options as docs.config.json can hold them; a custom converter (a function) cannot be, and is named. */
function npm2yarnOf(options: unknown, at: string, notes: Notes): Npm2YarnSetting {
  if (!isRecord(options)) return true;
  const setting: { sync?: boolean; converters?: string[] } = {};
  if (typeof options.sync === 'boolean') setting.sync = options.sync;
  if (Array.isArray(options.converters)) {
    setting.converters = [];
    options.converters.forEach((converter: unknown, i) => {
      if (typeof converter === 'string' && CONVERTERS.has(converter)) {
        // Docusaurus fails on a converter listed twice, so a site that builds has none: this keeps the config valid.
        if (!setting.converters!.includes(converter)) setting.converters!.push(converter);
      } else {
        const name = Array.isArray(converter) ? String(converter[0]) : String(converter);
        notes.add(
          keyPath(keyPath(at, 'converters'), i),
          `the converter "${name}" cannot be mapped: docsgen converts npm commands for "yarn", "pnpm" and "bun" ` +
            'only, and docs.config.json cannot hold a function; its tab is left out',
        );
      }
    });
  }
  return Object.keys(setting).length ? setting : true;
}

/** tab-blocks' options: `sync`, `groupId` and the `labels` that are [language, label] pairs of strings. */
function tabBlocksOf(options: unknown, at: string, notes: Notes): TabBlocksSetting {
  if (!isRecord(options)) return true;
  const setting: { sync?: boolean; groupId?: string; labels?: [string, string][] } = {};
  if (typeof options.sync === 'boolean') setting.sync = options.sync;
  if (typeof options.groupId === 'string' && options.groupId) setting.groupId = options.groupId;
  if (Array.isArray(options.labels)) {
    const pairs = options.labels.filter(
      (pair: unknown): pair is [string, string] =>
        Array.isArray(pair) && pair.length === 2 && pair.every((part) => typeof part === 'string'),
    );
    if (pairs.length < options.labels.length)
      notes.add(keyPath(at, 'labels'), 'only [language, label] pairs of strings are kept; the others are left out');
    setting.labels = pairs;
  }
  return Object.keys(setting).length ? setting : true;
}

/** A plugin's setting in one content plugin's options: its first entry there, and where that is. */
export type FoundSetting<S> = { setting: S; at: string } | undefined;

/** npm2yarn's setting in one content plugin's options (see sectionMarkdown). */
export async function npm2yarnSetting(
  section: ContentOptions[number],
  siteDir: string,
  notes: Notes,
): Promise<FoundSetting<Npm2YarnSetting>> {
  const [first] = await entriesOf([section], siteDir, NPM2YARN_PACKAGE);
  return first && { setting: npm2yarnOf(first.options, keyPath(first.at, 1), notes), at: first.at };
}

/** tab-blocks' setting in one content plugin's options. */
export async function tabBlocksSetting(
  section: ContentOptions[number],
  siteDir: string,
  notes: Notes,
): Promise<FoundSetting<TabBlocksSetting>> {
  const [first] = await entriesOf([section], siteDir, TAB_BLOCKS_PACKAGE);
  return first && { setting: tabBlocksOf(first.options, keyPath(first.at, 1), notes), at: first.at };
}
