import { useState } from 'react';
import type { TryItAuth } from '../../../format/site-format.ts';
import { fetchClientToken } from './oauth-token.ts';

export type OAuthClientCredentials = Extract<TryItAuth, { type: 'oauth2' }>;

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
  const [token, setToken] = useState<{ value: string; expiresIn?: number } | null>(null);
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);

  const obtain = async () => {
    if (!auth) return;
    setToken(null);
    if (!clientId.trim() || !clientSecret) return setError('Informe o ID e o segredo do cliente.');
    setError('');
    setPending(true);
    const result = await fetchClientToken(
      { tokenUrl: auth.tokenUrl, server, clientId, clientSecret, scopes },
      connectSrc,
    );
    setPending(false);
    if (result.kind === 'token') setToken({ value: result.accessToken, expiresIn: result.expiresIn });
    else setError(result.message);
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
    obtain,
  };
}

export type ClientCredentialsState = ReturnType<typeof useClientCredentials>;
