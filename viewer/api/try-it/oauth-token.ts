import { connectAllowed } from '../../../format/policy/source-match.ts';
import { basicAuthorization } from '../../../format/try-it/basic-auth.ts';

export type TokenResult =
  | { kind: 'token'; accessToken: string; expiresIn?: number }
  /** `message` is in the interface's language, for the panel's alert. */
  | { kind: 'error'; message: string };

export interface ClientCredentials {
  /** As the description gives it: relative to the server's URL when it is not absolute (OpenAPI resolves it so). */
  tokenUrl: string;
  server: string;
  clientId: string;
  clientSecret: string;
  scopes: readonly string[];
}

/** RFC 6749 section 5.2's error codes, as a reader of the panel would say them. */
const OAUTH_ERRORS: Record<string, string> = {
  invalid_request: UI.tryItInvalidRequest,
  invalid_client: UI.tryItInvalidClient,
  invalid_grant: UI.tryItInvalidGrant,
  unauthorized_client: UI.tryItUnauthorizedClient,
  unsupported_grant_type: UI.tryItUnsupportedGrantType,
  invalid_scope: UI.tryItInvalidScope,
};

/** RFC 6749 section 2.3.1: the id and secret are form-encoded before they become basic's username and password. */
const formEncoded = (value: string) => new URLSearchParams([['v', value]]).toString().slice(2);

/** The token endpoint's address, or undefined when it is not a URL even against the server's. */
export function tokenEndpoint(tokenUrl: string, server: string): string | undefined {
  try {
    return new URL(tokenUrl, server).href;
  } catch {
    return undefined;
  }
}

/** The token request of the client credentials grant (RFC 6749 section 4.4.2). */
export function tokenRequest(credentials: ClientCredentials): RequestInit {
  const body = new URLSearchParams({ grant_type: 'client_credentials' });
  if (credentials.scopes.length) body.set('scope', credentials.scopes.join(' '));
  return {
    method: 'POST',
    headers: {
      Authorization: basicAuthorization(formEncoded(credentials.clientId), formEncoded(credentials.clientSecret)),
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    },
    body: body.toString(),
    credentials: 'omit',
    cache: 'no-store',
  };
}

/** What a token response says, in the reader's words: the token, or why there is none. */
export function readTokenResponse(status: number, text: string): TokenResult {
  let json: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) json = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: said below by what is missing.
  }
  if (status >= 200 && status < 300) {
    if (typeof json.access_token !== 'string' || !json.access_token)
      return { kind: 'error', message: UI.tryItNoAccessToken };
    const expiresIn = Number(json.expires_in);
    return { kind: 'token', accessToken: json.access_token, ...(expiresIn > 0 ? { expiresIn } : {}) };
  }
  const code = typeof json.error === 'string' ? json.error : '';
  const reason = OAUTH_ERRORS[code] ?? (code ? `${UI.tryItOAuthError} ${code}` : UI.tryItNoOAuthError);
  const detail = typeof json.error_description === 'string' ? ` ${UI.tryItServerDetail} ${json.error_description}` : '';
  return { kind: 'error', message: `${UI.tryItTokenRefused} (${status}): ${reason}.${detail}` };
}

/**
 * Asks the token endpoint for a token with the client's id and secret. Nothing is stored: the token and the
 * secret live in the panel's state, so they leave with the page.
 */
export async function fetchClientToken(
  credentials: ClientCredentials,
  connectSrc: readonly string[],
  timeoutMs = 30_000,
): Promise<TokenResult> {
  const url = tokenEndpoint(credentials.tokenUrl, credentials.server);
  if (!url) return { kind: 'error', message: `${UI.tryItTokenUrl} (${credentials.tokenUrl}) ${UI.tryItNotAUrl}` };
  if (!connectAllowed(url, location.href, connectSrc))
    return {
      kind: 'error',
      message: `${UI.tryItNoCallsTo} ${new URL(url).origin}${UI.tryItAuthServerBlocked}`,
    };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { ...tokenRequest(credentials), signal: controller.signal });
    return readTokenResponse(response.status, await response.text());
  } catch {
    return {
      kind: 'error',
      message: controller.signal.aborted ? `${UI.tryItAuthNoAnswerIn} ${timeoutMs / 1000} s.` : UI.tryItAuthNoAnswer,
    };
  } finally {
    clearTimeout(timer);
  }
}
