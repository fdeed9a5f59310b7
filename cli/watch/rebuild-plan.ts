import { routesOfDoc } from '../site/docs-route.ts';
import { resolveLink } from '../site/links/resolve.ts';
import type { LinkSite } from '../site/links/check-links.ts';
import { docExcerpt, type DocSource } from '../sources/doc.ts';

/** What one batch of file changes requires. */
export type RebuildPlan =
  /** Sidebars, routes or config changed: recompile everything (in memory, with warm caches). */
  | { kind: 'full'; reason: string }
  /** Only page bodies changed: re-render these docs and re-check links in these files. */
  | { kind: 'pages'; render: string[]; recheck: string[] };

export interface FileChange {
  /**
   * A doc's file as diagnostics name it ("docs/about/intro.md", unique across the docs folders, versions and
   * instances), or the config's or a category's file.
   */
  relPath: string;
  /** `folder`: a folder now where a source file was, or named as one (a page replaced by a folder of its name). */
  kind: 'doc' | 'category' | 'config' | 'asset' | 'partial' | 'folder' | 'other';
  /** The parsed doc after the change; undefined when the file was deleted. */
  next?: DocSource;
}

/**
 * The fields that reach beyond the doc's own payload: routes, sidebars and previous/next links, tag pages
 * (tags), and the route's HTML shell (description, keywords, image). A doc's first line, which a card shows when the
 * doc has no description, counts only for a doc whose card was drawn (see firstLineOnCard).
 */
function structuralKey(doc: DocSource): string {
  const fm = doc.frontMatter;
  return JSON.stringify([
    doc.id,
    doc.route,
    doc.title,
    fm.sidebar_label,
    fm.sidebar_position,
    fm.draft,
    fm.unlisted,
    fm.pagination_label,
    fm.pagination_prev,
    fm.pagination_next,
    fm.tags,
    fm.description,
    fm.keywords,
    fm.image,
    fm.sidebar_class_name,
    fm.sidebar_custom_props,
    fm.sidebar_key,
    fm.displayed_sidebar,
  ]);
}

/**
 * Whether a doc's card, drawn by a DocCardList, a DocCard or a generated index page (`described`, see DocCategories),
 * shows a first line that changed: only a doc without a description shows it. Counting every doc's first line would
 * compile everything at most saves (about 1.5 s instead of 40 ms at 10,000 pages); a doc whose card no page draws is
 * only rendered again.
 */
function firstLineOnCard(previous: DocSource, next: DocSource, described: ReadonlySet<string> | undefined): boolean {
  if (next.frontMatter.description || !described?.has(previous.id)) return false;
  return docExcerpt(previous) !== docExcerpt(next);
}

/**
 * Whether a batch changed only docs that were there before and are still there, each read whole (none reported for a
 * problem only), and category files: the full compile such a batch needs may reuse the other docs (see RenderedDocs),
 * whose context the docs' places and their own questions tell (a category file reaches a doc only through its
 * sidebar); any other file may be what a doc is drawn from.
 */
export function docsReusableAfter(
  files: readonly string[],
  changes: readonly FileChange[],
  docsByFile: ReadonlyMap<string, DocSource>,
): boolean {
  const inPlace = (change: FileChange) => change.kind === 'doc' && change.next && docsByFile.has(change.relPath);
  return changes.length === files.length && changes.every((change) => change.kind === 'category' || inPlace(change));
}

/**
 * Decides how little can be redone. A body-only edit re-renders that page and
 * re-checks the links of every page that points at it (its anchors may have
 * changed); anything that moves a page in the site's structure recompiles all.
 */
export function planRebuild(
  changes: FileChange[],
  docsByFile: ReadonlyMap<string, DocSource>,
  links: LinkIndex,
  docsRoute?: { route: string; shows: string | undefined },
  described?: ReadonlySet<string>,
): RebuildPlan {
  const render: string[] = [];
  for (const change of changes) {
    if (change.kind === 'config') return { kind: 'full', reason: 'config changed' };
    if (change.kind === 'category') return { kind: 'full', reason: `${change.relPath} changed` };
    // Pages carry a file's hashed name and image size, and nothing records which pages use which file.
    if (change.kind === 'asset') return { kind: 'full', reason: `${change.relPath} changed` };
    // The pages that include a partial are not tracked, so all of them are rendered again.
    if (change.kind === 'partial') return { kind: 'full', reason: `partial ${change.relPath} changed` };
    if (change.kind === 'folder') return { kind: 'full', reason: `${change.relPath} is a folder now` };
    if (change.kind !== 'doc') continue;
    const previous = docsByFile.get(change.relPath);
    if (!previous) return { kind: 'full', reason: `${change.relPath} added` };
    if (!change.next) return { kind: 'full', reason: `${change.relPath} deleted` };
    if (structuralKey(previous) !== structuralKey(change.next))
      return { kind: 'full', reason: `${change.relPath} moved in the site structure` };
    if (firstLineOnCard(previous, change.next, described))
      return { kind: 'full', reason: `${change.relPath}'s first line is on a card` };
    render.push(change.relPath);
  }
  const rendered = render.map((file) => docsByFile.get(file)!);
  // The doc shown at the docs' base route is there too, so links to /docs#x are checked against it again.
  const routes = new Set(
    rendered.flatMap((doc) => (docsRoute ? routesOfDoc(doc, docsRoute.shows, docsRoute.route) : [doc.route])),
  );
  const recheck = new Set(render.map((file) => docsByFile.get(file)!.file));
  for (const file of links.filesLinkingTo(routes)) recheck.add(file);
  return { kind: 'pages', render, recheck: [...recheck].sort() };
}

/**
 * Every page's links by file, and which files link to each page, so that a save finds the links to check again
 * without going through every link of the site (a sixth of a second a save at 10,000 pages). A re-rendered page's
 * links replace its old ones.
 */
export class LinkIndex {
  private readonly filesByRoute = new Map<string, Set<string>>();
  private readonly routesByFile = new Map<string, string[]>();
  private readonly sitesByFile = new Map<string, readonly LinkSite[]>();

  constructor(sites: readonly LinkSite[]) {
    const byFile = new Map<string, LinkSite[]>();
    for (const site of sites) {
      const list = byFile.get(site.file);
      if (list) list.push(site);
      else byFile.set(site.file, [site]);
    }
    for (const [file, list] of byFile) this.replaceFile(file, list);
  }

  /** The files with a link to any of `routes`. */
  filesLinkingTo(routes: Iterable<string>): Set<string> {
    const files = new Set<string>();
    for (const route of routes) for (const file of this.filesByRoute.get(route) ?? []) files.add(file);
    return files;
  }

  /** A file's links. */
  sitesOf(file: string): readonly LinkSite[] {
    return this.sitesByFile.get(file) ?? [];
  }

  /** A file's links now (all of them: those of its previous version are forgotten). */
  replaceFile(file: string, sites: readonly LinkSite[]): void {
    this.sitesByFile.set(file, sites);
    for (const route of this.routesByFile.get(file) ?? []) this.filesByRoute.get(route)?.delete(file);
    const routes: string[] = [];
    for (const site of sites) {
      const target = resolveLink(site.href, site.context);
      if (target.kind !== 'page') continue;
      routes.push(target.path);
      let files = this.filesByRoute.get(target.path);
      if (!files) this.filesByRoute.set(target.path, (files = new Set()));
      files.add(file);
    }
    this.routesByFile.set(file, routes);
  }
}
