import { escapeHtml } from '../util/html.ts';
import { withBase } from '../../format/routes.ts';
import type { SiteInfo } from '../../format/site-format.ts';
import type { PageMeta } from './compiled-site.ts';

/**
 * A page's own `<head>` tags from its front matter, as Docusaurus writes them: `keywords` as one comma-separated
 * meta, and `image` as the social card, an absolute URL (`url` + `baseUrl` + the path, unless the image is a URL).
 */
export function pageHeadTags(
  site: Pick<SiteInfo, 'url' | 'baseUrl'>,
  page: Pick<PageMeta, 'keywords' | 'image' | 'markdown'>,
): string[] {
  const tags: string[] = [];
  // Where a program that reads the page finds it as Markdown.
  if (page.markdown) tags.push(`<link rel="alternate" type="text/markdown" href="${escapeHtml(page.markdown)}">`);
  if (page.keywords?.length) tags.push(`<meta name="keywords" content="${escapeHtml(page.keywords.join(','))}">`);
  if (page.image) {
    const image = escapeHtml(absoluteImageUrl(site, page.image));
    tags.push(`<meta property="og:image" content="${image}">`, `<meta name="twitter:image" content="${image}">`);
  }
  return tags;
}

function absoluteImageUrl(site: Pick<SiteInfo, 'url' | 'baseUrl'>, image: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(image) || image.startsWith('//')) return image;
  return `${site.url}${withBase(site.baseUrl, `/${image.replace(/^\.?\/+/, '')}`)}`;
}
