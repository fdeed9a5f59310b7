import type { NavLink, SidebarItem } from '../../format/site-format.ts';
import { pageHref, type UrlSettings } from '../../format/routes.ts';
import type { DocSource } from '../sources/doc.ts';

/** How the navbar's links to a doc (`docId`) and to a sidebar (`docSidebar`) resolve; see the two functions below. */
export interface NavbarDocTargets {
  doc: ReturnType<typeof navbarDocLinks>;
  sidebar: ReturnType<typeof navbarSidebarLinks>;
}

/**
 * What a navbar link to a doc carries (NavLink.doc), as Docusaurus's `doc` item behaves (DocNavbarItem): the doc's
 * sidebar, which makes the link current on its pages, and per docs version the same doc there, which Docusaurus's
 * useLayoutDoc looks for in the version being read before the last one. Given the route the link's `docId` resolved
 * to; undefined for a route no doc has.
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

/** The first doc a sidebar leads to, as Docusaurus's `docSidebar` item and its versions menu find it. */
export function firstDocLink(items: readonly SidebarItem[]): { href: string; label: string } | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.docId) return item;
    if (item.type === 'category') {
      if (item.docId && item.href) return { href: item.href, label: item.label };
      const inside = firstDocLink(item.items);
      if (inside) return inside;
    }
  }
  return undefined;
}

/** A docs version as a `docSidebar` item looks for its sidebars: their names start with `prefix` ("" for current). */
export interface SidebarVersion {
  name: string;
  prefix: string;
  isLast?: boolean;
}

/**
 * What a `docSidebar` item leads to, as Docusaurus's DocSidebarNavbarItem: the first doc of the last version's sidebar
 * of that name, the item current on that sidebar's pages; and per other version with a sidebar of that name, its first
 * doc there (NavLink.doc.versions). Undefined when the last version has no such sidebar, or it leads to no doc.
 */
export function navbarSidebarLinks(
  sidebars: Readonly<Record<string, readonly SidebarItem[]>>,
  versions: readonly SidebarVersion[],
): (sidebarId: string) => { href: string; label: string; doc: NavLink['doc'] } | undefined {
  const last = versions.find((v) => v.isLast) ?? versions[0];
  return (sidebarId) => {
    const inVersion = (version: SidebarVersion | undefined) => {
      const sidebar = `${version?.prefix ?? ''}${sidebarId}`;
      const first = sidebars[sidebar] && firstDocLink(sidebars[sidebar]);
      return first && { href: first.href, label: first.label, sidebar };
    };
    const own = inVersion(last);
    if (!own) return undefined;
    const others = versions.flatMap((v) => {
      const there = v === last ? undefined : inVersion(v);
      return there ? [[v.name, { href: there.href, sidebar: there.sidebar }] as const] : [];
    });
    const doc = { sidebar: own.sidebar, ...(others.length ? { versions: Object.fromEntries(others) } : {}) };
    return { href: own.href, label: own.label, doc };
  };
}
