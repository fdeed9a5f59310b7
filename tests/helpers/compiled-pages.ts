import type { CompiledSite } from '../../cli/output/compiled-site.ts';
import type { TocItem } from '../../format/page-parts.ts';
import type { SidebarItem } from '../../format/site-format.ts';

/** The payload of a route of a site compiled in memory (compileSite's `site`); throws for a route it does not have. */
export function compiledPayload(site: CompiledSite, route: string): { html: string; toc: TocItem[] } {
  const entry = site.table.routes.find((r) => r.path === route);
  if (!entry) throw new Error(`no route ${route}`);
  return JSON.parse(site.payloadFiles.get(entry.payload)!);
}

/** A sidebar as nested labels: a category as `{ label: its items }`, a link as its label, HTML as "html". */
export function sidebarLabels(items: readonly SidebarItem[]): unknown[] {
  return items.map((item) =>
    item.type === 'category' ? { [item.label]: sidebarLabels(item.items) } : item.type === 'link' ? item.label : 'html',
  );
}
