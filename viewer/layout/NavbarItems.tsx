import { navDropdownTargets, navLinkTarget } from '../../format/navbar-links.ts';
import type { NavItem, RouteEntry } from '../../format/site-format.ts';
import { SiteLink } from '../navigation/SiteLink.tsx';
import { NavbarDropdown } from './NavbarDropdown.tsx';
import { VersionDropdown } from './VersionDropdown.tsx';

export function NavbarItems({
  items,
  current,
  doc,
  className,
  onNavigate,
  expandCurrent,
}: {
  items: NavItem[];
  current: string;
  /** The doc shown (see useDocRoute): doc links follow its version, and the versions' menu is its. */
  doc: RouteEntry | undefined;
  className: string;
  onNavigate?: () => void;
  /** The mobile menu's: a dropdown holding the current page opens by itself. */
  expandCurrent?: boolean;
}) {
  if (!items.length) return null;
  return (
    <ul className={className}>
      {items.map((i) => {
        if (i.type === 'docsVersionDropdown')
          return (
            <li key="docsVersionDropdown">
              <VersionDropdown
                item={i}
                menu={doc?.versionMenu}
                current={current}
                onNavigate={onNavigate}
                expandCurrent={expandCurrent}
              />
            </li>
          );
        if (i.type === 'dropdown')
          return (
            <li key={`dropdown:${i.label}`}>
              <NavbarDropdown
                item={{ label: i.label, items: navDropdownTargets(i, current, doc) }}
                current={current}
                onNavigate={onNavigate}
                expandCurrent={expandCurrent}
              />
            </li>
          );
        const { label, href, isCurrent } = navLinkTarget(i, current, doc);
        return (
          <li key={i.href + i.label}>
            <SiteLink
              href={href}
              className="navbar-link"
              onClick={onNavigate}
              {...(isCurrent ? { 'aria-current': 'page' as const } : {})}
            >
              {label}
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}
