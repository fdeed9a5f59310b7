import type { Manifest } from '../../format/site-format.ts';
import { escapeHtml } from '../util/html.ts';
import { pageHref } from '../../format/routes.ts';
import type { PageMeta } from './compiled-site.ts';

/** `sitemap.xml`: every indexable page, at its canonical URL (trailing slash included); unlisted pages (noindex) stay out. */
export function sitemap(manifest: Manifest, pages: PageMeta[]): string {
  const urls = [
    ...new Set(pages.filter((p) => !p.noindex).map((p) => `${manifest.site.url}${pageHref(manifest.site, p.path)}`)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((u) => `<url><loc>${escapeHtml(u)}</loc></url>`).join('\n')}
</urlset>
`;
}
