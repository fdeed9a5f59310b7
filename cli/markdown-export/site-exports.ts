import path from 'node:path';
import { warning, type Diagnostic } from '../core/diagnostics.ts';
import type { DocsConfig } from '../sources/config/types.ts';
import { pageHref } from '../../format/routes.ts';
import type { SidebarItem } from '../../format/site-format.ts';
import { type ExportReuse, routesDigest } from './export-reuse.ts';
import { absoluteUrlResolver, markdownFileOf, markdownHrefOf, type SiteUrls } from './export-path.ts';
import { llmsFullPieces, llmsTxt, OPTIONAL_SECTION, type LlmsLink, type LlmsSection } from './llms-txt.ts';
import { markedMarkdown } from './markdown-packer.ts';
import { finishMarkdown, type MarkdownPage } from './page-markdown.ts';
import type { Appended } from '../util/file-range.ts';

/** The site's files for machines: a `.md` beside every page that has one, llms.txt and llms-full.txt. */
export interface MarkdownExports {
  /** Content by path relative to the site root. */
  files: Map<string, string>;
}

export const LLMS_FILES = ['llms.txt', 'llms-full.txt'] as const;

/** Docs that no sidebar lists still have a section of llms.txt. */
const OTHER_DOCS_SECTION = 'Outras páginas';

/**
 * The compile's last phase for machine readers: every page's Markdown with its URLs made absolute (a link to a page
 * that has an export leads to the export), and, unless the config says `llms: false`, llms.txt with one section per
 * sidebar in the config's order (named by the navbar item that leads into it, else by the sidebar's name), the docs
 * no sidebar lists, then the blog as the section a reader may skip, and llms-full.txt with every doc's Markdown.
 */
export function markdownExports(
  config: DocsConfig,
  pages: readonly MarkdownPage[],
  sidebars: Record<string, SidebarItem[]>,
): MarkdownExports {
  const files = new Map<string, string>();
  for (const { file, text, append } of exportPieces(config, pages, sidebars, false))
    files.set(file, append ? files.get(file)! + text! : text!);
  return { files };
}

/** Where a build's exports go: whole files, and llms-full.txt piece by piece after its opening. */
export interface ExportWriter {
  write(file: string, text: string): Promise<void>;
  append(file: string, text: Appended): Promise<void>;
  /** Leaves a file of the site in place as it is (see StagedSite.keep): false when it must be written. */
  keep?(file: string, size: number): boolean;
}

/**
 * How much of llms-full.txt a build gathers before handing it over. A doc at a time, the writer opened and closed the
 * file 100,000 times at 100,000 pages: 30,000 appends of 4 KB took 0.35 s on this machine, against 0.06-0.09 s in
 * pieces of 1 MB.
 */
export const LLMS_FULL_PIECE_CHARS = 1 << 20;

/**
 * A build's exports, each handed to `out` as soon as it is finished, which `files` then names with an empty text. A
 * build's pages are never finished again, so each page's marked Markdown is let go too, and llms-full.txt is handed
 * over in pieces of about LLMS_FULL_PIECE_CHARS instead of held whole with every doc's Markdown (0.4 GB each at
 * 100,000 pages).
 */
export async function writeMarkdownExports(
  config: DocsConfig,
  pages: readonly MarkdownPage[],
  sidebars: Record<string, SidebarItem[]>,
  out: ExportWriter,
  reuse?: ExportReuse,
): Promise<MarkdownExports> {
  const files = new Map<string, string>();
  // Appends gathered for one file: text, or a run of the last llms-full.txt. They go before a whole write of that file
  // or an append to another; the docs' own exports, other files, are written meanwhile.
  let gathered: { file: string; text: string } | { file: string; run: [start: number, length: number] } | undefined;
  const handOver = async () => {
    if (gathered)
      await out.append(gathered.file, 'text' in gathered ? gathered.text : reuse!.fullRange(...gathered.run));
    gathered = undefined;
  };
  // With `reuse`, each page's export for the next build: its size, and where its piece of llms-full.txt starts.
  let fullBytes = 0;
  reuse?.start(routesDigest(pages));
  const keep = (file: string, size: number) => out.keep?.(file, size) ?? false;
  for (const piece of exportPieces(config, pages, sidebars, true, reuse && { last: (p) => reuse.last(p), keep })) {
    const { file, append, route } = piece;
    files.set(file, '');
    if (gathered && (gathered.file === file ? !append : append)) await handOver();
    const size = reuse ? (piece.kept ?? piece.run?.[1] ?? Buffer.byteLength(piece.text!)) : 0;
    if (!append) {
      if (route !== undefined) reuse?.record(route, size);
      if (file === 'llms-full.txt') fullBytes = size;
      if (piece.text !== undefined) await out.write(file, piece.text);
      continue;
    }
    if (route !== undefined) reuse?.recordPiece(route, fullBytes, size);
    fullBytes += size;
    if (piece.run) {
      const [start, length] = piece.run;
      if (gathered && 'run' in gathered && gathered.run[0] + gathered.run[1] === start) gathered.run[1] += length;
      else {
        await handOver();
        gathered = { file, run: [start, length] };
      }
      continue;
    }
    if (gathered && 'run' in gathered) await handOver();
    gathered = { file, text: (gathered && 'text' in gathered ? gathered.text : '') + piece.text };
    if (gathered.text.length >= LLMS_FULL_PIECE_CHARS) await handOver();
  }
  await handOver();
  return { files };
}

/**
 * A whole file of the exports, or the next piece of one (`append`): its text, or, for a page whose export the last
 * build wrote the same, `kept` (the export left in the site, of that size) or `run` (its piece of the last
 * llms-full.txt). `route`: the page's, on its export and on its piece of llms-full.txt.
 */
interface ExportPiece {
  file: string;
  text?: string;
  append?: true;
  route?: string;
  kept?: number;
  run?: [start: number, length: number];
}

/** How exportPieces takes a page's export from the last build (see ExportReuse). */
interface PieceReuse {
  last: ExportReuse['last'];
  keep(file: string, size: number): boolean;
}

/**
 * Every page's export, llms.txt and llms-full.txt, as markdownExports describes them. The docs are finished in
 * llms-full.txt's order, so that each doc's piece of it follows its export.
 */
function* exportPieces(
  config: DocsConfig,
  pages: readonly MarkdownPage[],
  sidebars: Record<string, SidebarItem[]>,
  releaseMarked: boolean,
  reuse?: PieceReuse,
): Generator<ExportPiece> {
  const site = siteUrls(config);
  const exported = new Set(pages.map((page) => page.route));
  const release = (page: MarkdownPage) => {
    if (!releaseMarked) return;
    page.markdown = '';
    delete page.packed;
    delete page.text;
  };
  // A page's export, and what its piece of llms-full.txt is drawn from (`inFull`): its Markdown, or the last build's
  // piece. A kept export is made again only for a piece llms-full.txt needs and the last one does not have.
  const finish = (
    page: MarkdownPage,
    inFull: boolean,
  ): { piece: ExportPiece; markdown?: string; run?: [number, number] } => {
    const file = markdownFileOf(page.route, site.trailingSlash);
    const last = reuse?.last(page);
    const kept = last !== undefined && reuse!.keep(file, last.size);
    const route = page.route;
    if (kept && (last.piece || !inFull)) {
      release(page);
      return { piece: { file, route, kept: last.size }, ...(inFull ? { run: last.piece } : {}) };
    }
    const [, markdown] = pageExport(site, exported, { ...page, markdown: markedMarkdown(page) });
    release(page);
    return { piece: kept ? { file, route, kept: last.size } : { file, route, text: markdown }, markdown };
  };
  if (config.llms === false) {
    for (const page of pages) yield finish(page, false).piece;
    return;
  }
  const link = (page: MarkdownPage): LlmsLink => ({
    title: page.title,
    url: `${site.url}${markdownHrefOf(page.route, site)}`,
    description: page.description,
  });
  const docsById = new Map(
    pages.filter((page) => page.kind === 'doc' && page.docId !== undefined).map((page) => [page.docId!, page]),
  );
  const sections: LlmsSection[] = [];
  const listed = new Set<MarkdownPage>();
  for (const [name, items] of Object.entries(sidebars)) {
    const docs = [...new Set(docIdsOf(items))].flatMap((id) => docsById.get(id) ?? []);
    docs.forEach((doc) => listed.add(doc));
    sections.push({ title: sidebarTitle(config, name, new Set(docIdsOf(items))), links: docs.map(link) });
  }
  const unlisted = [...docsById.values()].filter((doc) => !listed.has(doc));
  sections.push({ title: OTHER_DOCS_SECTION, links: unlisted.map(link) });
  sections.push({ title: OPTIONAL_SECTION, links: pages.filter((page) => page.kind === 'blog').map(link) });
  const llmsSite = {
    title: config.title,
    tagline: config.tagline,
    ...(typeof config.llms === 'object' && config.llms.introduction ? { introduction: config.llms.introduction } : {}),
  };
  yield { file: 'llms.txt', text: llmsTxt(llmsSite, sections) };
  const full = llmsFullPieces(llmsSite);
  yield { file: 'llms-full.txt', text: full.opening };
  const inOrder = new Set([...listed, ...unlisted]);
  for (const doc of inOrder) {
    const { piece, markdown, run } = finish(doc, true);
    yield piece;
    const route = doc.route;
    if (run) yield { file: 'llms-full.txt', run, append: true, route };
    else yield { file: 'llms-full.txt', text: full.page(link(doc).url, markdown!), append: true, route };
  }
  for (const page of pages) if (!inOrder.has(page)) yield finish(page, false).piece;
  yield { file: 'llms-full.txt', text: full.closing, append: true };
}

export function siteUrls(config: DocsConfig): SiteUrls {
  return {
    url: config.url,
    baseUrl: config.baseUrl,
    ...(config.trailingSlash === undefined ? {} : { trailingSlash: config.trailingSlash }),
  };
}

/** One page's export: its file and its Markdown, URLs made absolute, among the pages `exported` (their routes). */
export function pageExport(
  site: SiteUrls,
  exported: ReadonlySet<string>,
  page: MarkdownPage,
): [file: string, markdown: string] {
  const pageUrl = `${site.url}${pageHref(site, page.route)}`;
  return [
    markdownFileOf(page.route, site.trailingSlash),
    finishMarkdown(page.markdown, absoluteUrlResolver(site, exported, pageUrl)),
  ];
}

/** The files markdownExports would write, by name only: what a compile that leaves the exports for later checks against the static files. */
export function exportFileNames(config: DocsConfig, pages: readonly MarkdownPage[]): MarkdownExports {
  const names = pages.map((page) => markdownFileOf(page.route, config.trailingSlash));
  return { files: new Map([...names, ...(config.llms === false ? [] : LLMS_FILES)].map((name) => [name, ''])) };
}

/** The docs a sidebar leads to, in reading order: a category's own doc before its items; `ref` items too. */
function docIdsOf(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'link') return item.docId ? [item.docId] : [];
    if (item.type === 'category') return [...(item.docId ? [item.docId] : []), ...docIdsOf(item.items)];
    return [];
  });
}

/** The label of the first navbar item that leads to a doc of the sidebar, or the sidebar's name. */
function sidebarTitle(config: DocsConfig, name: string, docIds: ReadonlySet<string>): string {
  for (const item of config.navbar.items) {
    if ((item.type === 'link' || item.type === undefined) && item.docId !== undefined && docIds.has(item.docId))
      return item.label;
  }
  return name;
}

/**
 * A static file at the path of an export (a site that ships its own llms.txt, as Docusaurus sites do through a plugin
 * or by hand) is served as it is, as Docusaurus would serve it: the export is left out, with a warning at the file.
 */
export function yieldToStaticFiles(
  exports: MarkdownExports,
  statics: ReadonlyMap<string, string>,
  cwd: string,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const rel of [...exports.files.keys()]) {
    const source = statics.get(rel);
    if (source === undefined) continue;
    exports.files.delete(rel);
    const what = (LLMS_FILES as readonly string[]).includes(rel)
      ? `the ${rel} docsgen writes (set "llms": false in docs.config.json to write none)`
      : `a page's Markdown export`;
    diagnostics.push(
      warning(
        'duplicate-route',
        path.relative(cwd, source),
        1,
        1,
        `this static file is served at ${rel} instead of ${what}; rename it, or remove it to publish docsgen's`,
      ),
    );
  }
  return diagnostics;
}
