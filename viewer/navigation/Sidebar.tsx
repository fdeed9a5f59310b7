import { createContext, memo, Suspense, useContext, useEffect, useRef, useState } from 'react';
import type { SidebarCategory, SidebarFile, SidebarItem } from '../../format/site-format.ts';
import { useManifest } from '../data/manifest-context.tsx';
import { loadSiteFile } from '../data/use-payload.ts';
import type { PartFiles } from './SidebarWindows.tsx';
import { ChevronIcon } from '../layout/icons.tsx';
import { SiteLink } from './SiteLink.tsx';
import { sidebarHtmlClass } from '../../format/sidebar-html.ts';
import { chunkComponent } from './chunk-component.tsx';
import { lazyChunk } from './lazy-chunk.ts';
import { sidebarFileUrl } from './resolve-route.ts';
import { useSidebarPart } from './use-route.ts';

/**
 * The part of a split sidebar that holds the page shown (RouteEntry.sidebarPart, loaded with the sidebar), and the
 * category it belongs to, by the category's `itemsFile`: in a long category, the part is a window after the first.
 */
const CurrentPart = createContext<{ file: string; category: string } | undefined>(undefined);

/** The windows of a split sidebar's categories: only sites with large sidebars load them, with a page of one (see preloadRoute). */
export const sidebarPartsChunk = lazyChunk(() => import('./SidebarWindows.tsx'));

/** From that chunk: preloaded with a page of a split sidebar, else loaded when a reader opens a category of one. */
const PartItems = chunkComponent(sidebarPartsChunk, (module) => module.PartItems);

/** How PartItems reads the windows of a category (see PartFiles). */
function usePartFiles(): PartFiles {
  const manifest = useManifest();
  return { usePart: useSidebarPart, load: (file) => loadSiteFile<SidebarFile>(sidebarFileUrl(manifest, file)!) };
}

/** Whether the items hold the page: as a link, or in a nested category whose part file holds it (`part`). */
function contains(items: SidebarItem[], href: string, part: string | undefined): boolean {
  return items.some((i) =>
    i.type === 'category'
      ? i.href === href || (part !== undefined && i.itemsFile === part) || contains(i.items, href, part)
      : i.type === 'link' && i.href === href,
  );
}

const currentProps = (href: string | undefined, current: string) =>
  href === current ? { 'aria-current': 'page' as const } : {};

function Category({ item, current }: { item: SidebarCategory; current: string }) {
  // A category of a split sidebar loads its items when it opens, or at once when they hold the page shown.
  const currentPart = useContext(CurrentPart);
  const partFiles = usePartFiles();
  const holdsCurrent =
    (item.itemsFile !== undefined && item.itemsFile === currentPart?.category) ||
    contains(item.items, current, currentPart?.category);
  const [open, setOpen] = useState(!item.collapsed || holdsCurrent || item.href === current);
  // Reaching a page inside a closed category opens it; nothing ever closes on its own.
  useEffect(() => {
    if (holdsCurrent) setOpen(true);
  }, [holdsCurrent]);
  const items =
    item.itemsFile === undefined ? (
      <Items items={item.items} current={current} />
    ) : (
      <Suspense fallback={null}>
        <PartItems first={item.itemsFile} current={currentPart} files={partFiles}>
          {(held) => <Entries items={held} current={current} />}
        </PartItems>
      </Suspense>
    );
  const label = `${open ? UI.collapse : UI.expand} ${UI.category} ${item.label}`;
  const className = item.className ? `sidebar-category ${item.className}` : 'sidebar-category';
  if (item.collapsible === false) {
    // Always open, as Docusaurus draws a category that cannot collapse: its label and nothing to toggle.
    return (
      <li className={className}>
        <div className="sidebar-category-row">
          {item.href ? (
            <SiteLink
              href={item.href}
              className="sidebar-link sidebar-category-link"
              {...currentProps(item.href, current)}
            >
              {item.label}
            </SiteLink>
          ) : (
            <span className="sidebar-category-label">{item.label}</span>
          )}
        </div>
        {items}
      </li>
    );
  }
  return (
    <li className={className}>
      <div className="sidebar-category-row">
        {item.href ? (
          <>
            <SiteLink
              href={item.href}
              className="sidebar-link sidebar-category-link"
              {...currentProps(item.href, current)}
            >
              {item.label}
            </SiteLink>
            <button
              type="button"
              className="sidebar-toggle"
              aria-expanded={open}
              aria-label={label}
              onClick={() => setOpen(!open)}
            >
              <ChevronIcon />
            </button>
          </>
        ) : (
          <button type="button" className="sidebar-category-button" aria-expanded={open} onClick={() => setOpen(!open)}>
            <span>{item.label}</span>
            <ChevronIcon />
          </button>
        )}
      </div>
      {open && items}
    </li>
  );
}

function Items({ items, current }: { items: SidebarItem[]; current: string }) {
  return (
    <ul className="sidebar-items">
      <Entries items={items} current={current} />
    </ul>
  );
}

/** The entries of a list of items, one `li` each. */
function Entries({ items, current }: { items: SidebarItem[]; current: string }) {
  return (
    <>
      {items.map((item, i) =>
        item.type === 'category' ? (
          <Category key={item.key ?? `c:${item.label}`} item={item} current={current} />
        ) : item.type === 'html' ? (
          // Sanitized by the compiler, as raw HTML in pages is (unless the site trusts raw HTML).
          <li key={`h:${i}`} className={sidebarHtmlClass(item)} dangerouslySetInnerHTML={{ __html: item.html }} />
        ) : (
          <li key={item.key ?? `l:${item.href}`} {...(item.className ? { className: item.className } : {})}>
            <SiteLink href={item.href} className="sidebar-link" {...currentProps(item.href, current)}>
              {item.label}
            </SiteLink>
          </li>
        ),
      )}
    </>
  );
}

/**
 * The route's sidebar: categories start as configured, open on the way to the current page, and never collapse on their own.
 * Memoized: a page's new payload (a live update, a hash change) leaves a sidebar of thousands of links as it is,
 * which re-rendering took 100 ms and more.
 */
export const Sidebar = memo(function Sidebar({
  items,
  current,
  part,
  label = UI.docsSidebar,
}: {
  items: SidebarItem[];
  current: string;
  part?: string;
  label?: string;
}) {
  const nav = useRef<HTMLElement>(null);
  const partFile = useSidebarPart(part);
  const currentPart = part === undefined ? undefined : { file: part, category: partFile?.first ?? part };
  useEffect(() => {
    const container = nav.current;
    const active = container?.querySelector('[aria-current="page"]');
    if (!container || !active) return;
    const box = container.getBoundingClientRect();
    const link = active.getBoundingClientRect();
    if (link.top < box.top || link.bottom > box.bottom) container.scrollTop += link.top - box.top - box.height / 3;
  }, [current]);
  return (
    <nav ref={nav} className="sidebar" aria-label={label}>
      <CurrentPart.Provider value={currentPart}>
        <Items items={items} current={current} />
      </CurrentPart.Provider>
    </nav>
  );
});
