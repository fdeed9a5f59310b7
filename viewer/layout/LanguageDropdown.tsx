import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useCloseOnOutsidePointer } from './use-close-on-outside-pointer.ts';
import { useLocation } from 'wouter';
import { useManifest } from '../data/manifest-context.tsx';
import { normalizeSitePath, pageHref } from '../../format/routes.ts';
import { SiteLink } from '../navigation/SiteLink.tsx';
import { ChevronIcon, GlobeIcon } from './icons.tsx';

/** The site's locales (pt-BR only): a disclosure whose links lead to this page in each. */
export function LanguageDropdown() {
  const { locale, site } = useManifest();
  const [path] = useLocation();
  const [open, setOpen] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useCloseOnOutsidePointer(open, root, closeMenu);
  // Focus stays inside while the list is open (leaving closes it), so Escape is heard here. Cancelling the key keeps
  // it from also closing the mobile menu's dialog around the dropdown.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return;
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div
      className="dropdown"
      ref={root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="navbar-link dropdown-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <GlobeIcon />
        <span className="visually-hidden">Idioma: </span>
        <span className="dropdown-label">{locale.label}</span>
        <ChevronIcon size={14} />
      </button>
      <ul id={menuId} className="dropdown-menu" hidden={!open}>
        <li>
          <SiteLink
            href={pageHref(site, normalizeSitePath(path))}
            className="dropdown-link"
            aria-current="true"
            lang={locale.htmlLang}
            onClick={() => setOpen(false)}
          >
            {locale.label}
          </SiteLink>
        </li>
      </ul>
    </div>
  );
}
