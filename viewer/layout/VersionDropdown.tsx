import type { NavVersionDropdown, RouteEntry } from '../../format/site-format.ts';
import { NavbarDropdown } from './NavbarDropdown.tsx';

/**
 * The docs versions' menu (Docusaurus's `docsVersionDropdown`): on a doc of its docs instance, its route's menu
 * (`menu`, the doc shown's: NavbarItems looks the route up), where each version leads to the same page when it has it,
 * else to the version's first doc; elsewhere the item's own. Both made by the compiler.
 */
export function VersionDropdown({
  menu,
  ...props
}: {
  item: NavVersionDropdown;
  menu: RouteEntry['versionMenu'];
  current: string;
  onNavigate?: () => void;
  expandCurrent?: boolean;
}) {
  // A doc of another instance (or of the config's docs, for an instance's menu) leaves this menu as it is.
  return (
    <NavbarDropdown {...props} item={{ ...props.item, ...(props.item.docsPluginId === menu?.docsPluginId && menu) }} />
  );
}
