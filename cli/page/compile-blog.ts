import fs from 'node:fs';
import path from 'node:path';
import { error, type Diagnostic } from '../core/diagnostics.ts';
import type { RenderedDoc } from '../markdown/render-doc.ts';
import { fenceLanguages } from '../markdown/plugins/code-fence.ts';
import type { MarkdownPage } from '../markdown-export/page-markdown.ts';
import type { IslandUse } from '../mdx/mdx-context.ts';
import { sectionsOfPage, type PageSections } from '../search/sections.ts';
import type { LinkSite } from '../site/links/check-links.ts';
import type { MarkdownLookup } from '../site/links/resolve.ts';
import { blogIndexPages } from '../site/listings/blog-pages.ts';
import type { BuiltListing } from '../site/listings/listing.ts';
import {
  baseRoutesOf,
  blogDirOf,
  fromSourceRoot,
  localizedFile,
  sourceRootOf,
  translatedPluginDirOf,
  urlSettingsOf,
} from '../sources/config/site-layout.ts';
import { untranslatedNoticeOf } from '../site/page-notices.ts';
import { findPages, linkError } from '../sources/discover.ts';
import { createExcerpt } from '../sources/excerpt.ts';
import { parseAuthors } from '../sources/posts/authors.ts';
import { parseBlogPost, type BlogPostSource } from '../sources/posts/parse-post.ts';
import { isUnreadableMessage, readText } from '../util/read-text.ts';
import { longPageName } from './long-names.ts';
import { blogTagsRoute, pageHref, withBase } from '../../format/routes.ts';
import {
  FORMAT_VERSION,
  type BlogAuthor,
  type BlogInfo,
  type BlogPostPayload,
  type PostSummary,
} from '../../format/site-format.ts';
import type { PageContext } from './page-context.ts';
import {
  compilePage,
  docRoutesFromSourceRoot,
  gatherPage,
  type PageKind,
  type PagePlacement,
} from './page-pipeline.ts';
import { sourcePath } from './payload.ts';

export interface BlogBuild {
  listings: BuiltListing[];
  linkSites: LinkSite[];
  anchorsByRoute: Map<string, ReadonlySet<string>>;
  blog?: BlogInfo;
  diagnostics: Diagnostic[];
  /** Listed, published posts as the search index sees them. */
  searchPages: PageSections[];
  /** Origins the posts' embeds call from the browser (see DocPage.connectOrigins). */
  connectOrigins: string[];
  /** Listed posts, newest first, for the feeds. */
  feedPosts: BlogPostPayload[];
  /** Published, listed posts as Markdown, newest first (see markdownExports). */
  markdownPages: MarkdownPage[];
  /** The components posts render in the browser, for the island bundle. */
  islands: IslandUse[];
}

/** A post's Markdown, written from the tokens its HTML was rendered from (see pageMarkdown). */
export type PostMarkdown = (page: { title: string; tokens: RenderedDoc['tokens'] }) => string;

const TRUNCATE = /<!--\s*truncate\s*-->/;
const WORDS_PER_MINUTE = 200;

/**
 * Posts are keyed from the source root ("blog/…", "docs/…"; see sourceRootOf), and look Markdown links up in the
 * blog folder first (`blogFolder`, "/blog"), as Docusaurus's blog does.
 */
export function blogMarkdownLookup(blogFolder: string): MarkdownLookup {
  return { keysFrom: '/', roots: [blogFolder, '/'] };
}

/** Languages the posts' fences name, so their grammars are loaded with the docs' ones. */
export function blogFenceLanguages(blogDir: string): string[] {
  // A post that cannot be read has no fences; compileBlog says why.
  return findPages(blogDir).pages.flatMap((rel) => fenceLanguages(readText(path.join(blogDir, rel), rel).text ?? ''));
}

/**
 * The blog stage: posts under `<contentDir>/blog`, rendered like docs, with
 * their lists, tag pages and archive. Links in posts are checked with the
 * docs'; a post may link to a doc or a post by route or by its `.md` file
 * relative to the post ("../docs/about/intro.md").
 */
export function compileBlog(ctx: PageContext, drafts: boolean, postMarkdown?: PostMarkdown): BlogBuild {
  const { loaded, cwd } = ctx;
  const result: BlogBuild = {
    listings: [],
    linkSites: [],
    anchorsByRoute: new Map(),
    diagnostics: [],
    searchPages: [],
    connectOrigins: [],
    feedPosts: [],
    markdownPages: [],
    islands: [],
  };
  const blogDir = blogDirOf(loaded);
  if (!fs.existsSync(blogDir)) return result;
  const { config } = loaded;
  const urls = urlSettingsOf(config);
  const routes = baseRoutesOf(config);
  const sourceRoot = sourceRootOf(loaded);
  const postFolder = {
    route: routes.blog,
    folder: fromSourceRoot(loaded, blogDir).slice(1),
    format: config.markdown.format,
  };
  const display = (rel: string) => path.relative(cwd, path.join(blogDir, rel));

  // A translation's posts and authors.yml come from its folder where it has them, as Docusaurus reads them.
  const translatedDir = translatedPluginDirOf(loaded, 'docusaurus-plugin-content-blog');
  const authorsFile = localizedFile(blogDir, translatedDir, 'authors.yml').file;
  const authorsName = path.relative(cwd, authorsFile);
  const authorsSource = fs.existsSync(authorsFile) ? readText(authorsFile, authorsName) : undefined;
  const authors =
    authorsSource?.text === undefined
      ? { authors: new Map<string, BlogAuthor>(), diagnostics: [] }
      : parseAuthors(authorsName, authorsSource.text);
  result.diagnostics.push(...(authorsSource?.diagnostics ?? []), ...authors.diagnostics);

  const posts = findPages(blogDir);
  // A symlink the walk did not follow stays unpublished, as before; a folder it could not read would lose posts quietly.
  result.diagnostics.push(
    ...posts.links.filter((p) => isUnreadableMessage(p.message)).map((p) => linkError(display(p.rel), p)),
  );
  const sources: BlogPostSource[] = [];
  for (const rel of posts.pages) {
    const located = localizedFile(blogDir, translatedDir, rel);
    const shown = path.relative(cwd, located.file);
    const source = readText(located.file, shown);
    result.diagnostics.push(...source.diagnostics);
    if (source.text === undefined) continue;
    const parsed = parseBlogPost(shown, rel, source.text, authors.authors, postFolder);
    result.diagnostics.push(...parsed.diagnostics);
    if (!parsed.post || (!drafts && parsed.post.frontMatter.draft)) continue;
    if (located.translated) parsed.post.sourceFile = located.file;
    if (located.untranslated) parsed.post.untranslated = true;
    const { route, file } = parsed.post;
    const long = longPageName(file, {
      route,
      payloadName: postPayloadName(route, routes.blog),
      trailingSlash: config.trailingSlash,
    });
    if (long) result.diagnostics.push(long);
    else sources.push(parsed.post);
  }
  const seen = new Map<string, string>();
  for (const post of sources) {
    const earlier = seen.get(post.route);
    if (earlier)
      result.diagnostics.push(
        error('duplicate-route', post.file, 1, 1, `duplicate blog route "${post.route}", also used by ${earlier}`),
      );
    else seen.set(post.route, post.file);
  }
  sources.sort((a, b) => b.date.localeCompare(a.date) || b.file.localeCompare(a.file));

  const routeByContentPath = new Map<string, string>([
    ...docRoutesFromSourceRoot(ctx),
    ...sources.map((p) => [p.contentPath, p.route] as const),
  ]);
  const placement: PagePlacement = {
    contentRoot: sourceRoot,
    routeByRelPath: routeByContentPath,
    markdownLookup: blogMarkdownLookup(fromSourceRoot(loaded, blogDir)),
    markdown: loaded.config.blog.markdown,
  };
  const kind = postKind(ctx, placement, blogDir, postMarkdown);
  const payloads = sources.map((post): BlogPostPayload => {
    const page = compilePage(post, kind, ctx);
    gatherPage(result, post.route, page);
    if (page.markdown) result.markdownPages.push(page.markdown);
    return page.payload;
  });

  const listed = payloads.filter((p) => !p.unlisted);
  listed.forEach((post, i) => {
    const newer = listed[i - 1];
    const older = listed[i + 1];
    if (newer) post.newer = { label: newer.title, href: newer.href };
    if (older) post.older = { label: older.title, href: older.href };
  });
  sources.forEach((source, i) => {
    const payload = payloads[i]!;
    const image =
      source.frontMatter.image === undefined
        ? undefined
        : socialImage(source.frontMatter.image, config.url, config.baseUrl);
    result.listings.push({
      path: source.route,
      payload,
      name: postPayloadName(source.route, routes.blog),
      description: payload.description,
      ...(image ? { image } : {}),
      ...(payload.unlisted ? { unlisted: true } : {}),
    });
  });
  result.feedPosts = listed;
  const summaries = listed.map(summarize);
  result.listings.push(...blogIndexPages(summaries, config.blog, urls, routes));
  result.blog = {
    title: config.blog.title,
    path: routes.blog,
    href: pageHref(urls, routes.blog),
    recent: listed.slice(0, 5).map((p) => ({ label: p.title, href: p.href })),
  };
  return result;
}

/** The name a post's payload file is made from: its route below the blog's, as one segment ("blog/2024-05-02-x"). */
function postPayloadName(route: string, blogRoute: string): string {
  return `blog/${route.slice(blogRoute.length).replace(/^\//, '').replace(/\//g, '-')}`;
}

/** The blog post kind of the page pipeline: keyed from the source root, listed by date, with reading time. */
function postKind(
  ctx: PageContext,
  placement: PagePlacement,
  blogDir: string,
  postMarkdown: PostMarkdown | undefined,
): PageKind<BlogPostSource, BlogPostPayload> {
  const { loaded } = ctx;
  const { config } = loaded;
  const urls = urlSettingsOf(config);
  const routes = baseRoutesOf(config);
  const folder = fromSourceRoot(loaded, blogDir).slice(1);
  const tagHref = (tagSlug: string) => pageHref(urls, blogTagsRoute(routes, tagSlug));
  const listed = (post: BlogPostSource) => !post.frontMatter.draft && !post.frontMatter.unlisted;
  const notice = untranslatedNoticeOf(loaded);
  return {
    placement,
    input: (post) => ({
      file: post.file,
      path: post.sourceFile ?? path.join(blogDir, post.contentPath.slice(folder.length + 1)),
      relPath: post.contentPath,
      route: post.route,
      body: post.body,
      bodyLineOffset: post.bodyLineOffset,
      mdx: Boolean(post.mdx),
    }),
    payload: (post, rendered, islands) => {
      const fm = post.frontMatter;
      const source = sourcePath(loaded, post.sourceFile ?? path.join(placement.contentRoot, post.contentPath));
      const editUrl = config.editUrl?.replace('{path}', source);
      return {
        formatVersion: FORMAT_VERSION,
        kind: 'blog-post',
        title: post.title,
        href: pageHref(urls, post.route),
        date: post.date,
        authors: post.authors,
        tags: (fm.tags ?? []).map((tag) => ({ label: tag.label, slug: tag.slug, href: tagHref(tag.slug) })),
        readingMinutes: Math.max(1, Math.round(post.body.split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE)),
        description: fm.description ?? '',
        html: rendered.html,
        toc: fm.hide_table_of_contents
          ? []
          : rendered.headings.filter(
              (h) =>
                h.level >= (fm.toc_min_heading_level ?? config.toc.minHeadingLevel) &&
                h.level <= (fm.toc_max_heading_level ?? config.toc.maxHeadingLevel),
            ),
        source,
        ...(editUrl ? { editUrl } : {}),
        ...(fm.draft ? { draft: true as const } : {}),
        ...(fm.unlisted ? { unlisted: true as const } : {}),
        ...(post.untranslated && notice ? { notice } : {}),
        ...islands,
      };
    },
    search: (post, rendered) =>
      listed(post)
        ? sectionsOfPage({
            kind: 'blog',
            title: post.title,
            url: pageHref(urls, post.route),
            crumbs: [config.blog.title],
            keywords: (post.frontMatter.tags ?? []).map((tag) => tag.label),
            description: post.frontMatter.description ?? '',
            tokens: rendered.tokens,
          })
        : undefined,
    markdown: (post, rendered) =>
      listed(post) && postMarkdown
        ? {
            kind: 'blog',
            route: post.route,
            title: post.title,
            description: post.frontMatter.description ?? createExcerpt(post.body) ?? '',
            markdown: postMarkdown({ title: post.title, tokens: rendered.tokens }),
          }
        : undefined,
  };
}

/**
 * A post's `image` as an absolute URL for og:image, as Docusaurus makes it: an http(s) URL as written, a site path
 * ("/img/capa.png" or "img/capa.png") on the production origin under baseUrl. A path relative to the post is left
 * out: Docusaurus bundles that file, which docsgen does not do for front matter yet.
 */
export function socialImage(image: string, url: string, baseUrl: string): string | undefined {
  if (/^https?:\/\//i.test(image)) return image;
  if (/^\.\.?\/|^[a-z][a-z\d+.-]*:|^\/\//i.test(image)) return undefined;
  return `${url}${withBase(baseUrl, `/${image.replace(/^\/+/, '')}`)}`;
}

function summarize(post: BlogPostPayload): PostSummary {
  const [excerpt, rest] = post.html.split(TRUNCATE);
  const { title, href, date, authors, tags, readingMinutes } = post;
  return { title, href, date, authors, tags, readingMinutes, excerptHtml: excerpt!, truncated: rest !== undefined };
}
