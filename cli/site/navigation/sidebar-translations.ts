import type { SidebarItem } from '../../../format/site-format.ts';

/**
 * A translation's sidebar labels, as Docusaurus's docs plugin reads its `current.json` (or `version-<name>.json`):
 * `sidebar.<sidebar>.category.<label>` for a category, `sidebar.<sidebar>.link.<label>` for a link and
 * `sidebar.<sidebar>.doc.<label>` for a doc item written with a label. Labels are replaced in place, so that what
 * holds the items (the sanitizer's list of HTML items) keeps seeing the same ones.
 */
export function translateSidebarLabels(
  sidebars: Record<string, SidebarItem[]>,
  messages: ReadonlyMap<string, string>,
): void {
  if (!messages.size) return;
  for (const [name, items] of Object.entries(sidebars)) translateItems(name, items, messages);
}

function translateItems(sidebar: string, items: SidebarItem[], messages: ReadonlyMap<string, string>): void {
  for (const item of items) {
    if (item.type === 'html') continue;
    const kind = item.type === 'category' ? 'category' : item.docId ? 'doc' : 'link';
    item.label = messages.get(`sidebar.${sidebar}.${kind}.${item.label}`) ?? item.label;
    if (item.type === 'category') translateItems(sidebar, item.items, messages);
  }
}
