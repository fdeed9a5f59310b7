import { useLayoutEffect, type RefObject } from 'react';
import { readStorage, writeStorage } from '../data/storage.ts';
import { focusLanding, hashTarget } from '../navigation/scroll-to-hash.ts';
import { initialTabValue, tabIndexForKey, tabStorageKey, withQueryValue } from './tab-choice.ts';
import './tabs.css';

const CONTAINER = '[data-tabs]';

// A container's own tabs and panels only: tabs nested in a panel belong to their own container.
const tabsOf = (container: Element) => [
  ...container.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]'),
];
const panelsOf = (container: Element) => [...container.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')];

/** Selects the tab of `value` and shows its panel; false when the container has no such tab. */
function show(container: Element, value: string): boolean {
  const tabs = tabsOf(container);
  if (!tabs.some((tab) => tab.dataset.value === value)) return false;
  for (const tab of tabs) {
    const selected = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    tab.classList.toggle('tabs__item--active', selected);
  }
  for (const panel of panelsOf(container)) panel.hidden = panel.dataset.value !== value;
  return true;
}

/** Opens every closed tab panel and `<details>` around an element, so that it can be seen; true when one was opened. */
function reveal(target: Element | null): boolean {
  let opened = false;
  for (let element = target; element; element = element.parentElement) {
    const container = element.parentElement;
    if (element.matches('[role="tabpanel"][hidden]') && container?.matches(CONTAINER)) {
      opened = show(container, (element as HTMLElement).dataset.value ?? '') || opened;
    } else if (element instanceof HTMLDetailsElement && !element.open) {
      element.open = true;
      opened = true;
    }
  }
  return opened;
}

/**
 * Makes the tabs the compiler wrote (`cli/mdx/components/tabs.ts`) work, as Docusaurus's do: the WAI-ARIA tabs
 * pattern with automatic activation; a `groupId` switches every container of the group on the page, and is
 * remembered in localStorage under Docusaurus's key; a `queryString` puts the choice in the address, where a reload
 * or a shared link finds it (the address beats the stored choice, which beats the compiled default). A link to an
 * anchor inside a hidden panel or a closed `<details>` opens it. Plain DOM with delegated events: a page with tabs
 * pays for no more script than this. A layout effect, so a remembered choice shows before the first paint.
 */
export function useTabs(ref: RefObject<HTMLElement | null>, html: string): void {
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root?.querySelector(CONTAINER) && !root?.querySelector('details')) return;

    const query = new URLSearchParams(location.search);
    for (const container of root.querySelectorAll<HTMLElement>(CONTAINER)) {
      const { groupId, queryString } = container.dataset;
      const values = tabsOf(container).map((tab) => tab.dataset.value ?? '');
      const value = initialTabValue(
        values,
        queryString ? query.get(queryString) : null,
        groupId ? readStorage(tabStorageKey(groupId)) : null,
      );
      if (value !== null) show(container, value);
    }
    // The page scrolls to its hash right after this (DocPage), once the target can be seen.
    reveal(hashTarget());

    const choose = (tab: HTMLElement) => {
      const container = tab.parentElement?.parentElement;
      const value = tab.dataset.value;
      if (!container?.matches(CONTAINER) || value === undefined) return;
      // Panels of other sizes above the tab would move it under the pointer; keep it where the reader sees it.
      const before = tab.getBoundingClientRect().top;
      const { groupId, queryString } = container.dataset;
      show(container, value);
      for (const other of root.querySelectorAll<HTMLElement>(CONTAINER)) {
        const sameGroup = groupId && other.dataset.groupId === groupId;
        const sameParameter = queryString && other.dataset.queryString === queryString;
        if (other !== container && (sameGroup || sameParameter)) show(other, value);
      }
      if (groupId) writeStorage(tabStorageKey(groupId), value);
      // Replacing the entry changes no route: the viewer's router sees only the same path.
      if (queryString) history.replaceState(history.state, '', withQueryValue(location, queryString, value));
      window.scrollBy(0, tab.getBoundingClientRect().top - before);
    };
    const tabAt = (target: EventTarget | null) => {
      const tab = (target as Element | null)?.closest?.<HTMLElement>('[role="tab"]');
      return tab?.closest(CONTAINER) && root.contains(tab) ? tab : null;
    };
    const onClick = (event: MouseEvent) => {
      const tab = tabAt(event.target);
      if (tab) choose(tab);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const tab = tabAt(event.target);
      const container = tab?.parentElement?.parentElement;
      if (!tab || !container || event.altKey || event.ctrlKey || event.metaKey) return;
      const tabs = tabsOf(container);
      const next = tabIndexForKey(event.key, tabs.indexOf(tab), tabs.length);
      if (next === null) return;
      event.preventDefault();
      tabs[next]!.focus();
      choose(tabs[next]!);
    };
    // A link to this page's anchor in a hidden panel: open it before the browser, or the viewer's own link handling
    // (which runs on the way up), scrolls to the anchor.
    const onLinkClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
      if (!(link instanceof HTMLAnchorElement) || link.pathname !== location.pathname) return;
      const target = hashTarget(link.hash);
      if (target && root.contains(target)) reveal(target);
    };
    // Back, forward, a hash typed in the address or an in-page link: the browser could not scroll to a hidden target,
    // and focus there lets a screen reader announce what the link names and Tab go on from it.
    const onHashChange = () => {
      const target = hashTarget();
      if (!target || !root.contains(target)) return;
      reveal(target);
      target.scrollIntoView();
      focusLanding();
    };
    // Another browser tab of the site chose in a group: follow it, as Docusaurus does.
    const onStorage = (event: StorageEvent) => {
      const groupId = event.key?.startsWith(tabStorageKey('')) ? event.key.slice(tabStorageKey('').length) : null;
      if (groupId === null || event.newValue === null) return;
      for (const container of root.querySelectorAll<HTMLElement>(CONTAINER)) {
        if (container.dataset.groupId === groupId) show(container, event.newValue);
      }
    };
    root.addEventListener('click', onClick);
    root.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onLinkClick, true);
    window.addEventListener('hashchange', onHashChange);
    window.addEventListener('storage', onStorage);
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onLinkClick, true);
      window.removeEventListener('hashchange', onHashChange);
      window.removeEventListener('storage', onStorage);
    };
  }, [ref, html]);
}
