import { error, type Diagnostic } from '../core/diagnostics.ts';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import type { GateSettings } from '../../format/site-format.ts';

/**
 * The manifest's `gate` field from the config's `gate` section and the
 * command's switch: `false` (`--no-gate`) makes a preview build, `true`
 * (`--gate`) turns the gate on even when the config switches it off, and
 * `undefined` follows the config.
 */
export function gateSettings(
  loaded: LoadedConfig,
  requested: boolean | undefined,
): { gate?: GateSettings; diagnostics: Diagnostic[] } {
  const options = loaded.config.gate;
  if (requested === false) return { gate: { enabled: false }, diagnostics: [] };
  if (!options) {
    if (!requested) return { diagnostics: [] };
    const at = loaded.locate(['gate']);
    return {
      diagnostics: [
        error(
          'invalid-site-setting',
          loaded.file,
          at.line,
          at.column,
          'gate: the gate was turned on, but the config has no "gate" section; expected one with "providerUrl" and "mainAppUrl"',
        ),
      ],
    };
  }
  if (!(requested ?? options.enabled)) return { gate: { enabled: false }, diagnostics: [] };
  return {
    gate: {
      enabled: true,
      providerUrl: options.providerUrl.replace(/\/+$/, ''),
      mainAppUrl: options.mainAppUrl,
      tokenLifetimeSeconds: options.tokenLifetimeSeconds,
      ...(options.validationTimeoutSeconds === undefined
        ? {}
        : { validationTimeoutMs: options.validationTimeoutSeconds * 1000 }),
    },
    diagnostics: [],
  };
}
