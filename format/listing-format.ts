/**
 * The listing pages of the site format (blog posts and lists, tag pages, generated category indexes, standalone
 * pages) and their route entries, re-exported by site-format.ts: import them from there.
 */
import type { BreadcrumbItem, PagerLink, Tag, TocItem } from './page-parts.ts';
import type { FORMAT_VERSION } from './version.ts';

export interface ListingRoute {
  /** Site path without baseUrl, e.g. "/blog/tags/api". */
  path: string;
  kind: ListingPayload['kind'];
  payload: string;
  unlisted?: true;
  /** The docs sidebar shown beside the page: a generated index page's. */
  sidebar?: string;
  /** As RouteEntry's. */
  sidebarPart?: string;
}

export interface BlogInfo {
  title: string;
  /** The blog's route, from the config's `blog.routeBasePath`, e.g. "/blog". */
  path: string;
  href: string;
  /** Newest posts first, for the blog's sidebar. */
  recent: PagerLink[];
}

export type ListingPayload =
  | BlogPostPayload
  | PostListPayload
  | TagIndexPayload
  | DocTagPayload
  | BlogArchivePayload
  | CategoryIndexPayload
  | StandalonePagePayload;

export interface BlogAuthor {
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
}

export interface BlogPostMeta {
  title: string;
  href: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  authors: BlogAuthor[];
  tags: Tag[];
  readingMinutes: number;
}

export interface BlogPostPayload extends BlogPostMeta {
  formatVersion: typeof FORMAT_VERSION;
  kind: 'blog-post';
  description: string;
  html: string;
  toc: TocItem[];
  /** The newer and the older post. */
  newer?: PagerLink;
  older?: PagerLink;
  source: string;
  editUrl?: string;
  draft?: true;
  unlisted?: true;
  /** The note above a translation's post shown in the default locale's text, as HTML the compiler made. */
  notice?: string;
  /** Ids of the islands the post renders (see IslandModule); absent when it has none. */
  islands?: string[];
}

export interface PostSummary extends BlogPostMeta {
  /** The post up to `<!-- truncate -->`, or all of it. */
  excerptHtml: string;
  truncated: boolean;
}

export interface PostListPayload {
  formatVersion: typeof FORMAT_VERSION;
  kind: 'blog-list';
  title: string;
  description: string;
  posts: PostSummary[];
  /** Links to the neighbouring pages of a paginated list. */
  newerHref?: string;
  olderHref?: string;
  /** Set on a tag's list: the page of all tags. */
  allTagsHref?: string;
}

export interface TagIndexPayload {
  formatVersion: typeof FORMAT_VERSION;
  kind: 'tag-index';
  title: string;
  tags: { label: string; href: string; count: number }[];
}

export interface DocTagPayload {
  formatVersion: typeof FORMAT_VERSION;
  kind: 'doc-tag';
  title: string;
  docs: { title: string; href: string; description: string }[];
  allTagsHref: string;
}

export interface BlogArchivePayload {
  formatVersion: typeof FORMAT_VERSION;
  kind: 'blog-archive';
  title: string;
  years: { year: string; posts: { title: string; href: string; date: string }[] }[];
}

/**
 * A category's generated index page (Docusaurus's `link: { type: "generated-index" }`), at
 * `/docs/category/<slug>`: its title and description, and a card for each item of the category.
 */
export interface CategoryIndexPayload {
  formatVersion: typeof FORMAT_VERSION;
  kind: 'category-index';
  title: string;
  description: string;
  cards: CategoryCard[];
  breadcrumb: BreadcrumbItem[];
  previous?: PagerLink;
  next?: PagerLink;
}

/**
 * A standalone page (Docusaurus's pages plugin, `src/pages/sobre.md` at `/sobre`): Markdown outside the docs, shown
 * without sidebar, breadcrumb or pager.
 */
export interface StandalonePagePayload {
  formatVersion: typeof FORMAT_VERSION;
  kind: 'page';
  title: string;
  /**
   * The body's opening `# heading`, which the viewer shows as the page's h1; absent, the page shows no heading of its
   * own, as Docusaurus's MDXPage shows only the body (the title is the tab's).
   */
  heading?: string;
  description: string;
  html: string;
  /** Empty with `hide_table_of_contents`. */
  toc: TocItem[];
  /** Front matter `wrapperClassName`: a class on the page's main element, for the site's styles. */
  wrapperClassName?: string;
  /** Path of the page's source (Markdown, or a React page's module), relative to the project root. */
  source: string;
  editUrl?: string;
  draft?: true;
  unlisted?: true;
  /** The note above a translation's Markdown page shown in the default locale's text, as HTML the compiler made. */
  notice?: string;
  /** Ids of the islands the page renders (see IslandModule); absent when it has none. */
  islands?: string[];
  /**
   * A React page (`src/pages/api.tsx`): `html` is one island placeholder, the module's default export, which is the
   * whole page inside the site's navbar and footer; the viewer shows no heading, table of contents or footer of its own.
   */
  react?: true;
}

export interface CategoryCard {
  /** A doc or link, or a category (whose card leads to its own page or its first page). */
  kind: 'doc' | 'link' | 'category';
  label: string;
  href: string;
  /** The item's description: a doc's front matter description or first line of text, or what the config says. */
  description?: string;
  /** For a category: how many items it holds, which its card shows when it has no description. */
  count?: number;
  className?: string;
}
