import { useLocation } from 'wouter';
import { useManifest } from '../data/manifest-context.tsx';
import { normalizeSitePath, pageHref } from '../../format/routes.ts';
import { NavbarDropdown } from './NavbarDropdown.tsx';
import { GlobeIcon } from './icons.tsx';

/**
 * The site's locales (Manifest.locales), each leading to the page shown in that locale: every locale builds every
 * page, so the path is the same under its baseUrl.
 */
export function LanguageDropdown() {
  const { locale, locales, site } = useManifest();
  const path = normalizeSitePath(useLocation()[0]);
  const label = (
    <>
      <GlobeIcon />
      <span className="visually-hidden">{`${UI.language} `}</span>
      <span className="dropdown-label">{locale.label}</span>
    </>
  );
  const items = locales.map((l) => ({ label: l.label, href: pageHref({ ...site, ...l }, path), lang: l.htmlLang }));
  return <NavbarDropdown item={{ label, items }} current={pageHref(site, path)} />;
}
