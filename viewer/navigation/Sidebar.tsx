import { createContext, memo, useContext, useEffect, useRef, useState } from 'react';
import type { SidebarCategory, SidebarItem } from '../../format/site-format.ts';
import { ChevronIcon } from '../layout/icons.tsx';
import { SiteLink } from './SiteLink.tsx';
import { sidebarHtmlClass } from '../../format/sidebar-html.ts';
import { useSidebarFile } from './use-route.ts';

/** The file of the split sidebar's part that holds the page shown (RouteEntry.sidebarPart), loaded with the sidebar. */
const CurrentPart = createContext<string | undefined>(undefined);

function contains(items: SidebarItem[], href: string): boolean {
  return items.some((i) => (i.type === 'category' ? i.href === href || contains(i.items, href) : i.type === 'link' && i.href === href));
}

const currentProps = (href: string | undefined, current: string) => (href === current ? { 'aria-current': 'page' as const } : {});

function Category({ item, current }: { item: SidebarCategory; current: string }) {
  // A category of a split sidebar loads its items when it opens, or at once when they hold the page shown.
  const currentPart = useContext(CurrentPart);
  const isCurrentPart = item.itemsFile !== undefined && item.itemsFile === currentPart;
  const [open, setOpen] = useState(!item.collapsed || isCurrentPart || contains(item.items, current) || item.href === current);
  const loaded = useSidebarFile(open ? item.itemsFile : undefined);
  const items = item.itemsFile === undefined ? item.items : (loaded ?? []);
  const holdsCurrent = isCurrentPart || contains(items, current);
  // Reaching a page inside a closed category opens it; nothing ever closes on its own.
  useEffect(() => {
    if (holdsCurrent) setOpen(true);
  }, [holdsCurrent]);
  const label = `${open ? 'Recolher' : 'Expandir'} a categoria ${item.label}`;
  const className = item.className ? `sidebar-category ${item.className}` : 'sidebar-category';
  if (item.collapsible === false) {
    // Always open, as Docusaurus draws a category that cannot collapse: its label and nothing to toggle.
    return (
      <li className={className}>
        <div className="sidebar-category-row">
          {item.href ? (
            <SiteLink href={item.href} className="sidebar-link sidebar-category-link" {...currentProps(item.href, current)}>
              {item.label}
            </SiteLink>
          ) : (
            <span className="sidebar-category-label">{item.label}</span>
          )}
        </div>
        <Items items={items} current={current} />
      </li>
    );
  }
  return (
    <li className={className}>
      <div className="sidebar-category-row">
        {item.href ? (
          <>
            <SiteLink href={item.href} className="sidebar-link sidebar-category-link" {...currentProps(item.href, current)}>
              {item.label}
            </SiteLink>
            <button type="button" className="sidebar-toggle" aria-expanded={open} aria-label={label} onClick={() => setOpen(!open)}>
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
      {open && <Items items={items} current={current} />}
    </li>
  );
}

function Items({ items, current }: { items: SidebarItem[]; current: string }) {
  return (
    <ul className="sidebar-items">
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
    </ul>
  );
}

/**
 * The route's sidebar: categories start as configured, open on the way to the current page, and never collapse on their own.
 * Memoized: a page's new payload (a live update, a hash change) leaves a sidebar of thousands of links as it is,
 * which re-rendering took 100 ms and more.
 */
export const Sidebar = memo(function Sidebar({ items, current, part, label = 'Documentação' }: { items: SidebarItem[]; current: string; part?: string; label?: string }) {
  const nav = useRef<HTMLElement>(null);
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
      <CurrentPart.Provider value={part}>
        <Items items={items} current={current} />
      </CurrentPart.Provider>
    </nav>
  );
});
