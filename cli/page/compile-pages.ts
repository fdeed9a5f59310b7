import fs from 'node:fs';
import path from 'node:path';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import { baseRoute, pageHref } from '../../format/routes.ts';
import { FORMAT_VERSION, type StandalonePagePayload } from '../../format/site-format.ts';
import { fromSourceRoot, pagesDirOf, sourceRootOf, urlSettingsOf } from '../sources/config/site-layout.ts';
import { mdxPageContext } from './mdx-partials.ts';
import { globalComponents } from './mdx-components.ts';
import { sourcePath } from './payload.ts';
import type { LinkSite } from '../site/links/check-links.ts';
import type { LinkContext, MarkdownLookup } from '../site/links/resolve.ts';
import type { BuiltListing } from '../site/listings/listing.ts';
import { linkError } from '../sources/discover.ts';
import { isMdxPage, leadingHeading } from '../sources/doc.ts';
import { createExcerpt } from '../sources/excerpt.ts';
import { parseFrontMatterWith } from '../sources/front-matter.ts';
import { tolerated } from '../sources/posts/post-front-matter.ts';
import { socialImage } from './compile-blog.ts';
import { renderDoc, type ReferenceResolvers } from '../markdown/render-doc.ts';
import { sectionsOfPage, type PageSections } from '../search/sections.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import { readText } from '../util/read-text.ts';
import { findStandalonePages, standalonePageRoute } from '../sources/pages/find-pages.ts';
import { pageFrontMatter } from '../sources/pages/page-front-matter.ts';
import { reactPage } from './react-pages.ts';
import { islandIds } from '../mdx/islands/island-ids.ts';
import type { IslandUse } from '../mdx/mdx-context.ts';
import { projectRoots } from '../sources/project-roots.ts';

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

/** How a standalone page's links and images become URLs: as a blog post's, from the source root. */
export type PageResolversFor = (
  page: { file: string; relPath: string; route: string; slashed: boolean },
  routeByRelPath: ReadonlyMap<string, string>,
  lookup: MarkdownLookup,
  diagnostics: Diagnostic[],
) => Required<ReferenceResolvers> & { context: LinkContext };

/**
 * The pages stage: `.md` and `.mdx` files of the pages folder (`pages.path`, else `<contentDir>/pages`), rendered like
 * docs (MDX, partials, built-ins, links and anchors checked, search) into payloads shown without the docs' sidebar,
 * breadcrumb or pager, as Docusaurus's pages plugin makes them. `routeByRelPath` has the docs' routes by their path
 * from the source root ("docs/intro.md"), so that a page may link to a doc by its file.
 */
export function compileStandalonePages(
  loaded: LoadedConfig,
  routeByRelPath: ReadonlyMap<string, string>,
  drafts: boolean,
  cwd: string,
  resolversFor: PageResolversFor,
): StandalonePages {
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
  const found = findStandalonePages(dir, config.pages.exclude, roots);
  result.diagnostics.push(...found.problems.map((problem) => linkError(display(problem.rel), problem)));
  for (const rel of found.react) {
    const react = reactPage(dir, rel, standalonePageRoute(rel, base).route, {
      siteDir: loaded.rootDir,
      cwd,
      source: sourcePath(loaded, path.join(dir, rel)),
    });
    result.pages.push(react.page);
    result.islands.push(react.island);
  }

  const parsed = found.markdown.flatMap((rel) => {
    const file = display(rel);
    const source = readText(path.join(dir, rel), file);
    const front = parseFrontMatterWith(file, source.text, pageFrontMatter);
    result.diagnostics.push(...source.diagnostics, ...tolerated(front.diagnostics));
    const fm = front.data;
    if (fm.draft && !drafts) return [];
    const { route, slashed } = standalonePageRoute(rel, base, fm.slug);
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
      },
    ];
  });
  const routes = new Map<string, string>([
    ...routeByRelPath,
    ...parsed.map((page) => [page.contentPath, page.route] as const),
  ]);
  const lookup: MarkdownLookup = { keysFrom: '/', roots: [`/${folder}`, '/'] };
  const urls = urlSettingsOf(config);

  for (const page of parsed) {
    const { fm } = page;
    const diagnostics = result.diagnostics;
    const islands: IslandUse[] = [];
    const resolvers = resolversFor(
      { file: page.file, relPath: page.contentPath, route: page.route, slashed: page.slashed },
      routes,
      lookup,
      diagnostics,
    );
    const mdx = mdxPageContext(path.join(dir, page.rel), {
      cwd,
      siteDir: loaded.rootDir,
      projectRoots: roots,
      format: config.markdown.format,
      components: globalComponents(loaded),
      resolversFor: (file, shown, into) =>
        resolversFor(
          {
            file: shown,
            relPath: path.relative(sourceRoot, file).split(path.sep).join('/'),
            route: page.route,
            slashed: page.slashed,
          },
          routes,
          lookup,
          into,
        ),
      diagnostics,
      linkSites: result.linkSites,
      islands,
    });
    const rendered = renderDoc(
      { body: page.body, bodyLineOffset: page.bodyLineOffset, mdx: isMdxPage(page.rel, config.markdown.format) },
      resolvers,
      mdx,
    );
    result.islands.push(...islands);
    result.anchorsByRoute.set(page.route, rendered.anchors);
    result.connectOrigins.push(...rendered.connectOrigins);
    for (const link of rendered.links) result.linkSites.push({ file: page.file, ...link, context: resolvers.context });
    const heading = leadingHeading(page.body);
    const title = fm.title ?? heading ?? path.posix.basename(page.rel).replace(/\.mdx?$/, '');
    const description = fm.description ?? createExcerpt(page.body) ?? '';
    const url = pageHref(urls, page.route);
    if (!fm.draft && !fm.unlisted) {
      result.searchPages.push(
        sectionsOfPage({
          kind: 'doc',
          title,
          url,
          crumbs: [],
          keywords: fm.keywords ?? [],
          description: fm.description ?? '',
          tokens: rendered.tokens,
        }),
      );
    }
    const min = fm.toc_min_heading_level ?? config.toc.minHeadingLevel;
    const max = fm.toc_max_heading_level ?? config.toc.maxHeadingLevel;
    const source = sourcePath(loaded, path.join(dir, page.rel));
    const editUrl = config.editUrl?.replace('{path}', source);
    const payload: StandalonePagePayload = {
      formatVersion: FORMAT_VERSION,
      kind: 'page',
      title,
      ...(heading ? { heading } : {}),
      description: fm.description ?? '',
      html: rendered.html,
      toc: fm.hide_table_of_contents ? [] : rendered.headings.filter((h) => h.level >= min && h.level <= max),
      ...(fm.wrapperClassName ? { wrapperClassName: fm.wrapperClassName } : {}),
      source,
      ...(editUrl ? { editUrl } : {}),
      ...(fm.draft ? { draft: true as const } : {}),
      ...(fm.unlisted ? { unlisted: true as const } : {}),
      ...islandIds(islands),
    };
    const image = fm.image === undefined ? undefined : socialImage(fm.image, config.url, config.baseUrl);
    result.pages.push({
      file: page.file,
      fromSlug: fm.slug !== undefined,
      path: page.route,
      payload,
      name: `pages/${page.rel.replace(/\.mdx?$/, '')}`,
      description,
      ...(fm.unlisted ? { unlisted: true } : {}),
      ...(fm.keywords?.length ? { keywords: fm.keywords } : {}),
      ...(image ? { image } : {}),
    });
  }
  // In route order, whatever the kind of page; pages at one route keep their folder's order (see the collisions).
  result.pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return result;
}
