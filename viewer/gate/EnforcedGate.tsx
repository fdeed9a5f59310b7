import { useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { EnforcedGateSettings } from '../../format/site-format.ts';
import { CheckingScreen, LeavingScreen, StorageProblemScreen } from './GateScreens.tsx';
import { useStoredAccess } from './use-stored-access.ts';
import { useTokenHandOff } from './use-token-hand-off.ts';

/**
 * The gate itself, a chunk of its own (see enforcedGateChunk): only a gated site loads it, and it renders its children
 * only once the hand-off and the stored token let the reader in.
 */
export function EnforcedGate({ gate, children }: { gate: EnforcedGateSettings; children: ReactNode }) {
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
