import { isRecord, keyPath, type Notes } from './notes.ts';
import { meaningful } from './map-plugins.ts';

/** Turns a folder of the Docusaurus site into a path relative to the folder of the written config. */
export type RelativePath = (siteRelative: string) => string;

/** Docusaurus writes routeBasePath with or without slashes ("/docs/", "docs"); docsgen without, "/" for the root. */
export function normalizeRouteBasePath(value: string): string {
  return value.replace(/^\/+|\/+$/g, '') || '/';
}

/** A string editUrl is the site's root in the repository: docsgen's `{path}` is the source path below the config's folder. */
function editTemplate(editUrl: string): string {
  return `${editUrl.replace(/\/+$/, '')}/{path}`;
}

const DOCS_READ = new Set(['path', 'routeBasePath', 'exclude', 'showLastUpdateTime', 'showLastUpdateAuthor', 'editUrl', 'sidebarPath', 'sidebarCollapsed', 'sidebarCollapsible', 'id']);
const BLOG_READ = new Set(['path', 'routeBasePath', 'postsPerPage', 'blogTitle', 'blogDescription', 'feedOptions', 'editUrl', 'id', 'showReadingTime']);
const FEED_READ = ['type', 'title', 'description', 'copyright', 'limit'];
const DEFAULT_INCLUDE = JSON.stringify(['**/*.{md,mdx}']);

/** A note for each option of a content plugin that migrate does not read and that is set to something. */
export function noteTheRest(options: Record<string, unknown>, read: Set<string>, at: string, notes: Notes, what: string): void {
  for (const key of Object.keys(options).sort()) {
    if (read.has(key) || !meaningful(options[key])) continue;
    if (key === 'include' && JSON.stringify(options[key]) === DEFAULT_INCLUDE) continue;
    notes.add(keyPath(at, key), `the ${what} option "${key}" has no docsgen equivalent; left out`);
  }
}

export interface MappedContent {
  docs: Record<string, unknown>;
  blog?: Record<string, unknown>;
  editUrl?: string;
}

/** The docs and blog plugins' options as docs.config.json's `docs`, `blog` and `editUrl`. */
export function mapContent(docs: Record<string, unknown>, blog: Record<string, unknown> | false, at: { docs: string; blog: string }, relative: RelativePath, notes: Notes): MappedContent {
  const out: MappedContent = { docs: { path: relative(typeof docs.path === 'string' ? docs.path : 'docs') } };
  if (typeof docs.routeBasePath === 'string' && normalizeRouteBasePath(docs.routeBasePath) !== 'docs') out.docs.routeBasePath = normalizeRouteBasePath(docs.routeBasePath);
  if (Array.isArray(docs.exclude)) out.docs.exclude = docs.exclude;
  if (docs.showLastUpdateTime === true) out.docs.showLastUpdateTime = true;
  if (docs.showLastUpdateAuthor === true) out.docs.showLastUpdateAuthor = true;
  noteTheRest(docs, DOCS_READ, at.docs, notes, 'docs');

  const editUrls = [
    { key: keyPath(at.docs, 'editUrl'), value: docs.editUrl },
    ...(blog ? [{ key: keyPath(at.blog, 'editUrl'), value: blog.editUrl }] : []),
  ].filter((e) => e.value !== undefined);
  for (const { key, value } of editUrls) {
    if (typeof value !== 'string') notes.add(key, 'an editUrl function cannot be mapped: give docs.config.json an "editUrl" with "{path}" where the source path goes');
    else if (!/^https?:\/\//.test(value)) notes.add(key, `editUrl "${value}" is not an http(s) URL; left out`);
    else if (out.editUrl === undefined) out.editUrl = editTemplate(value);
    else if (out.editUrl !== editTemplate(value)) notes.add(key, `docsgen has one editUrl for docs and blog; kept ${out.editUrl}`);
  }

  if (blog) {
    const mapped: Record<string, unknown> = { path: relative(typeof blog.path === 'string' ? blog.path : 'blog') };
    if (typeof blog.routeBasePath === 'string' && normalizeRouteBasePath(blog.routeBasePath) !== 'blog') mapped.routeBasePath = normalizeRouteBasePath(blog.routeBasePath);
    if (typeof blog.blogTitle === 'string' && blog.blogTitle) mapped.title = blog.blogTitle;
    if (typeof blog.blogDescription === 'string') mapped.description = blog.blogDescription;
    if (typeof blog.postsPerPage === 'number') mapped.postsPerPage = Math.min(100, Math.max(1, Math.trunc(blog.postsPerPage)));
    else if (blog.postsPerPage === 'ALL') {
      mapped.postsPerPage = 100;
      notes.add(keyPath(at.blog, 'postsPerPage'), '"ALL" is not supported: the blog lists 100 posts a page');
    }
    if (blog.showReadingTime === false) notes.add(keyPath(at.blog, 'showReadingTime'), 'docsgen always shows the reading time; left out');
    if (blog.feedOptions !== undefined) mapped.feedOptions = mapFeedOptions(blog.feedOptions, keyPath(at.blog, 'feedOptions'), notes);
    noteTheRest(blog, BLOG_READ, at.blog, notes, 'blog');
    out.blog = mapped;
  }
  return out;
}

function mapFeedOptions(feed: unknown, at: string, notes: Notes): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!isRecord(feed)) return out;
  for (const key of FEED_READ) if (feed[key] !== undefined) out[key] = feed[key];
  for (const key of Object.keys(feed).sort()) {
    if (!FEED_READ.includes(key) && meaningful(feed[key])) notes.add(keyPath(at, key), `the feed option "${key}" has no docsgen equivalent; left out`);
  }
  return out;
}
