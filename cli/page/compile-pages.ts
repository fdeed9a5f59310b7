import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostics.ts';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import type { IslandUse } from '../mdx/mdx-context.ts';
import { sectionsOfPage, type PageSections } from '../search/sections.ts';
import type { LinkSite } from '../site/links/check-links.ts';
import type { BuiltListing } from '../site/listings/listing.ts';
import {
  fromSourceRoot,
  localizedFile,
  pagesDirOf,
  sourceRootOf,
  translatedPluginDirOf,
  urlSettingsOf,
} from '../sources/config/site-layout.ts';
import { untranslatedNoticeOf } from '../site/page-notices.ts';
import { linkError } from '../sources/discover.ts';
import { isMdxPage, leadingHeading } from '../sources/doc.ts';
import { createExcerpt } from '../sources/excerpt.ts';
import { parseFrontMatterWith } from '../sources/front-matter.ts';
import { findStandalonePages, standalonePageRoute } from '../sources/pages/find-pages.ts';
import { pageFrontMatter, type PageFrontMatter } from '../sources/pages/page-front-matter.ts';
import { tolerated } from '../sources/posts/post-front-matter.ts';
import { projectRoots } from '../sources/project-roots.ts';
import { baseRoute, pageHref } from '../../format/routes.ts';
import { FORMAT_VERSION, type StandalonePagePayload } from '../../format/site-format.ts';
import { socialImage } from './compile-blog.ts';
import type { PageContext } from './page-context.ts';
import {
  compilePage,
  docRoutesFromSourceRoot,
  gatherPage,
  type PageKind,
  type PagePlacement,
} from './page-pipeline.ts';
import { sourcePath } from './payload.ts';
import { reactPage } from './react-pages.ts';
import { readText } from '../util/read-text.ts';
import { longPageName } from './long-names.ts';

/** A page of the pages folder, as the build knows it before its payload is named. */
export interface StandalonePage extends BuiltListing {
  /** Its source, as diagnostics name it. */
  file: string;
  /** Its route comes from a front matter `slug`, not from its file's path. */
  fromSlug: boolean;
}

export interface StandalonePages {
  pages: StandalonePage[];
  /** The components the pages render in the browser: the MDX pages' islands, and each React page whole. */
  islands: IslandUse[];
  linkSites: LinkSite[];
  anchorsByRoute: Map<string, ReadonlySet<string>>;
  /** Listed, published pages as the search index sees them. */
  searchPages: PageSections[];
  /** Origins the pages' embeds call from the browser (see DocPage.connectOrigins). */
  connectOrigins: string[];
  diagnostics: Diagnostic[];
}

/**
 * The pages stage: `.md` and `.mdx` files of the pages folder (`pages.path`, else `<contentDir>/pages`), rendered like
 * docs (MDX, partials, built-ins, links and anchors checked, search) into payloads shown without the docs' sidebar,
 * breadcrumb or pager, as Docusaurus's pages plugin makes them. A page may link to a doc by its file, named from the
 * source root ("docs/intro.md").
 */
export function compileStandalonePages(ctx: PageContext, drafts: boolean): StandalonePages {
  const { loaded, cwd } = ctx;
  const result: StandalonePages = {
    pages: [],
    islands: [],
    linkSites: [],
    anchorsByRoute: new Map(),
    searchPages: [],
    connectOrigins: [],
    diagnostics: [],
  };
  const dir = pagesDirOf(loaded);
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return result;
  const { config } = loaded;
  const roots = projectRoots(loaded);
  const sourceRoot = sourceRootOf(loaded);
  const folder = fromSourceRoot(loaded, dir).slice(1);
  const base = baseRoute(config.pages.routeBasePath);
  const display = (rel: string) => path.relative(cwd, path.join(dir, rel));
  // A translation's pages come from its folder where it has them, as Docusaurus reads them.
  const translatedDir = translatedPluginDirOf(loaded, 'docusaurus-plugin-content-pages');
  const found = findStandalonePages(dir, config.pages.exclude, roots);
  result.diagnostics.push(...found.problems.map((problem) => linkError(display(problem.rel), problem)));
  const longName = (rel: string, route: string, routeLine?: number) => {
    const names = { route, payloadName: `pages/${rel.replace(/\.[jt]sx?$|\.mdx?$/, '')}`, routeLine };
    const long = longPageName(display(rel), { ...names, trailingSlash: config.trailingSlash });
    if (long) result.diagnostics.push(long);
    return long !== undefined;
  };
  for (const rel of found.react) {
    const { route } = standalonePageRoute(rel, base);
    if (longName(rel, route)) continue;
    const located = localizedFile(dir, translatedDir, rel);
    const react = reactPage(located.translated && translatedDir ? translatedDir : dir, rel, route, {
      siteDir: loaded.rootDir,
      cwd,
      source: sourcePath(loaded, located.file),
    });
    result.pages.push(react.page);
    result.islands.push(react.island);
  }

  const parsed = found.markdown.flatMap((rel): ParsedPage[] => {
    const located = localizedFile(dir, translatedDir, rel);
    const file = path.relative(cwd, located.file);
    const source = readText(located.file, file);
    result.diagnostics.push(...source.diagnostics);
    if (source.text === undefined) return [];
    const front = parseFrontMatterWith(file, source.text, pageFrontMatter);
    result.diagnostics.push(...tolerated(front.diagnostics));
    const fm = front.data;
    if (fm.draft && !drafts) return [];
    const { route, slashed } = standalonePageRoute(rel, base, fm.slug);
    if (longName(rel, route, front.keyLines.slug)) return [];
    return [
      {
        rel,
        file,
        fm,
        route,
        slashed,
        body: front.body,
        bodyLineOffset: front.bodyLineOffset,
        contentPath: `${folder}/${rel}`,
        sourceFile: located.file,
        ...(located.untranslated ? { untranslated: true as const } : {}),
      },
    ];
  });
  const kind = standaloneKind(ctx, {
    contentRoot: sourceRoot,
    routeByRelPath: new Map([
      ...docRoutesFromSourceRoot(ctx),
      ...parsed.map((page) => [page.contentPath, page.route] as const),
    ]),
    markdownLookup: { keysFrom: '/', roots: [`/${folder}`, '/'] },
    markdown: config.pages.markdown,
  });
  for (const page of parsed) {
    const out = compilePage(page, kind, ctx);
    gatherPage(result, page.route, out);
    const { fm } = page;
    const image = fm.image === undefined ? undefined : socialImage(fm.image, config.url, config.baseUrl);
    result.pages.push({
      file: page.file,
      fromSlug: fm.slug !== undefined,
      path: page.route,
      payload: out.payload,
      name: `pages/${page.rel.replace(/\.mdx?$/, '')}`,
      description: fm.description ?? createExcerpt(page.body) ?? '',
      ...(fm.unlisted ? { unlisted: true } : {}),
      ...(fm.keywords?.length ? { keywords: fm.keywords } : {}),
      ...(image ? { image } : {}),
    });
  }
  // In route order, whatever the kind of page; pages at one route keep their folder's order (see the collisions).
  result.pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return result;
}

/** A parsed page of the pages folder, before it is rendered. */
interface ParsedPage {
  rel: string;
  file: string;
  fm: PageFrontMatter;
  route: string;
  slashed: boolean;
  body: string;
  bodyLineOffset: number;
  contentPath: string;
  /** The file it was read from (absolute): in a translation's build, the translated one where there is one. */
  sourceFile: string;
  /** In a translation's build, a page with no translated file: the default locale's text, shown with a note. */
  untranslated?: true;
}

/** The standalone page kind of the page pipeline: keyed from the source root, without sidebar or pager. */
function standaloneKind(ctx: PageContext, placement: PagePlacement): PageKind<ParsedPage, StandalonePagePayload> {
  const { loaded } = ctx;
  const { config } = loaded;
  const urls = urlSettingsOf(config);
  const titleOf = (page: ParsedPage) =>
    page.fm.title ?? leadingHeading(page.body) ?? path.posix.basename(page.rel).replace(/\.mdx?$/, '');
  const notice = untranslatedNoticeOf(loaded);
  return {
    placement,
    input: (page) => ({
      file: page.file,
      path: page.sourceFile,
      relPath: page.contentPath,
      route: page.route,
      slashed: page.slashed,
      body: page.body,
      bodyLineOffset: page.bodyLineOffset,
      mdx: isMdxPage(page.rel, config.markdown.format),
    }),
    payload: (page, rendered, islands) => {
      const { fm } = page;
      const heading = leadingHeading(page.body);
      const min = fm.toc_min_heading_level ?? config.toc.minHeadingLevel;
      const max = fm.toc_max_heading_level ?? config.toc.maxHeadingLevel;
      const source = sourcePath(loaded, page.sourceFile);
      const editUrl = config.editUrl?.replace('{path}', source);
      return {
        formatVersion: FORMAT_VERSION,
        kind: 'page',
        title: titleOf(page),
        ...(heading ? { heading } : {}),
        description: fm.description ?? '',
        html: rendered.html,
        toc: fm.hide_table_of_contents ? [] : rendered.headings.filter((h) => h.level >= min && h.level <= max),
        ...(fm.wrapperClassName ? { wrapperClassName: fm.wrapperClassName } : {}),
        source,
        ...(editUrl ? { editUrl } : {}),
        ...(fm.draft ? { draft: true as const } : {}),
        ...(fm.unlisted ? { unlisted: true as const } : {}),
        ...(page.untranslated && notice ? { notice } : {}),
        ...islands,
      };
    },
    search: (page, rendered) =>
      page.fm.draft || page.fm.unlisted
        ? undefined
        : sectionsOfPage({
            kind: 'doc',
            title: titleOf(page),
            url: pageHref(urls, page.route),
            crumbs: [],
            keywords: page.fm.keywords ?? [],
            description: page.fm.description ?? '',
            tokens: rendered.tokens,
          }),
    markdown: () => undefined,
  };
}

/**
 * Whether a standalone page takes `route`, read before the pages are compiled: the docs' base route shows the main
 * doc only when nothing else has it, as Docusaurus leaves it to a page of `src/pages` when no doc has that route.
 */
export function standalonePageAt(loaded: LoadedConfig, route: string): boolean {
  const dir = pagesDirOf(loaded);
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return false;
  const base = baseRoute(loaded.config.pages.routeBasePath);
  const found = findStandalonePages(dir, loaded.config.pages.exclude, projectRoots(loaded));
  if (found.react.some((rel) => standalonePageRoute(rel, base).route === route)) return true;
  return found.markdown.some((rel) => {
    const text = readText(path.join(dir, rel), rel).text;
    const slug = text === undefined ? undefined : parseFrontMatterWith(rel, text, pageFrontMatter).data.slug;
    return standalonePageRoute(rel, base, slug).route === route;
  });
}
