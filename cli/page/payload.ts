import path from 'node:path';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import type { DocsConfig } from '../sources/config/types.ts';
import type { DocNavigation } from '../site/navigation/navigation.ts';
import { leadingHeading, type DocSource } from '../sources/doc.ts';
import { docsTagHref } from '../site/listings/docs-tags.ts';
import type { RenderedDoc } from '../markdown/render-doc.ts';
import type { LastUpdate } from '../history/last-update.ts';
import { FORMAT_VERSION, type PagePayload } from '../../format/site-format.ts';

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
  // A <Head> title is the tab's; the page still shows the title it had.
  const title = rendered.head?.title || doc.title;
  const shown = heading ?? doc.title;
  return {
    formatVersion: FORMAT_VERSION,
    id: doc.id,
    title,
    ...(shown !== title ? { heading: shown } : {}),
    description: rendered.head?.description ?? fm.description ?? '',
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
