import { slug } from 'github-slugger';
import type { BuiltListing } from '../listings/listing.ts';
import { docsTagsRoute, withBase } from '../../format/routes.ts';
import type { DocSource } from '../parse/doc.ts';
import { FORMAT_VERSION } from '../../format/site-format.ts';


export function docsTagHref(baseUrl: string, tagSlug: string): string {
  return withBase(baseUrl, docsTagsRoute(tagSlug));
}

/**
 * `/docs/tags` and one page per tag listing its docs, as Docusaurus builds
 * them. Every tag a doc carries gets a page, so the doc's tag links never
 * break; unlisted docs are left out of the lists.
 */
export function docsTagPages(docs: DocSource[], baseUrl: string): BuiltListing[] {
  const byTag = new Map<string, { label: string; docs: DocSource[] }>();
  for (const doc of docs) {
    for (const label of doc.frontMatter.tags ?? []) {
      const entry = byTag.get(slug(label)) ?? { label, docs: [] };
      if (!doc.frontMatter.unlisted) entry.docs.push(doc);
      byTag.set(slug(label), entry);
    }
  }
  if (!byTag.size) return [];
  const allTagsHref = withBase(baseUrl, docsTagsRoute());
  const pages: BuiltListing[] = [
    {
      path: docsTagsRoute(),
      name: 'docs-tags/index',
      description: '',
      payload: {
        formatVersion: FORMAT_VERSION,
        kind: 'tag-index',
        title: 'Tags',
        tags: [...byTag].map(([s, t]) => ({ label: t.label, href: docsTagHref(baseUrl, s), count: t.docs.length })).sort((a, b) => a.label.localeCompare(b.label, 'pt-BR')),
      },
    },
  ];
  for (const [tagSlug, tag] of byTag) {
    const count = tag.docs.length;
    pages.push({
      path: docsTagsRoute(tagSlug),
      name: `docs-tags/${tagSlug}`,
      description: '',
      payload: {
        formatVersion: FORMAT_VERSION,
        kind: 'doc-tag',
        title: count === 1 ? `Um documento com a tag "${tag.label}"` : `${count} documentos com a tag "${tag.label}"`,
        docs: tag.docs.map((d) => ({ title: d.title, href: withBase(baseUrl, d.route), description: d.frontMatter.description ?? '' })),
        allTagsHref,
      },
    });
  }
  return pages;
}
