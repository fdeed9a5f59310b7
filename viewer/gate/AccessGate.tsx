import { useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { EnforcedGateSettings } from '../../format/site-format.ts';
import { useManifest } from '../data/manifest-context.tsx';
import { CheckingScreen, GateOffBanner, LeavingScreen, StorageProblemScreen } from './GateScreens.tsx';
import { useStoredAccess } from './use-stored-access.ts';
import { useTokenHandOff } from './use-token-hand-off.ts';
import './gate.css';

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

function EnforcedGate({ gate, children }: { gate: EnforcedGateSettings; children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const [attempt, setAttempt] = useState(0);
  const handOff = useTokenHandOff(gate);
  const applies = handOff.status === 'none';
  const access = useStoredAccess(gate, applies, `${attempt} ${location}?${search}`);
  const retry = () => {
    handOff.reset();
    setAttempt(attempt + 1);
  };

  if (handOff.status === 'validating') return <CheckingScreen />;
  if (handOff.status === 'refused' || access.kind === 'leave') return <LeavingScreen gate={gate} />;
  if (handOff.status === 'storage-failed' || access.kind === 'storage-failed')
    return <StorageProblemScreen gate={gate} onRetry={retry} />;
  return children;
}
