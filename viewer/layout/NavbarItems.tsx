import { useLocation } from 'wouter';
import { navDropdownTargets, navLinkTarget } from '../../format/navbar-links.ts';
import type { NavItem } from '../../format/site-format.ts';
import type { ResolvedRoute } from '../navigation/resolve-route.ts';
import { SiteLink } from '../navigation/SiteLink.tsx';
import { useRoute } from '../navigation/use-route.ts';
import { NavbarDropdown } from './NavbarDropdown.tsx';
import { VersionDropdown } from './VersionDropdown.tsx';

export function NavbarItems({
  items,
  current,
  className,
  onNavigate,
  expandCurrent,
}: {
  items: NavItem[];
  current: string;
  className: string;
  onNavigate?: () => void;
  /** The mobile menu's: a dropdown holding the current page opens by itself. */
  expandCurrent?: boolean;
}) {
  // Only a lookup that is ready has `resolved`: while the shard loads, doc links keep their own targets and the
  // versions' menu its own entries.
  const { resolved } = useRoute(useLocation()[0]) as { resolved?: ResolvedRoute };
  const doc = resolved?.kind === 'doc' ? resolved.route : undefined;
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
