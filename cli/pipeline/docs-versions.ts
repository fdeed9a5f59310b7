import path from 'node:path';
import type { DocsVersion, SidebarItem } from '../../format/site-format.ts';
import { pageHref } from '../../format/routes.ts';
import type { DocsPageOptions, PageContext, VersionPlacement } from '../page/page-context.ts';
import { docsLookup } from '../site/links/resolve.ts';
import { firstDocLink } from '../site/navbar-doc-links.ts';
import { buildSiteNavigation, type SiteNavigation } from '../site/site-navigation.ts';
import type { SidebarItemOptions } from '../sources/config/types.ts';
import { fromSourceRoot, translatedDocsDirOf, urlSettingsOf } from '../sources/config/site-layout.ts';
import { sidebarLabelsOf } from '../sources/i18n/translation-file.ts';
import type { DocSource } from '../sources/doc.ts';
import { type DocsFolder, loadSources, type Sources } from '../sources/load-sources.ts';
import { readVersionedSidebars, unprefixLegacyFrontMatter } from '../sources/versioned-sidebars.ts';
import { CURRENT_VERSION, type DocsVersionSource, versionOfDoc } from '../sources/versions.ts';
import type { Compilation } from './compilation.ts';

/**
 * The docs versions beyond current, as Docusaurus lays them out: each version's docs read from its own folder and
 * served under its route, its doc ids and sidebar names prefixed ("version-1.0/intro") so that every version's pages
 * keep apart in one site, its sidebars from its own file, and its Markdown links resolved inside its folder.
 */
export interface OtherVersions {
  docs: DocSource[];
  sources: Pick<Sources, 'draftIds' | 'draftRelPaths'>;
  navigation: SiteNavigation[];
  /**
   * Each folder's placement by its name (a version's id, or an instance's id for its current docs); its lookup's
   * `others` are filled later.
   */
  placements: Map<string, VersionPlacement>;
}

/**
 * The versions but current of one docs plugin: the config's docs, or an instance, whose edit link and last-update
 * options (`docsOptions`) and sidebars' `collapsed` its older versions keep.
 */
export function loadOtherVersions(
  run: Compilation,
  versions: readonly DocsVersionSource[],
  where: DocsFolder,
  roots: readonly string[],
  leftOutDrafts: (ids: string[]) => ReadonlySet<string>,
  instance?: { docsOptions: DocsPageOptions; collapsed?: boolean },
): OtherVersions {
  const { loaded, options } = run;
  const out: OtherVersions = {
    docs: [],
    sources: { draftIds: [], draftRelPaths: [] },
    navigation: [],
    placements: new Map(),
  };
  for (const version of versions) {
    if (version.name === CURRENT_VERSION) continue;
    const translated = translatedDocsDirOf(loaded, version.name, version.instance);
    const folder = { ...where, dir: version.dir, route: version.route, ...(translated ? { translated } : {}) };
    const { sources } = run.report(
      loadSources(folder, options.cwd, options.drafts, roots, options.pageCache?.parsedDocs),
    );
    const prefix = version.idPrefix;
    const sidebarsOf = {
      name: version.name,
      others: versions.flatMap((v) => (v === version || v.name === CURRENT_VERSION ? [] : [v.name])),
      docIds: new Set([...sources.docs.map((doc) => doc.id), ...sources.draftIds]),
    };
    const file = readVersionedSidebars(version.sidebarsFile!, options.cwd, sidebarsOf);
    run.report(file);
    run.report({ diagnostics: unprefixLegacyFrontMatter(sources.docs, sidebarsOf, file.legacyNames) });
    for (const doc of sources.docs) {
      prefixDoc(doc, prefix);
      if (version.instance !== undefined) doc.instance = version.instance;
    }
    for (const category of sources.categories)
      if (category.link?.type === 'doc') category.link = { ...category.link, id: `${prefix}${category.link.id}` };
    const draftIds = sources.draftIds.map((id) => `${prefix}${id}`);
    const sidebars = Object.fromEntries(
      Object.entries(file.sidebars).map(([name, items]) => [name, items.map((item) => prefixItem(item, prefix))]),
    );
    const display = path.relative(options.cwd, version.sidebarsFile!);
    const labels = withLegacySidebarKeys(
      run.report(sidebarLabelsOf(loaded, version.name, options.cwd, version.instance)).messages,
      file.legacyNames,
    );
    const navigation = buildSiteNavigation(
      loaded,
      sources,
      leftOutDrafts(draftIds),
      {
        sidebars,
        route: version.route,
        file: display,
        ...(file.positions ? { positions: file.positions } : {}),
        ...(instance?.collapsed === undefined ? {} : { collapsed: instance.collapsed }),
      },
      labels,
    );
    out.navigation.push(renameSidebars(navigation, prefix));
    out.docs.push(...sources.docs);
    out.sources.draftIds.push(...draftIds);
    out.sources.draftRelPaths.push(...sources.draftRelPaths);
    out.placements.set(version.id, {
      docsDir: version.dir,
      routeByRelPath: new Map(sources.docs.map((d) => [d.relPath, d.route])),
      markdownLookup: docsLookup(fromSourceRoot(loaded, version.dir)),
      ...(instance ? { docsOptions: instance.docsOptions } : {}),
    });
  }
  return out;
}

/**
 * A translation's sidebar labels as Docusaurus 2 keyed them for a sidebar of legacy name
 * ("sidebar.version-1.0.0/docs.category.Guias"), under the plain name the sidebar is read by; a key of the plain name
 * is kept over its legacy twin.
 */
function withLegacySidebarKeys(
  messages: ReadonlyMap<string, string>,
  legacyNames: ReadonlyMap<string, string>,
): ReadonlyMap<string, string> {
  if (!legacyNames.size) return messages;
  const out = new Map(messages);
  for (const [legacy, plain] of legacyNames)
    for (const [key, message] of messages) {
      const start = `sidebar.${legacy}.`;
      const own = `sidebar.${plain}.${key.slice(start.length)}`;
      if (key.startsWith(start) && !messages.has(own)) out.set(own, message);
    }
  return out;
}

/** A versioned doc's id and the ids its front matter names, in its version's namespace. */
export function prefixDoc(doc: DocSource, prefix: string): void {
  doc.id = `${prefix}${doc.id}`;
  const fm = doc.frontMatter;
  if (typeof fm.pagination_next === 'string') fm.pagination_next = `${prefix}${fm.pagination_next}`;
  if (typeof fm.pagination_prev === 'string') fm.pagination_prev = `${prefix}${fm.pagination_prev}`;
}

export function prefixItem(item: SidebarItemOptions, prefix: string): SidebarItemOptions {
  if (item.type === 'doc' || item.type === 'ref') return { ...item, id: `${prefix}${item.id}` };
  if (item.type !== 'category') return item;
  const link = item.link?.type === 'doc' ? { link: { ...item.link, id: `${prefix}${item.link.id}` } } : {};
  return { ...item, ...link, items: item.items.map((child) => prefixItem(child, prefix)) };
}

/** Sidebar names in the version's namespace, once built: the version's file names them as current's are named. */
export function renameSidebars(navigation: SiteNavigation, prefix: string): SiteNavigation {
  const name = (sidebar: string) => `${prefix}${sidebar}`;
  return {
    ...navigation,
    sidebars: Object.fromEntries(Object.entries(navigation.sidebars).map(([key, items]) => [name(key), items])),
    navigation: new Map(
      [...navigation.navigation].map(([id, nav]) => [id, nav.sidebar ? { ...nav, sidebar: name(nav.sidebar) } : nav]),
    ),
    generatedIndexes: navigation.generatedIndexes.map((index) => ({ ...index, sidebar: name(index.sidebar) })),
    sidebarLinks: [],
  };
}

/** Every version's navigation as one site's. */
export function mergeNavigation(first: SiteNavigation, rest: readonly SiteNavigation[]): SiteNavigation {
  return rest.reduce(
    (all, one) => ({
      sidebars: { ...all.sidebars, ...one.sidebars },
      sidebarLinks: [...all.sidebarLinks, ...one.sidebarLinks],
      navigation: new Map([...all.navigation, ...one.navigation]),
      generatedIndexes: [...all.generatedIndexes, ...one.generatedIndexes],
      diagnostics: [...all.diagnostics, ...one.diagnostics],
    }),
    first,
  );
}

/**
 * What a versioned docs plugin's docs and the manifest carry: each doc's version and its counterparts (the doc of the
 * same id in the plugin's other versions), and each version's entry for the dropdown. `docs` and `sidebars` are the
 * plugin's own (the config's docs, or one instance's).
 */
export function describeVersions(
  versions: readonly DocsVersionSource[],
  docs: readonly DocSource[],
  sidebars: Record<string, SidebarItem[]>,
  ctx: Pick<PageContext, 'loaded'>,
): DocsVersion[] {
  const byLocalId = new Map<string, Record<string, string>>();
  const local = (doc: DocSource, version: DocsVersionSource) => doc.id.slice(version.idPrefix.length);
  const placed = docs.flatMap((doc) => {
    const version = versionOfDoc(doc, versions);
    return version ? [{ doc, version }] : [];
  });
  for (const { doc, version } of placed) {
    doc.version = version.id;
    byLocalId.set(local(doc, version), { ...byLocalId.get(local(doc, version)), [version.id]: doc.route });
  }
  for (const { doc, version } of placed) {
    const { [version.id]: _own, ...others } = byLocalId.get(local(doc, version)) ?? {};
    if (Object.keys(others).length) doc.alternates = others;
  }
  const instance = versions[0]?.instance;
  const urls = urlSettingsOf(ctx.loaded.config);
  return versions.map((version) => {
    const own = docs.filter((doc) => doc.version === version.id);
    const firstSidebar = Object.entries(sidebars).find(
      ([name]) => versionOfDoc({ id: name, ...(instance ? { instance } : {}) }, versions) === version,
    );
    const main =
      (firstSidebar && firstDocLink(firstSidebar[1])?.href) ??
      pageHref(urls, (own.find((d) => d.route === version.route) ?? own[0])?.route ?? version.route);
    return {
      name: version.id,
      label: version.label,
      path: version.route,
      ...(version.isLast ? { isLast: true as const } : {}),
      mainHref: main,
      ...(version.banner ? { banner: version.banner } : {}),
      ...(version.badge ? { badge: true as const } : {}),
      ...(version.instance === undefined ? {} : { docsPluginId: version.instance }),
    };
  });
}
