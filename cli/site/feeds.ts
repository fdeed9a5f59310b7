import type { DocsConfig } from '../sources/config/types.ts';
import { feedTypes, type FeedType } from '../sources/config/feed-options.ts';
import { escapeHtml } from '../util/html.ts';
import { routeUnder, withBase } from '../../format/routes.ts';
import { baseRoutesOf } from '../sources/config/site-layout.ts';
import type { BlogPostPayload } from '../../format/site-format.ts';

/** Where each feed is written, as Docusaurus names them under the blog's route. */
const FEED_FILES: Record<FeedType, { name: string; mediaType: string; label: string }> = {
  rss: { name: 'rss.xml', mediaType: 'application/rss+xml', label: 'RSS' },
  atom: { name: 'atom.xml', mediaType: 'application/atom+xml', label: 'Atom' },
  json: { name: 'feed.json', mediaType: 'application/json', label: 'JSON' },
};

/** A `<link rel="alternate">` of every page's head, as Docusaurus adds one per feed. */
export interface FeedLink {
  mediaType: string;
  href: string;
  title: string;
}

export interface BlogFeeds {
  /** Feed text by path in the site ("blog/rss.xml"). */
  files: Map<string, string>;
  links: FeedLink[];
}

/** The files the config's feeds take in the site, whether or not the blog has posts. */
export function feedFileNames(config: DocsConfig): string[] {
  return feedTypes(config.blog.feedOptions.type).map((type) =>
    routeUnder(baseRoutesOf(config).blog, FEED_FILES[type].name).slice(1),
  );
}

/**
 * The blog's feeds, as Docusaurus 3.8 writes them: the newest `limit` posts that are neither drafts nor unlisted
 * (`posts` come newest first), each with its whole body, its links and images made absolute on the production
 * origin. `finish` swaps in the code highlighted on another thread. No post, no feed.
 */
export function blogFeeds(
  config: DocsConfig,
  posts: readonly BlogPostPayload[],
  finish: (json: string) => string,
): BlogFeeds {
  const feeds: BlogFeeds = { files: new Map(), links: [] };
  const options = config.blog.feedOptions;
  const shown = posts
    .filter((post) => !post.draft && !post.unlisted)
    .slice(0, options.limit === false || options.limit === null ? undefined : options.limit);
  if (!shown.length) return feeds;
  const origin = config.url;
  const blogUrl = `${origin}${withBase(config.baseUrl, baseRoutesOf(config).blog)}`;
  const feed: Feed = {
    title: options.title ?? `${config.title} Blog`,
    description: options.description ?? `${config.title} Blog`,
    copyright: options.copyright,
    language: options.language ?? config.locale.htmlLang,
    blogUrl,
    items: shown.map((post) => {
      const url = `${origin}${post.href}`;
      const html = absoluteUrls(JSON.parse(finish(JSON.stringify(post.html))) as string, url);
      return {
        title: post.title,
        url,
        date: new Date(`${post.date}T00:00:00Z`),
        description: post.description,
        html,
        authors: post.authors,
        tags: post.tags.map((t) => t.label),
      };
    }),
  };
  for (const type of feedTypes(options.type)) {
    const { name, mediaType, label } = FEED_FILES[type];
    const selfUrl = `${blogUrl}/${name}`;
    feeds.files.set(
      routeUnder(baseRoutesOf(config).blog, name).slice(1),
      type === 'rss' ? rss(feed, selfUrl) : type === 'atom' ? atom(feed, selfUrl) : jsonFeed(feed, selfUrl),
    );
    feeds.links.push({
      mediaType,
      href: withBase(config.baseUrl, routeUnder(baseRoutesOf(config).blog, name)),
      title: `${feed.title} ${label} Feed`,
    });
  }
  return feeds;
}

interface Feed {
  title: string;
  description: string;
  copyright: string;
  language: string;
  blogUrl: string;
  items: {
    title: string;
    url: string;
    date: Date;
    description: string;
    html: string;
    authors: BlogPostPayload['authors'];
    tags: string[];
  }[];
}

/** Characters XML 1.0 cannot hold at all, even escaped. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xml = (s: string) => escapeHtml(s.replace(NOT_XML, '')).replace(/'/g, '&apos;');

/** Links and images of a post's body on the production origin, since a feed reader has no base to resolve them from. */
function absoluteUrls(html: string, pageUrl: string): string {
  return html.replace(/(<(?:a|img)\b[^>]*?\s(?:href|src))="([^"]*)"/g, (whole, head: string, value: string) => {
    try {
      return `${head}="${escapeHtml(new URL(value.replace(/&amp;/g, '&').replace(/&quot;/g, '"'), pageUrl).href)}"`;
    } catch {
      return whole;
    }
  });
}

function rss(feed: Feed, selfUrl: string): string {
  const items = feed.items.map((item) =>
    [
      '<item>',
      `<title>${xml(item.title)}</title>`,
      `<link>${xml(item.url)}</link>`,
      `<guid>${xml(item.url)}</guid>`,
      `<pubDate>${item.date.toUTCString()}</pubDate>`,
      item.description ? `<description>${xml(item.description)}</description>` : '',
      `<content:encoded>${xml(item.html)}</content:encoded>`,
      ...item.authors.map((a) => `<dc:creator>${xml(a.name)}</dc:creator>`),
      ...item.tags.map((tag) => `<category>${xml(tag)}</category>`),
      '</item>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${xml(feed.title)}</title>
<link>${xml(feed.blogUrl)}</link>
<description>${xml(feed.description)}</description>
<lastBuildDate>${feed.items[0]!.date.toUTCString()}</lastBuildDate>
<docs>https://validator.w3.org/feed/docs/rss2.html</docs>
<generator>docsgen</generator>
<language>${xml(feed.language)}</language>
${feed.copyright ? `<copyright>${xml(feed.copyright)}</copyright>\n` : ''}<atom:link href="${xml(selfUrl)}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
</channel>
</rss>
`;
}

function atom(feed: Feed, selfUrl: string): string {
  const entries = feed.items.map((item) =>
    [
      '<entry>',
      `<title type="html">${xml(item.title)}</title>`,
      `<id>${xml(item.url)}</id>`,
      `<link href="${xml(item.url)}"/>`,
      `<updated>${item.date.toISOString()}</updated>`,
      item.description ? `<summary type="html">${xml(item.description)}</summary>` : '',
      `<content type="html">${xml(item.html)}</content>`,
      ...item.authors.map(
        (a) => `<author><name>${xml(a.name)}</name>${a.url ? `<uri>${xml(a.url)}</uri>` : ''}</author>`,
      ),
      ...item.tags.map((tag) => `<category label="${xml(tag)}" term="${xml(tag)}"/>`),
      '</entry>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(feed.language)}">
<id>${xml(feed.blogUrl)}</id>
<title>${xml(feed.title)}</title>
<updated>${feed.items[0]!.date.toISOString()}</updated>
<generator>docsgen</generator>
<link rel="alternate" href="${xml(feed.blogUrl)}"/>
<link rel="self" href="${xml(selfUrl)}"/>
<subtitle>${xml(feed.description)}</subtitle>
${feed.copyright ? `<rights>${xml(feed.copyright)}</rights>\n` : ''}${entries.join('\n')}
</feed>
`;
}

/** JSON Feed 1, as Docusaurus's feed library writes it: one author per item, the first. */
function jsonFeed(feed: Feed, selfUrl: string): string {
  return `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1',
      title: feed.title,
      home_page_url: feed.blogUrl,
      feed_url: selfUrl,
      description: feed.description,
      items: feed.items.map((item) => ({
        id: item.url,
        content_html: item.html,
        url: item.url,
        title: item.title,
        ...(item.description ? { summary: item.description } : {}),
        date_modified: item.date.toISOString(),
        ...(item.authors[0]
          ? { author: { name: item.authors[0].name, ...(item.authors[0].url ? { url: item.authors[0].url } : {}) } }
          : {}),
        tags: item.tags,
      })),
    },
    null,
    2,
  )}\n`;
}
