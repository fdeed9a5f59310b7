import type { DocSource } from '../sources/doc.ts';
import type { RenderedDoc } from '../markdown/render-doc.ts';
import type { BreadcrumbItem } from '../../format/site-format.ts';
import { sectionsOfPage, type PageSections } from './sections.ts';

/**
 * A rendered doc as the search index sees it. Besides its text, a page
 * answers to its sidebar label, its front matter keywords and the last
 * segment of its route, which is how readers name APIs ("map-exporter").
 */
export function searchSectionsOfDoc(
  doc: DocSource,
  rendered: RenderedDoc,
  breadcrumb: BreadcrumbItem[],
  url: string,
  embedText?: (info: string) => string,
  operationText?: () => string,
): PageSections {
  const fm = doc.frontMatter;
  const slug = doc.route.split('/').pop() ?? '';
  const keywords = [fm.sidebar_label !== doc.title ? fm.sidebar_label : undefined, ...(fm.keywords ?? []), slug].filter(
    (k): k is string => Boolean(k),
  );
  // A generated API operation's page carries its method in its sidebar props (see cli/api/reference).
  const method = fm.sidebar_custom_props?.apiMethod;
  return sectionsOfPage({
    kind: 'doc',
    ...(typeof method === 'string' ? { method } : {}),
    ...(fm.sidebar_custom_props?.apiReference === true ? { reference: true as const } : {}),
    ...(doc.version ? { version: doc.version } : {}),
    title: doc.title,
    url,
    crumbs: breadcrumb.slice(0, -1).map((item) => item.label),
    keywords,
    description: fm.description ?? '',
    tokens: rendered.tokens,
    ...(embedText ? { embedText } : {}),
    ...(operationText ? { operationText } : {}),
  });
}
