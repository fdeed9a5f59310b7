import { useLayoutEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { EnforcedGateSettings } from '../../format/site-format.ts';
import { useManifest } from '../data/manifest-context.tsx';
import { goToMainApp } from './main-app.ts';
import { safeRedirectPath } from './safe-redirect.ts';
import { storeToken } from './token-storage.ts';
import { validateToken } from './validate-token.ts';
import { claimHandOff, removeHandOffFromAddress, type HandOff } from './hand-off.ts';

export type HandOffStatus = 'none' | 'validating' | 'refused' | 'storage-failed';

/**
 * Branch 1 of the gate: the main application opens the docs with
 * `?token=...&redirectTo=...`. The token left the address bar at start-up
 * (see hand-off.ts), so it never reaches a Referer, a bookmark or a
 * screenshot; a token that arrives later, by a navigation inside the app,
 * leaves it before it is validated. Only then does the provider see it.
 */
export function useTokenHandOff(gate: EnforcedGateSettings): { status: HandOffStatus; reset: () => void } {
  const { site } = useManifest();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const token = params.get('token');
  const [handOff, setHandOff] = useState<HandOff | null>(claimHandOff);
  const [outcome, setOutcome] = useState<'refused' | 'storage-failed' | null>(null);
  if (token !== null && handOff?.token !== token) {
    // Set during render so that not even the first frame shows the page.
    setHandOff({ token, redirectTo: params.get('redirectTo') });
    setOutcome(null);
  }

  useLayoutEffect(() => {
    if (!handOff) return;
    removeHandOffFromAddress();
    let live = true;
    // validateToken answers every failure as an invalid token: it never rejects.
    void validateToken(gate, handOff.token).then((result) => {
      if (!live) return;
      if (!result.valid) {
        console.warn(`docsgen: the access token was refused (${result.reason}); going to the main application`);
        setOutcome('refused');
        setHandOff(null);
        goToMainApp(gate);
        return;
      }
      const expiry = Math.floor(Date.now() / 1000) + gate.tokenLifetimeSeconds;
      if (!storeToken(handOff.token, expiry)) {
        console.warn('docsgen: the access token is valid, but localStorage refused to store it');
        setOutcome('storage-failed');
        setHandOff(null);
        return;
      }
      // Navigate before the hand-off ends, so the page under the old address never shows.
      navigate(safeRedirectPath(handOff.redirectTo, site.baseUrl), { replace: true });
      setHandOff(null);
    });
    return () => {
      live = false;
    };
  }, [handOff, gate, navigate, site.baseUrl]);

  return { status: handOff ? 'validating' : (outcome ?? 'none'), reset: () => setOutcome(null) };
}
