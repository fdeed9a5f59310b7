import { useLocation } from 'wouter';
import type { NavVersionDropdown, RouteEntry } from '../../format/site-format.ts';
import { useRoute } from '../navigation/use-route.ts';
import { NavbarDropdown } from './NavbarDropdown.tsx';

/**
 * The docs versions' menu (Docusaurus's `docsVersionDropdown`): on a doc of its docs instance, its route's menu, where
 * each version leads to the same page when it has it, else to the version's first doc; elsewhere the item's own. Both
 * made by the compiler.
 */
export function VersionDropdown(props: {
  item: NavVersionDropdown;
  current: string;
  onNavigate?: () => void;
  expandCurrent?: boolean;
}) {
  // Only a lookup that is ready has `resolved`: while the shard loads, the item's own menu shows. Only a doc's route
  // has a menu (a listing's has none).
  const lookup = useRoute(useLocation()[0]) as { resolved?: { route: Pick<RouteEntry, 'versionMenu'> } };
  const menu = lookup.resolved?.route.versionMenu;
  // A doc of another instance (or of the config's docs, for an instance's menu) leaves this menu as it is.
  return (
    <NavbarDropdown {...props} item={{ ...props.item, ...(props.item.docsPluginId === menu?.docsPluginId && menu) }} />
  );
}
