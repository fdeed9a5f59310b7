import type { NavDropdown, NavLink, RouteEntry } from './site-format.ts';

/** A link is current when the page sits in the same docs section. */
function sameSection(current: string, href: string): boolean {
  const section = href.split('/').slice(0, -1).join('/');
  return current === href || (section.length > 1 && current.startsWith(`${section}/`));
}

type ShownDoc = Pick<RouteEntry, 'version' | 'sidebar'> | undefined;

/**
 * Where a navbar link leads from the page shown (`current`, its href), with what label, and whether it is current: a
 * link to a doc (NavLink.doc, all made by the compiler) follows the version of the doc shown and is current on the
 * pages of its sidebar, as Docusaurus's doc items; the `docsVersion` item (NavLink.mainDocs) leads to the main doc of
 * the version shown and is current under it; other links by prefix, or, in a dropdown (`exact`), on their own page
 * only. The viewer's navbar and the prerendered one both ask this.
 */
export function navLinkTarget(
  link: Pick<NavLink, 'label' | 'href' | 'doc' | 'mainDocs'>,
  current: string,
  doc: ShownDoc,
  exact?: boolean,
): { label: string; href: string; isCurrent: boolean } {
  const { label } = link;
  if (link.mainDocs) {
    const main = (doc?.version && link.mainDocs[doc.version]) || link;
    const under = main.href.endsWith('/') ? main.href : `${main.href}/`;
    return { label: main.label, href: main.href, isCurrent: current === main.href || current.startsWith(under) };
  }
  if (!link.doc)
    return { label, href: link.href, isCurrent: exact ? current === link.href : sameSection(current, link.href) };
  const { href, sidebar } = (doc?.version && link.doc.versions?.[doc.version]) || { ...link.doc, href: link.href };
  return { label, href, isCurrent: current === href || (doc?.sidebar !== undefined && doc.sidebar === sidebar) };
}

/**
 * A dropdown's entries as navLinkTarget finds them. One current marks the dropdown current, and opens it in the mobile
 * menu, as Docusaurus's DropdownNavbarItem does on such a page (containsActiveItems); the viewer's NavbarDropdown does
 * both.
 */
export function navDropdownTargets(
  dropdown: NavDropdown,
  current: string,
  doc: ShownDoc,
): { label: string; href: string; isCurrent: boolean }[] {
  return dropdown.items.map((entry) => navLinkTarget(entry, current, doc, true));
}
