import { docContext, docKind, type DocPage, renderDocPage } from '../page/doc-page.ts';
import type { DocSource } from '../sources/doc.ts';
import { payloadFileName } from '../util/site-file-names.ts';
import type { CachedDoc } from './cached-doc.ts';
import { docSourceFile } from './cache-context.ts';
import type { Compilation } from './compilation.ts';
import type { PageCache } from './page-cache.ts';
import type { SiteSources } from './read-sources.ts';

/** A doc whose edit changed only what its body renders to (see renderEditedDocs), with its payload then and now. */
export interface EditedDoc {
  page: DocPage;
  before: { file: string; json: string };
  after: { file: string; json: string };
  /** The keys of the code blocks it had and no longer has (see keepReadHighlightsBut). */
  droppedHighlights: string[];
}

/**
 * Renders the docs of the files `edited` (absolute paths) and no other, when each of them differs from the last
 * build's render only by what its body renders to: its outline (front matter, title, routes, first line: see
 * docOutline), headings, links, diagnostics, islands, diagrams and what it asked of the rest of the site are the same,
 * and so is its payload but its HTML. Every other doc then renders as it did, and every file of the site drawn from
 * docs is as it was, but those that show the edited docs' bodies or name their payloads (see buildEditedDocs): the
 * other docs' entries are carried over to the new cache unread. Undefined when that does not hold, or is not known:
 * a doc whose entry is missing, an edited file that is not a doc (a partial, a post). A doc that publishes files
 * publishes the same ones under the same names (its entry's asset calls, with the names they got, are the same): the
 * docs published before it, which name a file of the same bytes first, are the same, so a build of everything names
 * them so too.
 */
export async function renderEditedDocs(
  run: Compilation,
  src: SiteSources,
  cache: PageCache,
  edited: ReadonlySet<string>,
  io: {
    readPayload(file: string): string | undefined;
    onRendered(pages: readonly DocPage[]): void;
    /** Whether the last build warned about `file` (a doc's, as diagnostics name it): its links must not move. */
    warnedAbout(file: string): boolean;
  },
): Promise<EditedDoc[] | undefined> {
  const contextOf = (doc: DocSource) => docContext(src.pages, doc);
  cache.begin(src.docs, contextOf, true);
  if (!cache.reusableBut(edited)) return undefined;
  const docs: DocSource[] = [];
  const others: DocSource[] = [];
  for (const doc of src.docs) (edited.has(docSourceFile(doc, contextOf(doc).docsDir)) ? docs : others).push(doc);
  if (docs.length !== edited.size) return undefined;
  const rendered: { doc: DocSource; page: DocPage; payload: string; droppedHighlights: string[] }[] = [];
  for (const doc of docs) {
    const last = cache.lastEntry(doc);
    if (!last) return undefined;
    const own = cache.watching(contextOf(doc));
    const { page, entry } = cache.renderEntry(doc, own, () => renderDocPage(doc, own, docKind(own)));
    const linksMove = !io.warnedAbout(doc.file);
    if (!entry || reach(entry, linksMove) !== reach(last.entry, linksMove)) return undefined;
    const droppedHighlights = last.entry.highlights.filter((key) => !entry.highlights.includes(key));
    rendered.push({ doc, page, payload: last.payload, droppedHighlights });
  }
  // The index worker takes the edited pages now, while the other docs are carried over.
  io.onRendered(rendered.map(({ page }) => page));
  for (const doc of others) if (!cache.carry(doc)) return undefined;
  const finish = run.highlighter ? await run.highlighter.settle() : (json: string) => json;
  const changed: EditedDoc[] = [];
  for (const { doc, page, payload, droppedHighlights } of rendered) {
    const before = io.readPayload(payload);
    const json = finish(page.json);
    if (before === undefined || !sameButHtml(before, json)) return undefined;
    const after = { file: payloadFileName(doc.id, json, false), json };
    cache.namePayload(doc.id, after.file);
    changed.push({ page, before: { file: payload, json: before }, after, droppedHighlights });
  }
  return changed;
}

/**
 * What of a doc's entry reaches past its payload: all but its key, its sections, its Markdown and its code's keys;
 * with `linksMove`, its links without their lines and columns, which only the link check's diagnostics show: a
 * paragraph added above a link moves it, and a doc the last build gave no warning has none to move.
 */
function reach(entry: CachedDoc, linksMove: boolean): string {
  const { key: _key, search: _search, markdown: _markdown, highlights: _highlights, ...rest } = entry;
  const linkSites = linksMove
    ? rest.linkSites.map(({ line: _line, column: _column, ...site }) => site)
    : rest.linkSites;
  return JSON.stringify({ ...rest, linkSites });
}

/** Whether two payloads differ at most by their HTML, which a route's page shows in one place (see prerenderPage). */
function sameButHtml(before: string, after: string): boolean {
  const { html: _before, ...restBefore } = JSON.parse(before) as { html?: string };
  const { html: _after, ...restAfter } = JSON.parse(after) as { html?: string };
  return JSON.stringify(restBefore) === JSON.stringify(restAfter);
}
