import type { ClientCredentialsState, OAuthClientCredentials } from './use-client-credentials.ts';

/** How long the token lasts, when the token response said it. */
const validFor = (seconds: number | undefined) => (seconds ? `${UI.tryItTokenValidFor} ${seconds} s` : '');

/** OAuth 2.0 client credentials: the client's id and secret, the scopes, and the button that gets the token. */
export function OAuthFields({
  id,
  auth,
  state,
}: {
  id: string;
  auth: OAuthClientCredentials;
  state: ClientCredentialsState;
}) {
  return (
    <fieldset className="try-it-fieldset">
      <legend>OAuth 2.0 (client credentials)</legend>
      <div className="try-it-field">
        <label htmlFor={`${id}-client-id`}>{UI.tryItClientId}</label>
        <input
          id={`${id}-client-id`}
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={state.clientId}
          onChange={(e) => state.setClientId(e.target.value)}
        />
      </div>
      <div className="try-it-field">
        <label htmlFor={`${id}-client-secret`}>{UI.tryItClientSecret}</label>
        <input
          id={`${id}-client-secret`}
          type="password"
          autoComplete="off"
          value={state.clientSecret}
          onChange={(e) => state.setClientSecret(e.target.value)}
        />
      </div>
      {auth.scopes.length > 0 && (
        <fieldset className="try-it-fieldset try-it-scopes">
          <legend>{UI.tryItScopes}</legend>
          {auth.scopes.map((scope) => (
            <label key={scope.name} className="try-it-check">
              <input
                type="checkbox"
                checked={state.scopes.includes(scope.name)}
                onChange={(e) => state.toggleScope(scope.name, e.target.checked)}
              />{' '}
              <code>{scope.name}</code>
              {scope.description && <span className="try-it-desc"> — {scope.description}</span>}
            </label>
          ))}
        </fieldset>
      )}
      <div>
        <button type="button" className="button" disabled={state.pending} onClick={() => void state.obtain()}>
          {state.pending ? UI.tryItGettingToken : UI.tryItGetToken}
        </button>
      </div>
      {state.error && (
        <p className="try-it-failure" role="alert">
          {state.error}
        </p>
      )}
      {/* Always there, so that screen readers announce the token when it comes. */}
      <p className="try-it-token" role="status">
        {state.token && `${UI.tryItTokenObtained}${validFor(state.token.expiresIn)}${UI.tryItTokenSentIn}`}
      </p>
    </fieldset>
  );
}
