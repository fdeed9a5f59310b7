import { error, type Diagnostic } from '../../core/diagnostics.ts';
import type { DocNavigation } from './navigation.ts';
import type { DocSource } from '../../sources/doc.ts';
import type { PagerLink } from '../../../format/site-format.ts';
import { noDocWithId } from '../unknown-doc-id.ts';

const PAGER_KEYS = ['pagination_label', 'pagination_prev', 'pagination_next'] as const;

/**
 * Docusaurus's pager front matter over the sidebar's reading order:
 * `pagination_prev` and `pagination_next` name the doc to link to (null: no
 * link), and a doc's `pagination_label` is how the pagers of others name it.
 * A target that is a draft left out of the build means no link, as a draft
 * in a sidebar does; any other unknown id is an error at its key.
 */
export function applyPaginationFrontMatter(
  navigation: ReadonlyMap<string, DocNavigation>,
  docs: readonly DocSource[],
  hrefOfRoute: (route: string) => string,
  leftOutDrafts: ReadonlySet<string>,
): { navigation: ReadonlyMap<string, DocNavigation>; diagnostics: Diagnostic[] } {
  const paged = (doc: DocSource) => PAGER_KEYS.some((key) => doc.frontMatter[key] !== undefined);
  // Most sites set none of these; the sidebar's order then stands as it is.
  if (!docs.some(paged)) return { navigation, diagnostics: [] };
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const byHref = new Map(docs.map((doc) => [hrefOfRoute(doc.route), doc]));
  const diagnostics: Diagnostic[] = [];
  const relabel = (link: PagerLink | undefined) => {
    const label = link && byHref.get(link.href)?.frontMatter.pagination_label;
    return link && label ? { ...link, label } : link;
  };
  const linkTo = (doc: DocSource, key: 'pagination_prev' | 'pagination_next'): PagerLink | undefined => {
    const id = doc.frontMatter[key];
    const target = id ? byId.get(id) : undefined;
    if (id && !target && !leftOutDrafts.has(id))
      diagnostics.push(
        error(
          'unknown-doc-id',
          doc.file,
          doc.keyLines[key] ?? 1,
          1,
          `front matter: "${key}": ${noDocWithId(id, byId.keys())}`,
        ),
      );
    if (!target) return undefined;
    const fm = target.frontMatter;
    return { label: fm.pagination_label ?? fm.sidebar_label ?? target.title, href: hrefOfRoute(target.route) };
  };
  const result = new Map<string, DocNavigation>();
  // Generated index pages keep their place, with their neighbours named as the neighbours ask.
  for (const [key, nav] of navigation) {
    if (byId.has(key)) continue;
    const previous = relabel(nav.previous);
    const next = relabel(nav.next);
    result.set(key, {
      ...(nav.sidebar ? { sidebar: nav.sidebar } : {}),
      breadcrumb: nav.breadcrumb,
      ...(previous ? { previous } : {}),
      ...(next ? { next } : {}),
    });
  }
  for (const doc of docs) {
    const nav = navigation.get(doc.id);
    const fm = doc.frontMatter;
    const previous = fm.pagination_prev !== undefined ? linkTo(doc, 'pagination_prev') : relabel(nav?.previous);
    const next = fm.pagination_next !== undefined ? linkTo(doc, 'pagination_next') : relabel(nav?.next);
    if (!nav && !previous && !next) continue;
    const place = nav?.sidebar ? { sidebar: nav.sidebar } : {};
    result.set(doc.id, {
      ...place,
      breadcrumb: nav?.breadcrumb ?? [{ label: doc.title }],
      ...(previous ? { previous } : {}),
      ...(next ? { next } : {}),
    });
  }
  return { navigation: result, diagnostics };
}
