import type { ReactNode } from 'react';
import { useManifest } from '../data/manifest-context.tsx';
import { chunkComponent } from '../navigation/chunk-component.tsx';
import { lazyChunk } from '../navigation/lazy-chunk.ts';
import './gate.css';

/**
 * The gate's code, loaded only by a site whose gate is on: main.tsx waits for it before the first render (a gated
 * shell preloads it), so the gate decides in that render as it did when it was part of the main bundle.
 */
export const enforcedGateChunk = lazyChunk(() => import('./EnforcedGate.tsx'));
const EnforcedGate = chunkComponent(enforcedGateChunk, (module) => module.EnforcedGate);

/**
 * The access gate of spec section 4 around every route, the not-found page
 * included: its children (the pages, and so every payload) render only once
 * it has let the reader in.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const { gate } = useManifest();
  if (!gate) return children;
  if (!gate.enabled) {
    return (
      <>
        <GateOffBanner />
        {children}
      </>
    );
  }
  return <EnforcedGate gate={gate}>{children}</EnforcedGate>;
}

/**
 * Preview builds (`--no-gate`) say so on every page, so nobody mistakes one for the gated portal. A landmark, as all of
 * a page's content must be; on a phone one line, the rest shown once the banner is tapped (it takes focus for that).
 */
function GateOffBanner() {
  return (
    <section className="gate-off-banner" aria-label={UI.preview}>
      <p role="note" tabIndex={-1}>
        {UI.previewText}
      </p>
    </section>
  );
}
