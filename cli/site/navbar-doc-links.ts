import type { NavLink } from '../../format/site-format.ts';
import { pageHref, type UrlSettings } from '../../format/routes.ts';
import type { DocSource } from '../sources/doc.ts';

/**
 * What a navbar link to a doc carries (NavLink.doc), as Docusaurus's `doc` and `docSidebar` items behave
 * (DocNavbarItem, DocSidebarNavbarItem): the doc's sidebar, which makes the link current on its pages, and per docs
 * version the same doc there, which Docusaurus's useLayoutDoc looks for in the version being read before the last one.
 * Given the route the link's `docId` resolved to; undefined for a route no doc has.
 */
export function navbarDocLinks(
  docs: readonly Pick<DocSource, 'id' | 'route' | 'alternates'>[],
  sidebarOf: (docId: string) => string | undefined,
  urls: UrlSettings,
): (route: string) => NavLink['doc'] {
  const byRoute = new Map(docs.map((doc) => [doc.route, doc]));
  const sidebarAt = (route: string) => {
    const doc = byRoute.get(route);
    const sidebar = doc && sidebarOf(doc.id);
    return sidebar === undefined ? {} : { sidebar };
  };
  return (route) => {
    const doc = byRoute.get(route);
    if (!doc) return undefined;
    const versions = Object.entries(doc.alternates ?? {}).map(([name, other]) => [
      name,
      { href: pageHref(urls, other), ...sidebarAt(other) },
    ]);
    return { ...sidebarAt(route), ...(versions.length ? { versions: Object.fromEntries(versions) } : {}) };
  };
}
