import type { BuiltListing } from './listing.ts';
import { docsTagsRoute, pageHref } from '../../../format/routes.ts';
import { baseRoutesOf, urlSettingsOf } from '../../sources/config/site-layout.ts';
import type { DocsConfig } from '../../sources/config/types.ts';
import type { DocSource } from '../../sources/doc.ts';
import { FORMAT_VERSION } from '../../../format/site-format.ts';

/** What tag pages' routes and hrefs are built from. */
type SiteRoutesConfig = Pick<DocsConfig, 'baseUrl' | 'trailingSlash' | 'docs' | 'blog'>;

export function docsTagHref(config: SiteRoutesConfig, tagSlug: string): string {
  return pageHref(urlSettingsOf(config), docsTagsRoute(baseRoutesOf(config), tagSlug));
}

/**
 * `/docs/tags` and one page per tag listing its docs, as Docusaurus builds
 * them. Every tag a doc carries gets a page, so the doc's tag links never
 * break; unlisted docs are left out of the lists.
 */
export function docsTagPages(docs: DocSource[], config: SiteRoutesConfig): BuiltListing[] {
  const routes = baseRoutesOf(config);
  const urls = urlSettingsOf(config);
  const byTag = new Map<string, { label: string; docs: DocSource[] }>();
  for (const doc of docs) {
    for (const tag of doc.frontMatter.tags ?? []) {
      const entry = byTag.get(tag.slug) ?? { label: tag.label, docs: [] };
      if (!doc.frontMatter.unlisted) entry.docs.push(doc);
      byTag.set(tag.slug, entry);
    }
  }
  if (!byTag.size) return [];
  const allTagsHref = pageHref(urls, docsTagsRoute(routes));
  const pages: BuiltListing[] = [
    {
      path: docsTagsRoute(routes),
      name: 'docs-tags/index',
      description: '',
      payload: {
        formatVersion: FORMAT_VERSION,
        kind: 'tag-index',
        title: 'Tags',
        tags: [...byTag]
          .map(([s, t]) => ({ label: t.label, href: docsTagHref(config, s), count: t.docs.length }))
          .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR')),
      },
    },
  ];
  for (const [tagSlug, tag] of byTag) {
    const count = tag.docs.length;
    pages.push({
      path: docsTagsRoute(routes, tagSlug),
      name: `docs-tags/${tagSlug}`,
      description: '',
      payload: {
        formatVersion: FORMAT_VERSION,
        kind: 'doc-tag',
        title: count === 1 ? `Um documento com a tag "${tag.label}"` : `${count} documentos com a tag "${tag.label}"`,
        docs: tag.docs.map((d) => ({
          title: d.title,
          href: pageHref(urls, d.route),
          description: d.frontMatter.description ?? '',
        })),
        allTagsHref,
      },
    });
  }
  return pages;
}
