import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useCloseOnOutsidePointer } from './use-close-on-outside-pointer.ts';
import { SiteLink } from '../navigation/SiteLink.tsx';
import { ChevronIcon } from './icons.tsx';

/**
 * A dropdown's label and links (a NavDropdown, the versions' menu, the language menu); a link with `lang` leads to
 * another locale's site, which the browser loads as a document of its own (the app knows only its own locale's routes).
 * A link is current as `isCurrent` says (a NavDropdown's, by navbar-links.ts), else on its own page.
 */
interface MenuItem {
  label: ReactNode;
  items: { label: string; href: string; lang?: string; isCurrent?: boolean }[];
}

const linksIn = (root: HTMLElement | null) => [...(root?.querySelectorAll<HTMLAnchorElement>('.dropdown-link') ?? [])];

/**
 * A navbar item of kind "dropdown": a disclosure button and its list of links. Enter and Space toggle it (it is a
 * button), ArrowDown opens it at its first link, the arrows, Home and End move between links, Escape closes it and
 * gives focus back to the button; a click elsewhere, focus leaving or a followed link closes it too.
 */
export function NavbarDropdown({
  item,
  current,
  onNavigate,
  expandCurrent,
}: {
  item: MenuItem;
  current: string;
  onNavigate?: () => void;
  /**
   * In the mobile menu, a dropdown holding the current page opens by itself, as Docusaurus's mobile dropdown does
   * (containsActiveItems). The menu is drawn anew each time it opens, so the first render's state is enough.
   */
  expandCurrent?: boolean;
}) {
  // A language menu's toggle names the language, not a section the page is in: it is never marked current.
  const isCurrent = (link: MenuItem['items'][number]) => link.isCurrent ?? link.href === current;
  const holdsCurrent = item.items.some((link) => !link.lang && isCurrent(link));
  const [open, setOpen] = useState(!!expandCurrent && holdsCurrent);
  const closeMenu = useCallback(() => setOpen(false), []);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  /** A link to focus once the list is shown: it is hidden, and cannot take focus, until React has rendered it open. */
  const [focusIndex, setFocusIndex] = useState<number | undefined>();

  useCloseOnOutsidePointer(open, root, closeMenu);

  useEffect(() => {
    if (!open || focusIndex === undefined) return;
    linksIn(root.current)[focusIndex]?.focus();
    setFocusIndex(undefined);
  }, [open, focusIndex]);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = linksIn(root.current);
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (index: number) => {
      event.preventDefault();
      if (!open) setOpen(true);
      setFocusIndex((index + all.length) % all.length);
    };
    switch (event.key) {
      case 'Escape':
        if (!open) return;
        // Cancelled, so that the mobile menu's dialog around the dropdown stays open.
        event.preventDefault();
        setOpen(false);
        button.current?.focus();
        return;
      case 'ArrowDown':
        return move(at + 1);
      case 'ArrowUp':
        return move(at < 0 ? -1 : at - 1);
      case 'Home':
        if (open && at >= 0) move(0);
        return;
      case 'End':
        if (open && at >= 0) move(-1);
        return;
    }
  };

  return (
    <div
      className="dropdown navbar-dropdown"
      ref={root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={holdsCurrent ? 'navbar-link dropdown-toggle navbar-link-active' : 'navbar-link dropdown-toggle'}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <span>{item.label}</span>
        <ChevronIcon size={14} />
      </button>
      <ul id={menuId} className="dropdown-menu" hidden={!open}>
        {item.items.map((link) => {
          const Anchor = link.lang ? 'a' : SiteLink;
          return (
            <li key={link.href + link.label}>
              <Anchor
                href={link.href}
                className="dropdown-link"
                lang={link.lang}
                {...(isCurrent(link) ? { 'aria-current': 'page' as const } : {})}
                onClick={() => {
                  setOpen(false);
                  onNavigate?.();
                }}
              >
                {link.label}
              </Anchor>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
