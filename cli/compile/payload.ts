import path from 'node:path';
import type { LoadedConfig } from '../config/load-config.ts';
import type { DocsConfig } from '../config/types.ts';
import type { DocNavigation } from '../navigation/navigation.ts';
import { leadingHeading, type DocSource } from '../parse/doc.ts';
import { docsTagHref } from '../tags/docs-tags.ts';
import type { RenderedDoc } from '../render/render-doc.ts';
import type { LastUpdate } from '../history/last-update.ts';
import { FORMAT_VERSION, type PagePayload } from '../../format/site-format.ts';
import { siteJsonFileName } from '../util/content-hash.ts';

/**
 * A source file as payloads record it: relative to the project root, with "/" separators, so that the same project
 * builds the same bytes from whatever folder the build is run.
 */
export function sourcePath(loaded: Pick<LoadedConfig, 'rootDir'>, file: string): string {
  return path.relative(loaded.rootDir, file).split(path.sep).join('/');
}

/** One page's payload: the rendered body with everything the viewer shows around it. */
export function buildPayload(
  doc: DocSource,
  rendered: RenderedDoc,
  nav: DocNavigation | undefined,
  config: DocsConfig,
  source: string,
  lastUpdate?: LastUpdate,
): PagePayload {
  const fm = doc.frontMatter;
  const min = fm.toc_min_heading_level ?? config.toc.minHeadingLevel;
  const max = fm.toc_max_heading_level ?? config.toc.maxHeadingLevel;
  const editUrl =
    fm.custom_edit_url !== undefined ? fm.custom_edit_url || undefined : config.editUrl?.replace('{path}', source);
  const opening = fm.title === undefined && !fm.hide_title ? undefined : leadingHeading(doc.body);
  const heading = fm.title === undefined ? undefined : opening;
  // As Docusaurus, hide_title hides only a title the page does not write itself: a `# heading` in the body still shows.
  const hideTitle = fm.hide_title === true && opening === undefined;
  return {
    formatVersion: FORMAT_VERSION,
    id: doc.id,
    title: doc.title,
    ...(heading && heading !== doc.title ? { heading } : {}),
    description: fm.description ?? '',
    html: rendered.html,
    ...(hideTitle ? { hideTitle: true as const } : {}),
    toc: fm.hide_table_of_contents ? [] : rendered.headings.filter((h) => h.level >= min && h.level <= max),
    breadcrumb: nav?.breadcrumb ?? [{ label: doc.title }],
    ...(nav?.previous ? { previous: nav.previous } : {}),
    ...(nav?.next ? { next: nav.next } : {}),
    tags: (fm.tags ?? []).map((tag) => ({ label: tag.label, slug: tag.slug, href: docsTagHref(config, tag.slug) })),
    source,
    ...(editUrl ? { editUrl } : {}),
    ...(lastUpdate?.at ? { lastUpdated: lastUpdate.at } : {}),
    ...(lastUpdate?.by ? { lastUpdatedBy: lastUpdate.by } : {}),
    ...(fm.draft ? { draft: true as const } : {}),
    ...(fm.unlisted ? { unlisted: true as const } : {}),
  };
}

/**
 * The file of a page's payload, docs and listings (blog posts, tag pages) alike: named by a hash of its text in a
 * build, so that readers may cache it for good; `data/<name>.json` with `stable` (watch mode, which serves with
 * no-cache), so that editing a page leaves the manifest unchanged.
 */
export function payloadFileName(name: string, json: string, stable: boolean): string {
  return siteJsonFileName(`data/${safeFileStem(name)}`, json, stable);
}

/**
 * A page's name as a file path that needs no escaping in a URL and cannot leave data/: letters (accented ones
 * included), digits, "-", "_", "." and "/" stay; any other character becomes "~" and its UTF-8 bytes in hex, "~"
 * itself included, so that two names never share a file; a "." or ".." segment is escaped whole. A Docusaurus id such
 * as `what-is-receipt?` is `what-is-receipt~3f`, where its "?" would have cut the viewer's request short.
 */
export function safeFileStem(name: string): string {
  const escape = (text: string) =>
    [...Buffer.from(text)].map((byte) => `~${byte.toString(16).padStart(2, '0')}`).join('');
  return name
    .split('/')
    .map((segment) =>
      segment === '.' || segment === '..' ? escape(segment) : segment.replace(/[^\p{L}\p{N}\-_.]/gu, escape),
    )
    .join('/');
}
