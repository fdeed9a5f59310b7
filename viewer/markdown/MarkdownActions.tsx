import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { useManifest } from '../data/manifest-context.tsx';
import { ChevronIcon } from '../layout/icons.tsx';
import { useCloseOnOutsidePointer } from '../layout/use-close-on-outside-pointer.ts';
import { chunkComponent } from '../navigation/chunk-component.tsx';
import { lazyChunk } from '../navigation/lazy-chunk.ts';
import './markdown-actions.css';

/** The menu's items load when a reader heads for the button (pointer or focus), not with every page. */
const menuChunk = lazyChunk(() => import('./MarkdownMenu.tsx'));
const MarkdownMenu = chunkComponent(menuChunk, (module) => module.MarkdownMenu);
const loadMenu = () => void menuChunk.load().catch(() => undefined);

/**
 * The page for machine readers, a small menu beside the title (MarkdownMenu). A disclosure, as the navbar's
 * dropdowns: Escape, a click elsewhere or focus leaving closes it. Once opened its items stay mounted, hidden when
 * closed, so that a copy's outcome outlives the menu closing.
 */
export function MarkdownActions({ href }: { href: string }) {
  const gated = useManifest().gate?.enabled === true;
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useCloseOnOutsidePointer(open, root, closeMenu);
  return (
    <div
      ref={root}
      className="dropdown markdown-actions"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        toggle.current?.focus();
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="dropdown-toggle markdown-actions-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onPointerEnter={loadMenu}
        onFocus={loadMenu}
        onClick={() => {
          setOpen(!open);
          setOpened(true);
        }}
      >
        <span>Markdown</span>
        <ChevronIcon size={14} />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <MarkdownMenu id={menuId} href={href} gated={gated} hidden={!open} />
        </Suspense>
      )}
    </div>
  );
}
