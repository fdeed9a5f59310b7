import { useLocation } from 'wouter';
import type { NavVersionDropdown } from '../../format/site-format.ts';
import type { ResolvedRoute } from '../navigation/resolve-route.ts';
import { useRoute } from '../navigation/use-route.ts';
import { NavbarDropdown } from './NavbarDropdown.tsx';

/**
 * The docs versions' menu (Docusaurus's `docsVersionDropdown`): on a doc, its route's menu, where each version leads
 * to the same page when it has it, else to the version's first doc; elsewhere the item's own. Both made by the compiler.
 */
export function VersionDropdown(props: { item: NavVersionDropdown; current: string; onNavigate?: () => void }) {
  // Only a lookup that is ready has `resolved`: while the shard loads, the item's own menu shows.
  const { resolved } = useRoute(useLocation()[0]) as { resolved?: ResolvedRoute };
  const menu = resolved?.kind === 'doc' ? resolved.route.versionMenu : undefined;
  return <NavbarDropdown {...props} item={{ ...props.item, ...menu }} />;
}
