import { localeLabel } from '../sources/i18n/locale-sites.ts';
import { uiLanguageOf } from '../../format/ui-strings/language.ts';
import fs from 'node:fs';
import path from 'node:path';
import { isRecord, keyPath, stringOr, type Notes } from './notes.ts';
import { meaningful } from './map-plugins.ts';
import type { RelativePath } from './map-content.ts';
import { realPathOf } from '../sources/config/project-root.ts';
import { isInside } from '../core/path-inside.ts';

/** Keys read elsewhere (presets, plugins, themes, themeConfig, i18n) or about deployment, with nothing to carry over. */
const READ_ELSEWHERE = new Set(['presets', 'plugins', 'themes', 'themeConfig', 'i18n', 'favicon']);
const DEPLOYMENT = new Set([
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
  'onDuplicateRoutes',
  'customFields',
  'baseUrlIssueBanner',
  'future',
]);
/**
 * Docusaurus's answers to a broken link ("throw", "warn", "log", "ignore") and their defaults in 3.8.1: a site that
 * builds there with broken anchors (its default only warns) builds with docsgen too. A Markdown link to no file stays
 * a link to no page, which onBrokenLinks decides, so onBrokenMarkdownLinks has nothing of its own to map.
 */
const BROKEN_LINK_POLICIES = { onBrokenLinks: 'throw', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn' };
const SITE_READ = new Set([
  'title',
  'tagline',
  'titleDelimiter',
  'url',
  'baseUrl',
  'trailingSlash',
  'staticDirectories',
  'markdown',
]);

/** Docusaurus adds the slashes a baseUrl lacks. */
function normalizeBaseUrl(value: string): string {
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** The site's own keys: title, tagline, url (its origin; a path becomes the baseUrl), baseUrl, trailingSlash, locale, static folders. */
export function mapSiteOptions(
  site: Record<string, unknown>,
  siteDir: string,
  relative: RelativePath,
  notes: Notes,
): Record<string, unknown> {
  const out: Record<string, unknown> = { title: stringOr(site.title) ?? '' };
  if (typeof site.tagline === 'string' && site.tagline) out.tagline = site.tagline;
  if (typeof site.titleDelimiter === 'string' && site.titleDelimiter !== '|') out.titleDelimiter = site.titleDelimiter;
  let baseUrl = normalizeBaseUrl(stringOr(site.baseUrl) ?? '/');
  const url = stringOr(site.url) ?? '';
  try {
    const parsed = new URL(url);
    out.url = parsed.origin;
    const urlPath = parsed.pathname.replace(/\/+$/, '');
    if (urlPath) {
      // Docusaurus warns about a path in url and serves the site under baseUrl; a site that left baseUrl at "/" meant the path.
      if (baseUrl === '/') baseUrl = `${urlPath}/`;
      notes.add(
        'url',
        `the path ${urlPath} belongs in baseUrl; url keeps the origin ${parsed.origin}, baseUrl is ${baseUrl}`,
      );
    }
  } catch {
    out.url = url;
    notes.add(
      'url',
      `"${url}" is not an absolute URL; give docs.config.json the site's origin, such as "https://docs.example.com"`,
    );
  }
  out.baseUrl = baseUrl;
  if (typeof site.trailingSlash === 'boolean') out.trailingSlash = site.trailingSlash;
  out.markdown = { format: markdownFormat(site.markdown, docusaurusMajor(siteDir), notes) };
  mapLocales(site, out, notes);
  const staticDirectories = Array.isArray(site.staticDirectories)
    ? site.staticDirectories.filter((d): d is string => typeof d === 'string')
    : ['static'];
  // A folder that does not exist is left out, as Docusaurus skips it.
  out.staticDirectories = staticDirectories
    .filter((dir) => fs.statSync(path.resolve(siteDir, dir), { throwIfNoEntry: false })?.isDirectory())
    .map(relative);
  Object.assign(out, brokenLinkPolicies(site, notes));
  for (const key of Object.keys(site).sort()) {
    if (SITE_READ.has(key) || READ_ELSEWHERE.has(key) || DEPLOYMENT.has(key) || key in BROKEN_LINK_POLICIES) continue;
    if (!meaningful(site[key])) continue;
    notes.add(key, `"${key}" has no docsgen equivalent; left out`);
  }
  return out;
}

/**
 * `onBrokenLinks` and `onBrokenAnchors` where the site tolerates broken ones ("warn", "log", "ignore", or the default):
 * "warn", with a note; docsgen reports every one, so "log" and "ignore" become warnings too.
 */
function brokenLinkPolicies(site: Record<string, unknown>, notes: Notes): Record<string, 'warn'> {
  const out: Record<string, 'warn'> = {};
  for (const key of ['onBrokenLinks', 'onBrokenAnchors'] as const) {
    const given = typeof site[key] === 'string' ? (site[key] as string) : undefined;
    const policy = given ?? BROKEN_LINK_POLICIES[key];
    if (policy === 'throw') continue;
    out[key] = 'warn';
    const why = given ? `"${given}"` : `"${policy}", Docusaurus's default`;
    notes.add(
      key,
      `${why} became "warn": each broken one is reported and the build goes on; remove the key to fail on them`,
    );
  }
  const markdownLinks = site.onBrokenMarkdownLinks;
  if (typeof markdownLinks === 'string' && markdownLinks !== 'warn')
    notes.add(
      'onBrokenMarkdownLinks',
      `"${markdownLinks}" has no docsgen equivalent: a Markdown link to no file is a broken link`,
    );
  return out;
}

/**
 * Docusaurus's `markdown.format`: "mdx" (its default) reads .md pages as MDX too. Options that run site code on
 * the Markdown (a preprocessor, a front matter parser) have no docsgen equivalent. A Docusaurus 2 site, written for
 * MDX 1, which forgave what MDX 3 does not (`<br>`, `{` in text), gets "detect", as Docusaurus's upgrade guide advises:
 * its .md pages are then read as CommonMark.
 */
function markdownFormat(markdown: unknown, major: number | undefined, notes: Notes): 'mdx' | 'md' | 'detect' {
  const options = isRecord(markdown) ? markdown : {};
  for (const key of ['preprocessor', 'parseFrontMatter', 'remarkRehypeOptions']) {
    if (options[key] !== undefined)
      notes.add(`markdown.${key}`, `"markdown.${key}" runs site code on the pages, which docsgen does not; left out`);
  }
  const format = options.format;
  if (format === 'md' || format === 'detect' || format === 'mdx') return format;
  if (major !== 2) return 'mdx';
  notes.add(
    'markdown.format',
    'a Docusaurus 2 site (package.json): .md pages are read as CommonMark and .mdx as MDX ("format": "detect"), as Docusaurus 3\'s upgrade guide advises for MDX 1 pages',
  );
  return 'detect';
}

/** The major version of `@docusaurus/core` the site's package.json asks for ("^2.4.3" is 2), if it names one. */
function docusaurusMajor(siteDir: string): number | undefined {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const range = pkg.dependencies?.['@docusaurus/core'] ?? pkg.devDependencies?.['@docusaurus/core'];
    const major = range && /^\D*(\d+)/.exec(range)?.[1];
    return major ? Number(major) : undefined;
  } catch {
    return undefined;
  }
}

const THEME_READ = new Set(['navbar', 'footer', 'announcementBar', 'colorMode', 'tableOfContents', 'docs', 'prism']);

/** `themeConfig`'s colour mode and table of contents; its sidebar options and anything else get a note. */
export function mapThemeOptions(themeConfig: Record<string, unknown>, notes: Notes): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (isRecord(themeConfig.colorMode)) {
    const mode = themeConfig.colorMode;
    const colorMode: Record<string, unknown> = {};
    if (mode.defaultMode === 'dark' || mode.defaultMode === 'light') colorMode.defaultMode = mode.defaultMode;
    if (typeof mode.disableSwitch === 'boolean') colorMode.disableSwitch = mode.disableSwitch;
    if (typeof mode.respectPrefersColorScheme === 'boolean')
      colorMode.respectPrefersColorScheme = mode.respectPrefersColorScheme;
    if (Object.keys(colorMode).length) out.colorMode = colorMode;
  }
  if (isRecord(themeConfig.tableOfContents)) {
    const { minHeadingLevel, maxHeadingLevel } = themeConfig.tableOfContents;
    const toc: Record<string, unknown> = {};
    if (typeof minHeadingLevel === 'number') toc.minHeadingLevel = minHeadingLevel;
    if (typeof maxHeadingLevel === 'number') toc.maxHeadingLevel = maxHeadingLevel;
    if (Object.keys(toc).length) out.toc = toc;
  }
  const sidebar = isRecord(themeConfig.docs) && isRecord(themeConfig.docs.sidebar) ? themeConfig.docs.sidebar : {};
  if (sidebar.hideable === true)
    notes.add('themeConfig.docs.sidebar.hideable', "docsgen's sidebar cannot be hidden on wide screens; left out");
  if (sidebar.autoCollapseCategories === true)
    notes.add(
      'themeConfig.docs.sidebar.autoCollapseCategories',
      'opening a category does not close the others in docsgen; left out',
    );
  if (isRecord(themeConfig.prism) && meaningful(themeConfig.prism.additionalLanguages)) {
    notes.add(
      'themeConfig.prism',
      'code is highlighted by shiki, which knows every common language; the Prism themes and additionalLanguages are not used',
    );
  }
  for (const key of Object.keys(themeConfig).sort()) {
    if (THEME_READ.has(key) || !meaningful(themeConfig[key])) continue;
    const why =
      key === 'algolia'
        ? 'docsgen has its own full-text search'
        : key === 'image'
          ? 'give pages an "image" in their front matter'
          : 'no docsgen equivalent';
    notes.add(keyPath('themeConfig', key), `left out: ${why}`);
  }
  return out;
}

/**
 * The `projectRoot` a config written in `outDir` needs for its static folders (relative paths from `outDir`): none when
 * they all lie inside `outDir`, else the folder that holds them and `outDir` (".." for a config written to a folder of
 * the site, or for Docusaurus's `"../static"`), since a build refuses a static folder outside the project. A folder
 * that shares no folder but the file system's root with `outDir` gets a note instead.
 */
export function projectRootFor(outDir: string, staticDirectories: unknown, notes: Notes): string | undefined {
  const realOut = realPathOf(outDir);
  let root = realOut;
  for (const dir of Array.isArray(staticDirectories) ? staticDirectories : []) {
    const real = realPathOf(path.resolve(outDir, String(dir)));
    while (!isInside(real, root)) root = path.dirname(root);
  }
  if (root === realOut) return undefined;
  if (root === path.parse(root).root) {
    notes.add(
      'staticDirectories',
      'the static folders share no folder with docs.config.json but the root of the file system, and a build reads static folders only inside the project; write the config nearer to them (--out)',
    );
    return undefined;
  }
  return path.relative(realOut, root).split(path.sep).join('/');
}

/**
 * Docusaurus's `i18n`: the default locale's settings become `locale`, the other locales `locales` with the
 * `localeConfigs` keys written (docsgen's defaults are Docusaurus's: the name as path and HTML language).
 */
function mapLocales(site: Record<string, unknown>, out: Record<string, unknown>, notes: Notes): void {
  const i18n = isRecord(site.i18n) ? site.i18n : {};
  const defaultLocale = stringOr(i18n.defaultLocale);
  const configs = isRecord(i18n.localeConfigs) ? i18n.localeConfigs : {};
  const settingsOf = (name: string) => {
    const given = isRecord(configs[name]) ? configs[name] : {};
    return {
      ...(typeof given.label === 'string' ? { label: given.label } : {}),
      ...(given.direction === 'rtl' || given.direction === 'ltr' ? { direction: given.direction } : {}),
      ...(typeof given.htmlLang === 'string' ? { htmlLang: given.htmlLang } : {}),
      ...(typeof given.calendar === 'string' ? { calendar: given.calendar } : {}),
      ...(typeof given.path === 'string' ? { path: given.path } : {}),
    };
  };
  if (defaultLocale && defaultLocale !== 'pt-BR') {
    const own = settingsOf(defaultLocale);
    const htmlLang = own.htmlLang ?? defaultLocale;
    out.locale = {
      label: own.label ?? localeLabel(defaultLocale),
      ...(own.direction === 'rtl' ? { direction: 'rtl' } : {}),
      htmlLang,
      path: own.path ?? defaultLocale,
    };
    // The viewer speaks Portuguese and English; a site in any other language gets its labels in Portuguese.
    if (uiLanguageOf(htmlLang) !== 'en')
      notes.add(
        'i18n.defaultLocale',
        `pages are in ${defaultLocale}, but the viewer's own labels are in Portuguese (pt-BR): ` +
          'it speaks Portuguese and English only',
      );
  }
  const others = Array.isArray(i18n.locales)
    ? i18n.locales.filter((l): l is string => typeof l === 'string' && l !== defaultLocale)
    : [];
  if (!others.length) return;
  out.locales = Object.fromEntries(others.map((name) => [name, settingsOf(name)]));
  if (typeof i18n.path === 'string' && i18n.path !== 'i18n')
    notes.add('i18n.path', `translations are read from i18n/ beside docs.config.json; move ${i18n.path}/ there`);
}
