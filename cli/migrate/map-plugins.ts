import { isRecord, keyPath, type Notes } from './notes.ts';
import { entryOf, isApiPackage, isPackage } from './plugin-entries.ts';

/** The options of the docs and blog content plugins, and client-redirects', wherever the config gives them. */
export interface ContentPlugins {
  /** `false`: the site turned the docs off. */
  docs: Record<string, unknown> | false;
  blog: Record<string, unknown> | false;
  /** The pages plugin's (`src/pages`). */
  pages: Record<string, unknown> | false;
  /** Where the options were found, for notes about them. */
  docsAt: string;
  blogAt: string;
  pagesAt: string;
  redirects?: Record<string, unknown>;
  redirectsAt: string;
  /** The docs plugin instances with an `id`, each with its options and where they were found. */
  docsInstances: { id: string; options: Record<string, unknown>; at: string }[];
  /** The classic theme's `customCss`, as written: a path or a list of paths. */
  customCss?: unknown;
  customCssAt?: string;
}

/** A value worth a note: set to something other than "off" or "empty". */
export function meaningful(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (isRecord(value)) return Object.keys(value).length > 0;
  return true;
}

const PRESET_SILENT = new Set(['docs', 'blog', 'pages', 'sitemap', 'debug', 'svgr']);

function classicPresetOptions(options: Record<string, unknown>, at: string, notes: Notes, found: ContentPlugins): void {
  if (options.docs !== undefined)
    found.docs = options.docs === false ? false : isRecord(options.docs) ? options.docs : {};
  if (options.blog !== undefined)
    found.blog = options.blog === false ? false : isRecord(options.blog) ? options.blog : {};
  if (options.pages !== undefined)
    found.pages = options.pages === false ? false : isRecord(options.pages) ? options.pages : {};
  found.docsAt = keyPath(at, 'docs');
  found.blogAt = keyPath(at, 'blog');
  found.pagesAt = keyPath(at, 'pages');
  const theme = isRecord(options.theme) ? options.theme : {};
  if (meaningful(theme.customCss)) {
    found.customCss = theme.customCss;
    found.customCssAt = keyPath(at, 'theme.customCss');
  }
  for (const key of Object.keys(options).sort()) {
    if (PRESET_SILENT.has(key) || key === 'theme' || !meaningful(options[key])) continue;
    notes.add(
      keyPath(at, key),
      `"${key}" is not run by docsgen; add its script to the site by other means if you need it`,
    );
  }
}

/** Finds the docs, blog and redirects options in `presets` and `plugins`; every other preset, plugin and theme gets a note. */
export function contentPlugins(config: Record<string, unknown>, notes: Notes): ContentPlugins {
  const found: ContentPlugins = {
    docs: {},
    blog: {},
    pages: {},
    docsAt: 'docs',
    blogAt: 'blog',
    pagesAt: 'pages',
    redirectsAt: 'plugins',
    docsInstances: [],
  };
  let docsSeen = false;
  let blogSeen = false;
  const presets = Array.isArray(config.presets) ? config.presets : [];
  presets.forEach((preset, i) => {
    const at = keyPath('presets', i);
    const entry = entryOf(preset);
    if (!entry) return;
    if (entry.name && isPackage(entry.name, 'preset-classic')) {
      classicPresetOptions(entry.options, keyPath(at, 1), notes, found);
      docsSeen = true;
      blogSeen = true;
    } else if (!entry.name || !isApiPackage(entry.name)) {
      notes.add(
        at,
        `the preset ${entry.name ?? '(a function)'} is not run by docsgen; only the classic preset's docs and blog options are read`,
      );
    }
  });
  const plugins = Array.isArray(config.plugins) ? config.plugins : [];
  plugins.forEach((plugin, i) => {
    const at = keyPath('plugins', i);
    const entry = entryOf(plugin);
    if (!entry) return;
    const name = entry.name ?? '';
    if (isPackage(name, 'plugin-client-redirects')) {
      found.redirects = entry.options;
      found.redirectsAt = keyPath(at, 1);
    } else if (isPackage(name, 'plugin-content-docs')) {
      const id = entry.options.id;
      if (typeof id === 'string' && id !== 'default')
        found.docsInstances.push({ id, options: entry.options, at: keyPath(at, 1) });
      else if (docsSeen && found.docs !== false)
        notes.add(
          at,
          'a second docs plugin instance without an id is not built: give it an "id", as Docusaurus requires',
        );
      else {
        found.docs = entry.options;
        found.docsAt = keyPath(at, 1);
      }
      docsSeen = true;
    } else if (isPackage(name, 'plugin-content-blog')) {
      if (blogSeen && found.blog !== false)
        notes.add(at, 'a second blog plugin instance is not built: docsgen builds one blog');
      else {
        found.blog = entry.options;
        found.blogAt = keyPath(at, 1);
      }
      blogSeen = true;
    } else if (isPackage(name, 'plugin-content-pages')) {
      found.pages = entry.options;
      found.pagesAt = keyPath(at, 1);
    } else if (!isPackage(name, 'plugin-sitemap') && !isApiPackage(name)) {
      notes.add(at, `the plugin ${name || '(a function)'} is not run by docsgen; what it adds to the site is left out`);
    }
  });
  const themes = Array.isArray(config.themes) ? config.themes : [];
  themes.forEach((theme, i) => {
    const entry = entryOf(theme);
    if (!entry || (entry.name && (isPackage(entry.name, 'theme-classic') || isApiPackage(entry.name)))) return;
    notes.add(
      keyPath('themes', i),
      `the theme ${entry.name ?? '(a function)'} is not loaded: docsgen's viewer has its own theme and search`,
    );
  });
  return found;
}

/** `@docusaurus/plugin-client-redirects` options as docs.config.json's `redirects`. */
export function mapRedirects(options: Record<string, unknown>, at: string, notes: Notes): Record<string, unknown>[] {
  const redirects: Record<string, unknown>[] = [];
  const list = Array.isArray(options.redirects) ? options.redirects : [];
  list.forEach((redirect, i) => {
    if (
      isRecord(redirect) &&
      typeof redirect.to === 'string' &&
      (typeof redirect.from === 'string' || Array.isArray(redirect.from))
    ) {
      redirects.push({ from: redirect.from, to: redirect.to });
    } else {
      notes.add(keyPath(keyPath(at, 'redirects'), i), 'expected { from, to }; left out');
    }
  });
  if (options.createRedirects !== undefined) {
    notes.add(
      keyPath(at, 'createRedirects'),
      'a function cannot be mapped: list the redirects it makes in "redirects" of docs.config.json, one { from, to } each',
    );
  }
  for (const key of ['fromExtensions', 'toExtensions']) {
    if (meaningful(options[key]))
      notes.add(
        keyPath(at, key),
        `"${key}" cannot be mapped: list the URLs it redirects in "redirects", one { from, to } each`,
      );
  }
  return redirects;
}
