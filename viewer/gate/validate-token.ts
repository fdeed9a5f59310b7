import type { EnforcedGateSettings } from '../../format/site-format.ts';

/** The provider's validation endpoint (spec section 7); the nginx example calls the same one. */
export const VALIDATION_PATH = '/users/api/v1/me/ekos/token';

export type Validation = { valid: true } | { valid: false; reason: string };

/**
 * Asks the provider whether a token is valid. Only the status counts: 2xx is
 * valid; any other status (a redirect too), a network or CORS failure, or no
 * answer within the configured time, if one is, is invalid. Without one the
 * call waits as long as the browser does, as the spec's client did.
 */
export async function validateToken(gate: EnforcedGateSettings, token: string): Promise<Validation> {
  const controller = new AbortController();
  // A plain timer rather than AbortSignal.timeout: tests drive it with a fake clock.
  const limit = gate.validationTimeoutMs;
  const timer = limit === undefined ? undefined : setTimeout(() => controller.abort(), limit);
  try {
    const response = await fetch(`${gate.providerUrl}${VALIDATION_PATH}`, {
      credentials: 'include',
      headers: { Authorization: `Bearer ${token}` },
      cache: 'no-store',
      // Followed, a redirect to a login page that answers 200 would pass for a valid token; nginx's auth_request
      // refuses a redirect too.
      redirect: 'manual',
      signal: controller.signal,
    });
    // The body is never read; releasing it frees the connection.
    response.body?.cancel().catch(() => {});
    if (response.type === 'opaqueredirect') return { valid: false, reason: 'the provider answered with a redirect' };
    return response.ok ? { valid: true } : { valid: false, reason: `the provider answered ${response.status}` };
  } catch {
    return {
      valid: false,
      reason: controller.signal.aborted
        ? `the provider did not answer within ${limit! / 1000} s`
        : 'network failure, or the provider does not allow calls from this origin (CORS)',
    };
  } finally {
    clearTimeout(timer);
  }
}
