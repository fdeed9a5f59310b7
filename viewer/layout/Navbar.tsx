import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { useManifest } from '../data/manifest-context.tsx';
import { normalizeSitePath, pageHref } from '../../format/routes.ts';
import { SiteLink } from '../navigation/SiteLink.tsx';
import { useDocRoute } from '../navigation/use-route.ts';
import { ColorModeToggle } from '../theme/ColorModeToggle.tsx';
import { MenuIcon } from './icons.tsx';
import { SiteLogo } from './SiteLogo.tsx';
import { LanguageDropdown } from './LanguageDropdown.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { NavbarItems } from './NavbarItems.tsx';
import { useHideOnScroll } from './reader-hooks.ts';
import { SearchBox } from '../search/SearchBox.tsx';

export function Navbar() {
  const { navbar, site } = useManifest();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const hidden = useHideOnScroll(Boolean(navbar.hideOnScroll) && !menuOpen);
  const current = pageHref(site, normalizeSitePath(location));
  const doc = useDocRoute(location);
  const items = (position: 'left' | 'right') => navbar.items.filter((i) => i.position === position);
  return (
    <header className={hidden ? 'navbar navbar-hidden' : 'navbar'}>
      <nav className="navbar-inner" aria-label={UI.mainNavigation}>
        <button
          type="button"
          className="icon-button navbar-menu-button"
          aria-label={UI.openNavigationMenu}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
        <SiteLink href={site.baseUrl} className="navbar-brand">
          <SiteLogo />
          <span>{navbar.title}</span>
        </SiteLink>
        <NavbarItems items={items('left')} current={current} doc={doc} className="navbar-items" />
        <div className="navbar-right">
          <NavbarItems items={items('right')} current={current} doc={doc} className="navbar-items" />
          <div className="navbar-desktop-only">
            <LanguageDropdown />
          </div>
          <ColorModeToggle className="navbar-desktop-only" />
          <div className="navbar-search">
            <SearchBox />
          </div>
        </div>
      </nav>
      <MobileMenu open={menuOpen} onClose={closeMenu} />
    </header>
  );
}
