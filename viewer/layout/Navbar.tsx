import { useManifest } from '../data/manifest-context.tsx';
import { SiteLink } from '../navigation/SiteLink.tsx';
import { useLocation } from 'wouter';
import { withBase } from '../data/site-paths.ts';
import { SearchBox } from '../search/SearchBox.tsx';

export function Navbar() {
  const { navbar, site } = useManifest();
  const [location] = useLocation();
  const current = withBase(location, site.baseUrl);
  const item = (position: 'left' | 'right') =>
    navbar.items
      .filter((i) => i.position === position)
      .map((i) => (
        <SiteLink key={i.href + i.label} href={i.href} className="navbar-link" {...(sameSection(current, i.href) ? { 'aria-current': 'page' as const } : {})}>
          {i.label}
        </SiteLink>
      ));
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Principal">
        <SiteLink href={site.baseUrl} className="navbar-brand">
          {navbar.title}
        </SiteLink>
        <div className="navbar-items">{item('left')}</div>
        <div className="navbar-items navbar-items-right">{item('right')}</div>
        <SearchBox />
      </nav>
    </header>
  );
}

/** A navbar item is current when the page sits in the same docs section. */
function sameSection(current: string, href: string): boolean {
  const section = href.split('/').slice(0, -1).join('/');
  return current === href || (section.length > 1 && current.startsWith(`${section}/`));
}
