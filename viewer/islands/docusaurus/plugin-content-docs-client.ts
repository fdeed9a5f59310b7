import { useContext } from 'react';
import type { SidebarCategory } from '../../../format/site-format.ts';
import { islandGlobals } from '../island-globals.ts';

/**
 * `useCurrentSidebarCategory` of `@docusaurus/plugin-content-docs/client` (and of `@docusaurus/theme-common` in
 * Docusaurus 2) for islands: the category whose page this doc is, as Docusaurus's PropSidebarItemCategory. The
 * compiler computed it and gave it to the island (see cli/mdx/island-element.ts); on any other page it throws, as
 * Docusaurus's does.
 */
export function useCurrentSidebarCategory(): SidebarCategory {
  const category = useContext(islandGlobals().sidebarCategory);
  if (!category)
    throw new Error(
      'useCurrentSidebarCategory() só funciona na página de uma categoria: a página que o link da categoria indica',
    );
  return category;
}
