import { useEffect, useSyncExternalStore } from 'react';
import { addBaseUrl } from './useBaseUrl.ts';
import { islandGlobals } from '../island-globals.ts';

/** What react-router's `useLocation` gives, as Docusaurus re-exports it; paths are the site's, without its base URL. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

// The viewer's router (wouter) announces its own navigations with these events, and back/forward is popstate.
const EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;

function subscribe(listener: () => void): () => void {
  for (const event of EVENTS) addEventListener(event, listener);
  return () => {
    for (const event of EVENTS) removeEventListener(event, listener);
  };
}

const href = () => window.location.href;

function withoutBase(pathname: string): string {
  const base = islandGlobals().context.siteConfig.baseUrl;
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
}

/** `useLocation` of `@docusaurus/router`, following the viewer's navigations. */
export function useLocation(): Location {
  useSyncExternalStore(subscribe, href);
  const { pathname, search, hash } = window.location;
  return { pathname: withoutBase(pathname), search, hash, state: history.state, key: 'default' };
}

type To = string | { pathname?: string; search?: string; hash?: string };

const target = (to: To) =>
  typeof to === 'string' ? addBaseUrl(to) : `${addBaseUrl(to.pathname ?? '')}${to.search ?? ''}${to.hash ?? ''}`;

/** `useHistory` of `@docusaurus/router`: push and replace go through the viewer's router, without a reload. */
export function useHistory() {
  return {
    push: (to: To, state?: unknown) => history.pushState(state ?? null, '', target(to)),
    replace: (to: To, state?: unknown) => history.replaceState(state ?? null, '', target(to)),
    go: (n: number) => history.go(n),
    goBack: () => history.back(),
    goForward: () => history.forward(),
    get location() {
      return { ...window.location, pathname: withoutBase(window.location.pathname) };
    },
  };
}

/** `<Redirect to>` of `@docusaurus/router`: replaces the address once mounted. */
export function Redirect({ to, push = false }: { to: To; push?: boolean }) {
  useEffect(() => {
    (push ? history.pushState : history.replaceState).call(history, null, '', target(to));
  }, [to, push]);
  return null;
}
