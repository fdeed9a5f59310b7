import type { BreadcrumbItem, PagerLink, SidebarItem } from '../../../format/site-format.ts';

export interface DocNavigation {
  /** Absent for a doc no sidebar lists, whose pager comes from its front matter alone. */
  sidebar?: string;
  breadcrumb: BreadcrumbItem[];
  previous?: PagerLink;
  next?: PagerLink;
}

/** Where a generated index page's own navigation is kept, beside the docs' ids: no doc id starts with a space. */
export function categoryIndexNavKey(href: string): string {
  return ` category-index ${href}`;
}

/**
 * Stage 6: where each doc sits. A doc belongs to the first sidebar that lists
 * it; its breadcrumb is the chain of categories above it, and previous/next
 * follow the sidebar's reading order, generated index pages included (under categoryIndexNavKey).
 */
export function navigationByDocId(sidebars: Record<string, SidebarItem[]>): Map<string, DocNavigation> {
  const result = new Map<string, DocNavigation>();
  for (const [sidebar, items] of Object.entries(sidebars)) {
    const order: { docId: string; link: PagerLink; trail: BreadcrumbItem[] }[] = [];
    const walk = (list: SidebarItem[], trail: BreadcrumbItem[]) => {
      for (const item of list) {
        // Raw HTML leads nowhere, and a `ref` leaves the doc's place to the item that lists it.
        if (item.type === 'html' || (item.type === 'link' && item.ref)) continue;
        if (item.type === 'link') {
          if (item.docId) order.push({ docId: item.docId, link: { label: item.label, href: item.href }, trail });
          continue;
        }
        // A category's page, a doc or its generated index, comes before its items in the reading order.
        if (item.href)
          order.push({
            docId: item.docId ?? categoryIndexNavKey(item.href),
            link: { label: item.label, href: item.href },
            trail,
          });
        walk(item.items, [...trail, { label: item.label, ...(item.href ? { href: item.href } : {}) }]);
      }
    };
    walk(items, []);
    order.forEach((entry, i) => {
      if (result.has(entry.docId)) return;
      const previous = order[i - 1]?.link;
      const next = order[i + 1]?.link;
      result.set(entry.docId, {
        sidebar,
        breadcrumb: [...entry.trail, { label: entry.link.label }],
        ...(previous ? { previous } : {}),
        ...(next ? { next } : {}),
      });
    });
  }
  return result;
}
