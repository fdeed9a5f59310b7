import path from 'node:path';
import type { ApiDescriptions } from '../api/embed-renderer.ts';
import { loadApiDescriptions } from '../api/load-apis.ts';
import { generateReferences, type GeneratedReferences } from '../api/reference/generate-references.ts';
import { addReferencePages } from './reference-pages.ts';
import { AssetRegistry } from '../assets/asset-registry.ts';
import { readGitHistory } from '../history/git-history.ts';
import { standalonePageAt } from '../page/compile-pages.ts';
import { longPageName } from '../page/long-names.ts';
import { globalComponentFiles } from '../page/mdx-components.ts';
import type { PageContext } from '../page/page-context.ts';
import { docsRouteDocId } from '../site/docs-route.ts';
import { gateSettings } from '../site/gate-settings.ts';
import { docsLookup } from '../site/links/resolve.ts';
import { type DocCategories, docCategories } from '../site/listings/category-index.ts';
import { buildSiteNavigation, type SiteNavigation } from '../site/site-navigation.ts';
import { DOCUSAURUS_EXCLUDE } from '../sources/config/schema.ts';
import {
  baseRoutesOf,
  blogDirOf,
  docsDirOf,
  fromSourceRoot,
  staticDirsOf,
  translatedDocsDirOf,
} from '../sources/config/site-layout.ts';
import { sidebarLabelsOf } from '../sources/i18n/translation-file.ts';
import type { DocSource } from '../sources/doc.ts';
import { loadSources, type Sources } from '../sources/load-sources.ts';
import { projectRoots } from '../sources/project-roots.ts';
import type { DocsVersion, GateSettings } from '../../format/site-format.ts';
import type { Compilation } from './compilation.ts';
import { checkingHighlighter, startHighlighting } from './highlighting.ts';
import { routeCollisions } from './route-collisions.ts';
import { CURRENT_VERSION, type DocsVersionSource, readDocsVersions } from '../sources/versions.ts';
import { describeVersions, loadOtherVersions, mergeNavigation } from './docs-versions.ts';
import { crossFolderCollisions, linkDocsFolders, loadDocsInstances } from './docs-instances.ts';
import { assignLastCommits, docsHistoryFolders, historyRoot } from './docs-history.ts';

/** The site as read from disk: its docs and their navigation, the API descriptions, what every page renders with. */
export interface SiteSources {
  gate: GateSettings | undefined;
  sources: Sources;
  docs: DocSource[];
  /** The docs' base route (`/docs`), and the doc it shows, if any (see docsRouteDocId). */
  docsRoute: string;
  shownAtDocs: string | undefined;
  /** Draft docs a build leaves out, by id; links to them are errors. */
  leftOutDrafts: ReadonlySet<string>;
  /** The docs folder from the source root ("/docs"). */
  docsFolder: string;
  apis: ApiDescriptions;
  navigation: SiteNavigation;
  /** What every page renders with (see PageContext), the categories the cards are drawn from included. */
  pages: PageContext & { categories: DocCategories };
  /**
   * The docs versions of each versioned docs plugin, the config's docs' then each instance's (see readDocsVersions);
   * absent when none has several.
   */
  versions?: DocsVersion[];
  /** Each docs instance's versions by its id, versioned or not: what a version item naming it shows. */
  instanceVersions: ReadonlyMap<string, DocsVersion[]>;
}

/**
 * The first stage: the gate, the docs and their categories, the API descriptions, the navigation and last updates,
 * with highlighting started for every language the pages name. Git's history is read on a process of its own while
 * this thread parses.
 */
export async function readSiteSources(run: Compilation): Promise<SiteSources> {
  const { loaded, options } = run;
  const { config } = loaded;
  const { gate } = run.report(gateSettings(loaded, options.gate));
  // What the build may read: the config's folder and every folder it names, symlinks resolved.
  const roots = projectRoots(loaded);
  run.report(globalComponentFiles(loaded, roots));
  const docsDir = docsDirOf(loaded);
  const docsRoute = baseRoutesOf(config).docs;
  // Docusaurus's default list leaves out exactly the pages discovery's own rule does (a file or folder starting with
  // "_"), without a second walk of the folder.
  const exclude = config.docs.exclude.join('\n') === DOCUSAURUS_EXCLUDE.join('\n') ? undefined : config.docs.exclude;
  const { versions } = run.report(readDocsVersions(loaded, options.cwd));
  const current = versions.find((v) => v.name === CURRENT_VERSION);
  const showsUpdates = [config.docs, ...Object.values(config.docsInstances)].some(
    (docs) => docs.showLastUpdateTime || docs.showLastUpdateAuthor,
  );
  const instanceSources = new Map(
    Object.keys(config.docsInstances).map((id) => [id, run.report(readDocsVersions(loaded, options.cwd, id)).versions]),
  );
  const historyFolders = docsHistoryFolders([...versions, ...[...instanceSources.values()].flat()]);
  const gitFolders = historyRoot(historyFolders.map((folder) => folder.dir));
  const history = showsUpdates
    ? readGitHistory(
        gitFolders.root,
        gitFolders.folders.map((folder) => folder || '.'),
      )
    : undefined;
  const versioned = isVersioned(versions);
  const currentRoute = current?.route ?? docsRoute;
  const translated = translatedDocsDirOf(loaded, CURRENT_VERSION);
  const where = {
    dir: docsDir,
    route: currentRoute,
    format: config.markdown.format,
    ...(exclude ? { exclude } : {}),
    ...(translated ? { translated } : {}),
  };
  const { sources } = current
    ? run.report(loadSources(where, options.cwd, options.drafts, roots, options.pageCache?.parsedDocs))
    : { sources: { docs: [], categories: [], draftIds: [], draftRelPaths: [] } as Sources };
  // An entry may name its description by a file of the site's own (a migrated site's specPath), beside content/openapi.
  const named = config.apiReference.flatMap((entry) =>
    entry.file ? [{ name: entry.openapi, file: path.resolve(loaded.rootDir, entry.file) }] : [],
  );
  const { apis } = run.report(
    await loadApiDescriptions(loaded.contentDir, options.cwd, roots, config.apiKeyUrl, named),
  );
  const references = generateReferences(loaded, apis, where, options.cwd);
  for (const [file, remap] of references.remap) run.remap.set(file, remap);
  run.report(addReferencePages(sources, references, where));
  // A doc whose file names would be too long for the file system is left out: its payload is written as it renders.
  sources.docs = sources.docs.filter((doc) => {
    const names = { route: doc.route, payloadName: doc.id, trailingSlash: config.trailingSlash };
    const lines = { routeLine: doc.keyLines.slug ?? doc.keyLines.id, nameLine: doc.keyLines.id };
    const long = longPageName(doc.file, { ...names, ...lines });
    if (long) run.report({ diagnostics: [long] });
    return !long;
  });
  const currentDocs = [...sources.docs];
  const draftsLeftOut = (ids: string[]) => new Set(options.drafts ? [] : ids);
  const others = loadOtherVersions(run, versions, where, roots, draftsLeftOut);
  const instances = loadDocsInstances(run, instanceSources, where, roots, draftsLeftOut);
  for (const more of [others, instances]) {
    sources.docs.push(...more.docs);
    sources.draftIds.push(...more.sources.draftIds);
    sources.draftRelPaths.push(...more.sources.draftRelPaths);
  }
  run.report({ diagnostics: crossFolderCollisions([...currentDocs, ...instances.docs]) });
  const { docs } = sources;
  const hasHome = config.home !== undefined;
  const routeTaken = (docsRoute === '/' && hasHome) || standalonePageAt(loaded, docsRoute);
  // The docs' route shows the last version's main doc, the doc of that id in the version served there.
  const lastPrefix = versions.find((v) => v.isLast)?.idPrefix ?? '';
  const lastMain = `${lastPrefix}${config.version.mainDocId}`;
  const mainDocId = docs.some((d) => d.id === lastMain) ? lastMain : config.version.mainDocId;
  const shownAtDocs = docsRouteDocId(docs, mainDocId, docsRoute, routeTaken);
  run.report({ diagnostics: routeCollisions(loaded, docs, hasHome) });
  const leftOutDrafts = new Set(options.drafts ? [] : sources.draftIds);
  const assets = options.assets ?? new AssetRegistry();
  assets.startBuild();
  const docsFolder = fromSourceRoot(loaded, docsDir);
  const parsedDocs = options.pageCache?.parsedDocs;
  const preload = parsedDocs && ((doc: DocSource) => parsedDocs.parsedNow(doc));
  const highlight =
    run.sinks.files.to === 'nowhere'
      ? await checkingHighlighter()
      : await startHighlighting(run.highlighter, docs, blogDirOf(loaded), apis, preload);
  options.onRoutes?.([...(shownAtDocs === undefined ? [] : [docsRoute]), ...docs.map((d) => d.route)]);
  const labels = run.report(sidebarLabelsOf(loaded, CURRENT_VERSION, options.cwd)).messages;
  const ownNavigation = current
    ? buildSiteNavigation(loaded, { ...sources, docs: currentDocs }, leftOutDrafts, undefined, labels)
    : { sidebars: {}, sidebarLinks: [], navigation: new Map(), generatedIndexes: [], diagnostics: [] };
  const navigation = run.report(mergeNavigation(ownNavigation, [...others.navigation, ...instances.navigation]));
  const instanceIds = [...instanceSources.keys()];
  const ofInstance = (name: string) => instanceIds.find((id) => name.startsWith(`${id}/`));
  const sidebarsOf = (instance: string | undefined) =>
    Object.fromEntries(Object.entries(navigation.sidebars).filter(([name]) => ofInstance(name) === instance));
  // An instance without versions is described too, for a version item naming it; its docs get no version.
  const describe = (list: DocsVersionSource[], instance?: string) =>
    describeVersions(
      list,
      isVersioned(list) ? docs.filter((doc) => doc.instance === instance) : [],
      sidebarsOf(instance),
      { loaded },
    );
  const instanceVersions = new Map([...instanceSources].map(([id, list]) => [id, describe(list, id)]));
  const versionList = [
    ...(versioned ? describe(versions) : []),
    ...[...instanceSources].flatMap(([id, list]) => (isVersioned(list) ? instanceVersions.get(id)! : [])),
  ];
  const linked = linkDocsFolders(
    {
      docsDir,
      routeByRelPath: new Map([
        ...currentDocs.map((d) => [d.relPath, d.route] as const),
        ...pluginFileRoutes(references, currentDocs),
      ]),
      markdownLookup: docsLookup(docsFolder),
    },
    instances.placements,
  );
  const versionPlacements = new Map([...others.placements, ...instances.versionPlacements]);
  const { commits } = run.report(
    assignLastCommits(loaded, historyFolders, gitFolders.folders, docs, await history, {
      versions: versionPlacements,
      instances: linked.instances,
    }),
  );
  const pages: SiteSources['pages'] = {
    loaded,
    cwd: options.cwd,
    staticDirs: staticDirsOf(loaded),
    projectRoots: roots,
    ...linked.own,
    navigation: navigation.navigation,
    shownAtDocs,
    assets,
    apis,
    highlight,
    categories: docCategories(navigation.sidebars, docs),
    checkDiagram: run.diagrams.add,
    ...(commits ? { lastCommits: commits } : {}),
    ...(versionPlacements.size ? { versionPlacements } : {}),
    ...(linked.instances.size ? { instancePlacements: linked.instances } : {}),
  };
  const versionsOut = versionList.length ? { versions: versionList } : {};
  return {
    gate,
    sources,
    docs,
    docsRoute,
    shownAtDocs,
    leftOutDrafts,
    docsFolder,
    apis,
    navigation,
    pages,
    ...versionsOut,
    instanceVersions,
  };
}

/** A docs plugin is versioned, its docs' routes naming their version, when it builds several or not current. */
function isVersioned(versions: readonly DocsVersionSource[]): boolean {
  return versions.length > 1 || !versions.some((v) => v.name === CURRENT_VERSION);
}

/**
 * The files docusaurus-plugin-openapi-docs wrote for pages docsgen now generates (`petstore/add-pet.api.mdx`), each
 * at its generated page's route, so that a writer's link to one still resolves (see GeneratedPage.alias).
 */
function pluginFileRoutes(references: GeneratedReferences, docs: readonly DocSource[]): [string, string][] {
  const routes = new Map(docs.map((d) => [d.relPath, d.route]));
  return references.pages.flatMap((page) => {
    const route = page.alias && routes.get(page.relPath);
    return page.alias && route ? [[page.alias, route] as [string, string]] : [];
  });
}
