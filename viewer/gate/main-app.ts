import type { EnforcedGateSettings } from '../../format/site-format.ts';

/**
 * Sends the reader to the platform's main application. `replace` keeps the
 * gated address out of history, so Back does not bounce through the gate.
 */
export function goToMainApp(gate: EnforcedGateSettings): void {
  window.location.replace(gate.mainAppUrl);
}
