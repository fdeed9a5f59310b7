import { createRequire } from 'node:module';
import path from 'node:path';
import { STUBBED_PACKAGE } from './load-module.ts';
import { isRecord, keyPath, type Notes } from './notes.ts';

export const NPM2YARN_PACKAGE = '@docusaurus/remark-plugin-npm2yarn';
const CONVERTERS = new Set(['yarn', 'pnpm', 'bun']);
const REMARK_KEYS = ['beforeDefaultRemarkPlugins', 'remarkPlugins'];

/** What docs.config.json's `markdown.npm2yarn` becomes: true for the plugin's defaults, else its options. */
export type Npm2YarnSetting = true | { sync?: boolean; converters?: string[] };

/**
 * The plugin as the site installed it: a config that imports it holds this very function (Node loads a package once),
 * whose name ("plugin") says nothing. Not installed, the config holds a stub that names the package.
 */
function installedPlugin(siteDir: string): unknown {
  try {
    return createRequire(path.join(siteDir, 'package.json'))(NPM2YARN_PACKAGE);
  } catch {
    return undefined;
  }
}

function isNpm2Yarn(plugin: unknown, installed: unknown): boolean {
  if (typeof plugin !== 'function') return false;
  if (installed !== undefined && plugin === installed) return true;
  return (plugin as unknown as Record<symbol, unknown>)[STUBBED_PACKAGE] === NPM2YARN_PACKAGE;
}

/** The plugin's options as docs.config.json can hold them; a custom converter (a function) cannot be, and is named. */
function settingOf(options: unknown, at: string, notes: Notes): Npm2YarnSetting {
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

/**
 * `markdown.npm2yarn` for the plugin the docs, blog or pages options list in their remark plugins, with one note
 * saying so; undefined when none does. docsgen has one setting for every page: the first options found are kept.
 */
export function npm2yarnSetting(
  options: readonly { options: Record<string, unknown> | false; at: string }[],
  siteDir: string,
  notes: Notes,
): Npm2YarnSetting | undefined {
  const installed = installedPlugin(siteDir);
  const found: { setting: Npm2YarnSetting; at: string }[] = [];
  for (const { options: option, at } of options) {
    if (!isRecord(option)) continue;
    for (const key of REMARK_KEYS) {
      const list = option[key];
      if (!Array.isArray(list)) continue;
      list.forEach((entry: unknown, i) => {
        const [plugin, pluginOptions] = Array.isArray(entry) ? entry : [entry];
        if (!isNpm2Yarn(plugin, installed)) return;
        const entryAt = keyPath(keyPath(at, key), i);
        found.push({ setting: settingOf(pluginOptions, keyPath(entryAt, 1), notes), at: entryAt });
      });
    }
  }
  const [first, ...others] = found;
  if (!first) return undefined;
  notes.add(
    'markdown.npm2yarn',
    `the site uses ${NPM2YARN_PACKAGE} (${first.at}): ` +
      `docs.config.json sets "npm2yarn": ${JSON.stringify(first.setting)}, ` +
      'and docsgen turns ```bash npm2yarn code blocks into npm, Yarn, pnpm and Bun tabs on every page',
  );
  const differing = others.filter((other) => JSON.stringify(other.setting) !== JSON.stringify(first.setting));
  for (const other of differing)
    notes.add(
      other.at,
      `${NPM2YARN_PACKAGE} has other options here than at ${first.at}; ` +
        'docsgen has one setting for every page, and keeps those',
    );
  return first.setting;
}
