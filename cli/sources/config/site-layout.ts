import fs from 'node:fs';
import path from 'node:path';
import { baseRoute, type BaseRoutes, type UrlSettings } from '../../../format/routes.ts';
import type { LoadedConfig } from './load-config.ts';
import type { DocsConfig } from './types.ts';

/**
 * Where a project's sources are and where its pages are served, from its config: the docs, blog and static folders
 * (relative to the config file, as Docusaurus's `path` and `staticDirectories` are to its site folder, so that a
 * `docs.config.json` beside `docusaurus.config.js` names `docs`, `blog` and `static` in place), and the routes the
 * docs and the blog are served at.
 */

type Folders = Pick<LoadedConfig, 'config' | 'rootDir' | 'contentDir'>;

/** The docs' and the blog's base routes ("/docs", "/blog"; "/" for `routeBasePath: "/"`). */
export function baseRoutesOf(config: Pick<DocsConfig, 'docs' | 'blog'>): BaseRoutes {
  return { docs: baseRoute(config.docs.routeBasePath), blog: baseRoute(config.blog.routeBasePath) };
}

/** How the site writes hrefs: baseUrl, and `trailingSlash` when the config sets it. */
export function urlSettingsOf(config: Pick<DocsConfig, 'baseUrl' | 'trailingSlash'>): UrlSettings {
  return config.trailingSlash === undefined
    ? { baseUrl: config.baseUrl }
    : { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash };
}

/** The absolute docs folder: `docs.path` from the config's folder, else `<contentDir>/docs`. */
export function docsDirOf(loaded: Folders): string {
  const named = loaded.config.docs.path;
  return named === undefined ? path.join(loaded.contentDir, 'docs') : path.resolve(loaded.rootDir, named);
}

/** The absolute blog folder: `blog.path` from the config's folder, else `<contentDir>/blog`. */
export function blogDirOf(loaded: Folders): string {
  const named = loaded.config.blog.path;
  return named === undefined ? path.join(loaded.contentDir, 'blog') : path.resolve(loaded.rootDir, named);
}

/** The absolute standalone pages folder: `pages.path` from the config's folder, else `<contentDir>/pages`. */
export function pagesDirOf(loaded: Folders): string {
  const named = loaded.config.pages.path;
  return named === undefined ? path.join(loaded.contentDir, 'pages') : path.resolve(loaded.rootDir, named);
}

/** The absolute static folders, in the config's order (the first one holding a path serves it). */
export function staticDirsOf(loaded: Folders): string[] {
  const named = loaded.config.staticDirectories;
  return named === undefined
    ? [path.join(loaded.contentDir, 'static')]
    : named.map((dir) => path.resolve(loaded.rootDir, dir));
}

/**
 * The folder Markdown links are looked up from after the docs folder, as Docusaurus looks them up from its site
 * folder (packages/docusaurus-utils/src/markdownLinks.ts, resolveMarkdownLinkPathname): the config's folder when the
 * config names the docs or blog folder (a Docusaurus repository), else the content folder.
 */
export function sourceRootOf(loaded: Folders): string {
  return loaded.config.docs.path !== undefined || loaded.config.blog.path !== undefined
    ? loaded.rootDir
    : loaded.contentDir;
}

/** A folder as a path from the source root ("/docs", "/blog"), as Markdown lookups name folders. */
export function fromSourceRoot(loaded: Folders, dir: string): string {
  return `/${path.relative(sourceRootOf(loaded), dir).split(path.sep).join('/')}`.replace(/\/$/, '') || '/';
}

/**
 * The folder of the locale built under i18n/ beside the config, as Docusaurus lays out translations: `i18n/<name>/`
 * for a translation, `i18n/<locale.path>/` for the default locale (which may hold its `code.json`).
 */
export function i18nDirOf(loaded: Folders & Pick<LoadedConfig, 'i18n'>): string {
  return path.join(loaded.rootDir, 'i18n', loaded.i18n?.translation?.name ?? loaded.config.locale.path);
}

/** The plugins whose content Docusaurus reads translated from `i18n/<locale>/<plugin>[-<instance id>]/`. */
export type TranslatedPlugin =
  | 'docusaurus-plugin-content-docs'
  | 'docusaurus-plugin-content-blog'
  | 'docusaurus-plugin-content-pages';

/**
 * A translation's folder of a content plugin, as Docusaurus's getPluginI18nPath names it
 * (`i18n/en/docusaurus-plugin-content-blog`, `i18n/en/docusaurus-plugin-content-docs-community` for the instance
 * "community"); undefined when the build is the default locale's.
 */
export function translatedPluginDirOf(
  loaded: Folders & Pick<LoadedConfig, 'i18n'>,
  plugin: TranslatedPlugin,
  instanceId?: string,
): string | undefined {
  if (!loaded.i18n?.translation) return undefined;
  return path.join(i18nDirOf(loaded), instanceId === undefined ? plugin : `${plugin}-${instanceId}`);
}

/**
 * Where a translation's docs of a version are (`i18n/en/docusaurus-plugin-content-docs/current`,
 * `…/version-1.0`, `i18n/en/docusaurus-plugin-content-docs-community/current` for an instance); undefined when the
 * build is the default locale's.
 */
export function translatedDocsDirOf(
  loaded: Folders & Pick<LoadedConfig, 'i18n'>,
  version: string,
  instanceId?: string,
): string | undefined {
  const plugin = translatedPluginDirOf(loaded, 'docusaurus-plugin-content-docs', instanceId);
  return plugin && path.join(plugin, version === 'current' ? 'current' : `version-${version}`);
}

/**
 * The file a page of a content folder is read from in this build, as Docusaurus looks a file up in the translation's
 * folder first (getFolderContainingFile): the translated file when there is one, else the default locale's, marked
 * untranslated in a translation's build.
 */
export function localizedFile(
  dir: string,
  translatedDir: string | undefined,
  rel: string,
): { file: string; translated: boolean; untranslated: boolean } {
  const translation = translatedDir && path.join(translatedDir, rel);
  if (translation && fs.existsSync(translation)) return { file: translation, translated: true, untranslated: false };
  return { file: path.join(dir, rel), translated: false, untranslated: translatedDir !== undefined };
}
