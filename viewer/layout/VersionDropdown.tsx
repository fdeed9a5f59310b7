import { useLocation } from 'wouter';
import { pageHref } from '../../format/routes.ts';
import type { NavVersionDropdown } from '../../format/site-format.ts';
import { useManifest } from '../data/manifest-context.tsx';
import { useRoute } from '../navigation/use-route.ts';
import { NavbarDropdown } from './NavbarDropdown.tsx';

/**
 * The docs versions' menu (Docusaurus's `docsVersionDropdown`): each version leads to the page shown, in that version,
 * when it has it (the route's `alternates`), else to the version's first doc. Labelled with the version being read.
 */
export function VersionDropdown({
  item,
  current,
  onNavigate,
}: {
  item: NavVersionDropdown;
  current: string;
  onNavigate?: () => void;
}) {
  const manifest = useManifest();
  const [location] = useLocation();
  const lookup = useRoute(location);
  const versions = manifest.versions ?? [];
  const route = lookup.status === 'ready' && lookup.resolved?.kind === 'doc' ? lookup.resolved.route : undefined;
  const shown = versions.find((v) => v.name === route?.version) ?? versions.find((v) => v.isLast) ?? versions[0];
  if (!shown) return null;
  const items = versions.map((version) => {
    const own = version.name === route?.version ? route.path : route?.alternates?.[version.name];
    return { label: version.label, href: own === undefined ? version.mainHref : pageHref(manifest.site, own) };
  });
  return (
    <NavbarDropdown
      item={{ type: 'dropdown', label: shown.label, position: item.position, items }}
      current={current}
      {...(onNavigate ? { onNavigate } : {})}
    />
  );
}
