import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Router, useLocation, useRouter } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useManifest } from '../data/manifest-context.tsx';
import { preloadRoute } from './route-data.ts';

const DisplayedPath = createContext('/');
const Pending = createContext(false);

/** True while the next route's payload is loading and the previous page still shows. */
export function usePendingNavigation(): boolean {
  return useContext(Pending);
}

function useDisplayedLocation(): [string, typeof navigate] {
  return [useContext(DisplayedPath), navigate];
}

/**
 * Keeps showing the current page while the next one's payload loads, as
 * Docusaurus does, so a route change never flashes an empty page. Everything
 * inside sees the displayed path; the address bar already shows the new one.
 * A failed preload falls back to a full load of the new address.
 */
export function PendingNavigation({ children }: { children: ReactNode }) {
  const manifest = useManifest();
  const { base } = useRouter();
  const [location] = useLocation();
  const [displayed, setDisplayed] = useState(location);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (location === displayed) {
      setPending(false);
      return;
    }
    let live = true;
    setPending(true);
    preloadRoute(manifest, location).then(
      () => {
        if (!live) return;
        setDisplayed(location);
        setPending(false);
      },
      (error: unknown) => {
        if (!live) return;
        console.warn(`docsgen: could not preload ${location}, reloading the page`, error);
        window.location.reload();
      },
    );
    return () => {
      live = false;
    };
  }, [location, displayed, manifest]);
  return (
    <Pending.Provider value={pending}>
      <DisplayedPath.Provider value={`${base}${displayed}`}>
        <Router hook={useDisplayedLocation} base={base}>
          {children}
        </Router>
      </DisplayedPath.Provider>
    </Pending.Provider>
  );
}
