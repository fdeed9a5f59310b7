import type { BlogOptions } from '../../sources/config/types.ts';
import type { BuiltListing } from './listing.ts';
import {
  blogArchiveRoute,
  blogPageRoute,
  blogTagsRoute,
  pageHref,
  type BaseRoutes,
  type UrlSettings,
} from '../../../format/routes.ts';
import {
  FORMAT_VERSION,
  type BlogArchivePayload,
  type PostSummary,
  type TagIndexPayload,
} from '../../../format/site-format.ts';

/** The blog's lists: paginated posts, tags, each tag's posts and the archive; routes as in Docusaurus. */
export function blogIndexPages(
  posts: PostSummary[],
  options: BlogOptions,
  urls: UrlSettings,
  routes: BaseRoutes,
): BuiltListing[] {
  const pages: BuiltListing[] = [];
  const pageCount = Math.max(1, Math.ceil(posts.length / options.postsPerPage));
  for (let n = 1; n <= pageCount; n++) {
    pages.push({
      path: blogPageRoute(routes, n),
      name: n === 1 ? 'blog/index' : `blog/page-${n}`,
      description: options.description,
      payload: {
        formatVersion: FORMAT_VERSION,
        kind: 'blog-list',
        title: options.title,
        description: options.description,
        posts: posts.slice((n - 1) * options.postsPerPage, n * options.postsPerPage),
        ...(n > 1 ? { newerHref: pageHref(urls, blogPageRoute(routes, n - 1)) } : {}),
        ...(n < pageCount ? { olderHref: pageHref(urls, blogPageRoute(routes, n + 1)) } : {}),
      },
    });
  }

  const byTag = new Map<string, { label: string; href: string; posts: PostSummary[] }>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const entry = byTag.get(tag.slug) ?? { label: tag.label, href: tag.href!, posts: [] };
      entry.posts.push(post);
      byTag.set(tag.slug, entry);
    }
  }
  const allTagsHref = pageHref(urls, blogTagsRoute(routes));
  const tags: TagIndexPayload = {
    formatVersion: FORMAT_VERSION,
    kind: 'tag-index',
    title: 'Tags',
    tags: [...byTag.values()]
      .map((t) => ({ label: t.label, href: t.href, count: t.posts.length }))
      .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR')),
  };
  pages.push({ path: blogTagsRoute(routes), name: 'blog/tags', description: '', payload: tags });
  for (const [tagSlug, tag] of byTag) {
    const count = tag.posts.length;
    pages.push({
      path: blogTagsRoute(routes, tagSlug),
      name: `blog/tags-${tagSlug}`,
      description: '',
      payload: {
        formatVersion: FORMAT_VERSION,
        kind: 'blog-list',
        title: count === 1 ? `Um post marcado com "${tag.label}"` : `${count} posts marcados com "${tag.label}"`,
        description: '',
        posts: tag.posts,
        allTagsHref,
      },
    });
  }

  const years = new Map<string, BlogArchivePayload['years'][number]['posts']>();
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), { title: post.title, href: post.href, date: post.date }]);
  }
  pages.push({
    path: blogArchiveRoute(routes),
    name: 'blog/archive',
    description: '',
    payload: {
      formatVersion: FORMAT_VERSION,
      kind: 'blog-archive',
      title: 'Arquivo',
      years: [...years].map(([year, list]) => ({ year, posts: list })),
    },
  });
  return pages;
}
