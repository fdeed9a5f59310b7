import type { SidebarHtml } from './site-format.ts';

/** The classes of a sidebar's raw HTML item, the same in the prerendered page and in the viewer. */
export function sidebarHtmlClass(item: SidebarHtml): string {
  return ['sidebar-html', item.defaultStyle ? 'sidebar-html-padded' : '', item.className ?? '']
    .filter(Boolean)
    .join(' ');
}
