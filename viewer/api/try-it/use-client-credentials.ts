import { useState } from 'react';
import type { TryItAuth } from '../../../format/site-format.ts';
import { fetchClientToken } from './oauth-token.ts';

export type OAuthClientCredentials = Extract<TryItAuth, { type: 'oauth2' }>;

export interface ClientToken {
  value: string;
  /** The token response's `expires_in`, in seconds. */
  expiresIn?: number;
  /** When `expiresIn` has passed, in Date.now()'s milliseconds. */
  expiresAt?: number;
}

/**
 * The client credentials the reader types and the token they get, in React state only: never in the URL, storage or
 * history, so they go when the page does.
 */
export function useClientCredentials(
  auth: OAuthClientCredentials | undefined,
  server: string,
  connectSrc: readonly string[],
) {
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [scopes, setScopes] = useState<readonly string[]>(auth?.required ?? []);
  const [token, setToken] = useState<ClientToken | null>(null);
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);

  /** Asks the token endpoint with the credentials as they are now; the token, or undefined once the error is shown. */
  const request = async (): Promise<ClientToken | undefined> => {
    if (!auth) return undefined;
    if (!clientId.trim() || !clientSecret) {
      setError(UI.tryItEnterClient);
      return undefined;
    }
    setError('');
    setPending(true);
    const result = await fetchClientToken(
      { tokenUrl: auth.tokenUrl, server, clientId, clientSecret, scopes },
      connectSrc,
    );
    setPending(false);
    if (result.kind === 'error') {
      setError(result.message);
      return undefined;
    }
    const { accessToken: value, expiresIn } = result;
    const got = expiresIn ? { value, expiresIn, expiresAt: Date.now() + expiresIn * 1000 } : { value };
    setToken(got);
    return got;
  };

  return {
    clientId,
    setClientId,
    clientSecret,
    setClientSecret,
    scopes,
    toggleScope: (name: string, on: boolean) =>
      setScopes((all) => (on ? [...all.filter((s) => s !== name), name] : all.filter((s) => s !== name))),
    token,
    error,
    pending,
    obtain: async () => {
      setToken(null);
      await request();
    },
    /** A new token for the same credentials, in place of one that expired or that the API refused. */
    renew: async () => (await request())?.value,
  };
}

export type ClientCredentialsState = ReturnType<typeof useClientCredentials>;
