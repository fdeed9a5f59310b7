import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { useManifest } from '../data/manifest-context.tsx';
import { normalizeSitePath, pageHref } from '../../format/routes.ts';
import { Sidebar } from '../navigation/Sidebar.tsx';
import { useDocRoute, useSidebar } from '../navigation/use-route.ts';
import { focusLanding } from '../navigation/scroll-to-hash.ts';
import { SiteLink } from '../navigation/SiteLink.tsx';
import { ColorModeToggle } from '../theme/ColorModeToggle.tsx';
import { TABBABLE } from './focus-order.ts';
import { CloseIcon } from './icons.tsx';
import { SiteLogo } from './SiteLogo.tsx';
import { LanguageDropdown } from './LanguageDropdown.tsx';
import { NavbarItems } from './NavbarItems.tsx';
import { DESKTOP_QUERY } from './reader-hooks.ts';

/**
 * The mobile slide-in menu: navbar items, language, colour mode and the
 * route's sidebar. A modal <dialog> keeps the page behind it inert and
 * closes on Escape; Tab wraps inside it. It closes when a link in it is
 * followed, on navigation and when the window grows to the desktop layout.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const manifest = useManifest();
  const [path] = useLocation();
  const openedAt = useRef(path);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      openedAt.current = path;
      element.showModal();
    }
    if (!open && element.open) {
      element.close();
      // Closing a modal dialog gives focus back to the button that opened it. After a link in the menu led to another
      // page, focus belongs where the route change had already put it.
      if (openedAt.current !== path) focusLanding();
    }
  }, [open, path]);
  useEffect(() => {
    const desktop = matchMedia(DESKTOP_QUERY);
    const onChange = () => desktop.matches && onClose();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [onClose]);
  useEffect(() => onClose(), [path, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(TABBABLE)].filter(
      (e) => e.offsetParent !== null,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  // A click on the backdrop, or on a link the app follows: then at once, even to the page already shown, which
  // changes no route.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const followedLink = event.nativeEvent.defaultPrevented && (event.target as Element).closest('a[href]');
    if (event.target === dialog.current || followedLink) onClose();
  };

  const route = useDocRoute(path);
  const sidebar = useSidebar(route?.sidebar);
  const current = pageHref(manifest.site, normalizeSitePath(path));
  return (
    <dialog
      ref={dialog}
      className="mobile-menu"
      aria-label={UI.navigationMenu}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {open && (
        <div className="mobile-menu-panel">
          <div className="mobile-menu-header">
            <SiteLink href={manifest.site.baseUrl} className="navbar-brand">
              <SiteLogo />
              <span>{manifest.navbar.title}</span>
            </SiteLink>
            <button type="button" className="icon-button" aria-label={UI.closeNavigationMenu} onClick={onClose}>
              <CloseIcon />
            </button>
          </div>
          <nav aria-label={UI.mainNavigationMenu} className="mobile-menu-section">
            <NavbarItems
              items={manifest.navbar.items}
              current={current}
              doc={route}
              className="mobile-menu-items"
              expandCurrent
            />
          </nav>
          <div className="mobile-menu-tools">
            <LanguageDropdown />
            <ColorModeToggle />
          </div>
          {sidebar && (
            <div className="mobile-menu-sidebar">
              <Sidebar items={sidebar} current={current} part={route?.sidebarPart} />
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
