import type { NavItem } from '../../format/site-format.ts';
import { SiteLink } from '../navigation/SiteLink.tsx';
import { NavbarDropdown } from './NavbarDropdown.tsx';
import { VersionDropdown } from './VersionDropdown.tsx';

/** A navbar item is current when the page sits in the same docs section. */
function sameSection(current: string, href: string): boolean {
  const section = href.split('/').slice(0, -1).join('/');
  return current === href || (section.length > 1 && current.startsWith(`${section}/`));
}

export function NavbarItems({
  items,
  current,
  className,
  onNavigate,
}: {
  items: NavItem[];
  current: string;
  className: string;
  onNavigate?: () => void;
}) {
  if (!items.length) return null;
  return (
    <ul className={className}>
      {items.map((i) =>
        i.type === 'docsVersionDropdown' ? (
          <li key="docsVersionDropdown">
            <VersionDropdown item={i} current={current} onNavigate={onNavigate} />
          </li>
        ) : i.type === 'dropdown' ? (
          <li key={`dropdown:${i.label}`}>
            <NavbarDropdown item={i} current={current} onNavigate={onNavigate} />
          </li>
        ) : (
          <li key={i.href + i.label}>
            <SiteLink
              href={i.href}
              className="navbar-link"
              onClick={onNavigate}
              {...(sameSection(current, i.href) ? { 'aria-current': 'page' as const } : {})}
            >
              {i.label}
            </SiteLink>
          </li>
        ),
      )}
    </ul>
  );
}
