import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useManifest } from '../data/manifest-context.tsx';
import { usePrefetching } from '../navigation/prefetch.ts';
import { RouteChangeEffects } from '../navigation/RouteChangeEffects.tsx';
import { useColorMode } from '../theme/color-mode.ts';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { BackToTop } from './BackToTop.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { useKeyboardNavigationMarker } from './reader-hooks.ts';

/** Focuses the content without putting "#main" in the address. */
function skipToContent(event: MouseEvent) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

export function Layout({ children }: { children: ReactNode }) {
  const manifest = useManifest();
  const [path] = useLocation();
  useColorMode(manifest.colorMode);
  useKeyboardNavigationMarker();
  usePrefetching(manifest, path);
  return (
    <div className="app">
      <a className="skip-link" href="#main" onClick={skipToContent}>
        {UI.skipToContent}
      </a>
      <ProgressBar />
      <AnnouncementBar />
      <Navbar />
      <div className="app-body">{children}</div>
      <Footer />
      <BackToTop />
      <RouteChangeEffects />
    </div>
  );
}
