import type { SendResult } from './send-request.ts';
import type { ClientToken } from './use-client-credentials.ts';

/** Why the panel asked for a new token while sending, and what came of it, for the reader. */
const NOTICES = {
  'expired-renewed': UI.tryItExpiredRenewed,
  'expired-failed': UI.tryItExpiredFailed,
  'refused-renewed': UI.tryItRefusedRenewed,
  'refused-failed': UI.tryItRefusedFailed,
  'refused-again': UI.tryItRefusedAgain,
} as const;

export type Renewal = keyof typeof NOTICES;

export const renewalNotice = (renewal: Renewal): string => NOTICES[renewal];

const refused = (result: SendResult) => result.kind === 'response' && result.status === 401;

/**
 * Sends with the client credentials' token, asking for a new one at most once: before sending when the token's
 * `expires_in` has passed, or after the API answered 401 to it, then sending again. An expired token is not sent: the
 * API would refuse it. Without a new token nothing more is sent, and `renew` has shown the reader why.
 * The clock is read without a margin: a token that expires on the way is the 401 case.
 */
export async function sendRenewingToken(
  send: (token: string) => Promise<SendResult>,
  token: ClientToken,
  renew: () => Promise<string | undefined>,
): Promise<{ result: SendResult | null; renewal?: Renewal }> {
  if (token.expiresAt !== undefined && Date.now() >= token.expiresAt) {
    const fresh = await renew();
    if (!fresh) return { result: null, renewal: 'expired-failed' };
    return { result: await send(fresh), renewal: 'expired-renewed' };
  }
  const first = await send(token.value);
  if (!refused(first)) return { result: first };
  const fresh = await renew();
  if (!fresh) return { result: first, renewal: 'refused-failed' };
  const second = await send(fresh);
  return { result: second, renewal: refused(second) ? 'refused-again' : 'refused-renewed' };
}
