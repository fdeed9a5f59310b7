import { useState } from 'react';
import type { SidebarCategory, SidebarItem } from '../../cli/site-format.ts';
import { SiteLink } from './SiteLink.tsx';

function contains(items: SidebarItem[], href: string): boolean {
  return items.some((i) => i.href === href || (i.type === 'category' && contains(i.items, href)));
}

function Category({ item, current }: { item: SidebarCategory; current: string }) {
  const [open, setOpen] = useState(!item.collapsed || contains(item.items, current) || item.href === current);
  return (
    <li className="sidebar-category">
      <div className="sidebar-category-row">
        {item.href ? (
          <SiteLink href={item.href} className="sidebar-link" {...(item.href === current ? { 'aria-current': 'page' as const } : {})}>
            {item.label}
          </SiteLink>
        ) : (
          <span className="sidebar-category-label">{item.label}</span>
        )}
        <button type="button" className="sidebar-toggle" aria-expanded={open} aria-label={`${open ? 'Recolher' : 'Expandir'} ${item.label}`} onClick={() => setOpen(!open)}>
          <span aria-hidden="true">▸</span>
        </button>
      </div>
      {open && <Items items={item.items} current={current} />}
    </li>
  );
}

function Items({ items, current }: { items: SidebarItem[]; current: string }) {
  return (
    <ul className="sidebar-items">
      {items.map((item) =>
        item.type === 'category' ? (
          <Category key={`c:${item.label}`} item={item} current={current} />
        ) : (
          <li key={`l:${item.href}`}>
            <SiteLink href={item.href} className="sidebar-link" {...(item.href === current ? { 'aria-current': 'page' as const } : {})}>
              {item.label}
            </SiteLink>
          </li>
        ),
      )}
    </ul>
  );
}

/** The route's sidebar; categories start open and never collapse on their own. */
export function Sidebar({ items, current }: { items: SidebarItem[]; current: string }) {
  return (
    <nav className="sidebar" aria-label="Documentação">
      <Items items={items} current={current} />
    </nav>
  );
}
