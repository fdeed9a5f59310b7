import path from 'node:path';
import { baseRoute } from '../../format/routes.ts';
import { error, type Diagnostic } from '../core/diagnostics.ts';
import type { VersionPlacement } from '../page/page-context.ts';
import { docsLookup, type DocsFolderRoutes } from '../site/links/resolve.ts';
import { buildSiteNavigation } from '../site/site-navigation.ts';
import { DOCUSAURUS_EXCLUDE } from '../sources/config/schema.ts';
import { fromSourceRoot, translatedDocsDirOf } from '../sources/config/site-layout.ts';
import type { DocSource } from '../sources/doc.ts';
import { sidebarLabelsOf } from '../sources/i18n/translation-file.ts';
import { type DocsFolder, loadSources } from '../sources/load-sources.ts';
import { CURRENT_VERSION, type DocsVersionSource } from '../sources/versions.ts';
import type { Compilation } from './compilation.ts';
import { loadOtherVersions, type OtherVersions, prefixDoc, prefixItem, renameSidebars } from './docs-versions.ts';

/**
 * The config's `docsInstances`, as Docusaurus's docs plugin instances with an `id`: each read from its own folder and
 * served under its own route, its doc ids and sidebar names prefixed with its id ("community/support") so that they
 * keep apart from the other docs in one site, its sidebars from its key of the config, and its Markdown links
 * resolved inside its folder first, then in the other docs folders. Loaded in the shape of the other versions; an
 * instance's own versions (`<id>_versions.json`) as the config's docs' are, their ids and sidebars after its id's.
 */
export interface DocsInstances extends OtherVersions {
  /** The placements of its versions but current, by version id ("community/1.0.0"); `placements` has current's. */
  versionPlacements: Map<string, VersionPlacement>;
}

export function loadDocsInstances(
  run: Compilation,
  instanceVersions: ReadonlyMap<string, DocsVersionSource[]>,
  where: Pick<DocsFolder, 'format'>,
  roots: readonly string[],
  leftOutDrafts: (ids: string[]) => ReadonlySet<string>,
): DocsInstances {
  const { loaded, options } = run;
  const out: DocsInstances = {
    docs: [],
    sources: { draftIds: [], draftRelPaths: [] },
    navigation: [],
    placements: new Map(),
    versionPlacements: new Map(),
  };
  const add = (more: OtherVersions, placements: Map<string, VersionPlacement>) => {
    out.navigation.push(...more.navigation);
    out.docs.push(...more.docs);
    out.sources.draftIds.push(...more.sources.draftIds);
    out.sources.draftRelPaths.push(...more.sources.draftRelPaths);
    for (const [key, placement] of more.placements) placements.set(key, placement);
  };
  for (const [id, instance] of Object.entries(loaded.config.docsInstances)) {
    const versions = instanceVersions.get(id) ?? [];
    const exclude =
      instance.exclude && instance.exclude.join('\n') !== DOCUSAURUS_EXCLUDE.join('\n') ? instance.exclude : undefined;
    const docsOptions = {
      editUrl: instance.editUrl === false ? undefined : (instance.editUrl ?? loaded.config.editUrl),
      showLastUpdateTime: instance.showLastUpdateTime ?? loaded.config.docs.showLastUpdateTime,
      showLastUpdateAuthor: instance.showLastUpdateAuthor ?? loaded.config.docs.showLastUpdateAuthor,
      markdown: instance.markdown,
    };
    const current = versions.find((v) => v.name === CURRENT_VERSION);
    const dir = path.resolve(loaded.rootDir, instance.path);
    const route = current?.route ?? baseRoute(instance.routeBasePath);
    const folder = { ...where, dir, route, ...(exclude ? { exclude } : {}) };
    const collapsed = instance.sidebarCollapsed;
    const older = loadOtherVersions(run, versions, folder, roots, leftOutDrafts, { docsOptions, collapsed });
    add(older, out.versionPlacements);
    if (!current) continue;
    const translated = translatedDocsDirOf(loaded, CURRENT_VERSION, id);
    const { sources } = run.report(
      loadSources(
        { ...folder, ...(translated ? { translated } : {}) },
        options.cwd,
        options.drafts,
        roots,
        options.pageCache?.parsedDocs,
      ),
    );
    const prefix = current.idPrefix;
    for (const doc of sources.docs) {
      prefixDoc(doc, prefix);
      doc.instance = id;
    }
    for (const category of sources.categories)
      if (category.link?.type === 'doc') category.link = { ...category.link, id: `${prefix}${category.link.id}` };
    const draftIds = sources.draftIds.map((draft) => `${prefix}${draft}`);
    const sidebars = Object.fromEntries(
      Object.entries(instance.sidebars).map(([name, items]) => [name, items.map((item) => prefixItem(item, prefix))]),
    );
    const labels = run.report(sidebarLabelsOf(loaded, CURRENT_VERSION, options.cwd, id)).messages;
    const navigation = buildSiteNavigation(
      loaded,
      sources,
      leftOutDrafts(draftIds),
      {
        sidebars,
        route,
        file: loaded.file,
        configPath: ['docsInstances', id, 'sidebars'],
        ...(collapsed === undefined ? {} : { collapsed }),
      },
      labels,
    );
    // Its sidebars' links are in the config, checked as the config's sidebars' are (a version's are in its own file).
    add(
      {
        navigation: [{ ...renameSidebars(navigation, prefix), sidebarLinks: navigation.sidebarLinks }],
        docs: sources.docs,
        sources: { draftIds, draftRelPaths: sources.draftRelPaths },
        placements: new Map([
          [
            id,
            {
              docsDir: dir,
              routeByRelPath: new Map(sources.docs.map((d) => [d.relPath, d.route])),
              markdownLookup: docsLookup(fromSourceRoot(loaded, dir)),
              docsOptions,
            },
          ],
        ]),
      },
      out.placements,
    );
  }
  return out;
}

/**
 * Every docs folder's Markdown lookup learns the others' docs (see MarkdownLookup.others): a link from the config's
 * docs to `../community/support.md` leads to the community instance's page, and back.
 */
export function linkDocsFolders(
  own: VersionPlacement,
  instances: ReadonlyMap<string, VersionPlacement>,
): { own: VersionPlacement; instances: Map<string, VersionPlacement> } {
  const all = [own, ...instances.values()];
  const folderOf = (placement: VersionPlacement): DocsFolderRoutes => ({
    keysFrom: placement.markdownLookup.keysFrom,
    routeByRelPath: placement.routeByRelPath,
  });
  const linked = (placement: VersionPlacement): VersionPlacement => ({
    ...placement,
    markdownLookup: {
      ...placement.markdownLookup,
      others: all.filter((other) => other !== placement).map(folderOf),
    },
  });
  return {
    own: linked(own),
    instances: new Map([...instances].map(([id, placement]) => [id, linked(placement)])),
  };
}

/**
 * Two docs of one id or at one route, across the config's docs and its instances (an instance served under the docs'
 * route, or a folder of the docs named like an instance): one would hide the other, so it is an error at the second
 * doc, naming the first.
 */
export function crossFolderCollisions(docs: readonly DocSource[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const what of ['id', 'route'] as const) {
    const seen = new Map<string, DocSource>();
    for (const doc of docs) {
      const first = seen.get(doc[what]);
      if (!first) seen.set(doc[what], doc);
      else if (first.instance !== doc.instance)
        diagnostics.push(
          error(
            what === 'id' ? 'duplicate-id' : 'duplicate-route',
            doc.file,
            (what === 'id' ? doc.keyLines.id : doc.keyLines.slug) ?? 1,
            1,
            `this doc's ${what} "${doc[what]}" is also ${first.file}'s, of another docs folder; ` +
              (what === 'id'
                ? 'rename the folder of the docs or the instance'
                : 'give one of them another slug, or serve the folders under different routeBasePath values'),
          ),
        );
    }
  }
  return diagnostics;
}
