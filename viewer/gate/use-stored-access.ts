import { useEffect, useMemo } from 'react';
import type { EnforcedGateSettings } from '../../format/site-format.ts';
import { goToMainApp } from './main-app.ts';
import { clearToken, readExpiry } from './token-storage.ts';

export type StoredAccess = { kind: 'show' } | { kind: 'leave'; clear: boolean } | { kind: 'storage-failed' };

const SHOW: StoredAccess = { kind: 'show' };

/**
 * Branches 2 to 4 of the gate, decided again whenever `routeKey` changes:
 * an expiry in the past is removed with its token and the reader leaves; no
 * expiry and the reader leaves; otherwise the page shows. The stored values
 * are read afresh every time and never written here, so another tab's
 * removal stands.
 */
export function useStoredAccess(gate: EnforcedGateSettings, applies: boolean, routeKey: string): StoredAccess {
  // routeKey is not read inside: it is there so that every route change decides again.
  const access = useMemo(() => (applies ? storedAccess(Date.now()) : SHOW), [applies, routeKey]);
  useEffect(() => {
    if (access.kind !== 'leave') return;
    if (access.clear) clearToken();
    goToMainApp(gate);
  }, [access, gate]);
  return access;
}

/** The decision alone, from what storage holds at `now` (milliseconds since the epoch). */
export function storedAccess(now: number): StoredAccess {
  const stored = readExpiry();
  if (!stored.ok) return { kind: 'storage-failed' };
  if (stored.expiry === null) return { kind: 'leave', clear: false };
  // An expiry equal to now is not yet in the past; a value that is not a number counts as past.
  if (!(stored.expiry * 1000 >= now)) return { kind: 'leave', clear: true };
  return SHOW;
}
