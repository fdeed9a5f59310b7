import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { TryItOperation } from '../../../format/site-format.ts';
import { requestHeaders, requestUrl, type RequestValues } from '../../../format/try-it/code-samples.ts';
import { storedToken } from '../../gate/token-storage.ts';
import { ApiKeyField } from './ApiKeyField.tsx';
import { BasicAuthFields } from './BasicAuthFields.tsx';
import { BodyField } from './BodyField.tsx';
import { CurlPreview } from './CurlPreview.tsx';
import { OAuthFields } from './OAuthFields.tsx';
import { ParameterField } from './ParameterField.tsx';
import { ResultView } from './ResultView.tsx';
import { changesData, isProductionServer } from './production-server.ts';
import { ServerField } from './ServerField.tsx';
import { ServerVariableFields } from './ServerVariableFields.tsx';
import { sendRequest, type SendResult } from './send-request.ts';
import { renewalNotice, sendRenewingToken, type Renewal } from './token-renewal.ts';
import { useClientCredentials } from './use-client-credentials.ts';
import { useServer } from './use-server.ts';
import { validateServerVariables, validateValues, type FieldErrors } from './validate-values.ts';

/** Variables' errors sit among the fields' under this prefix, so that one pass finds the first invalid field. */
const VARIABLE = '__var:';

/**
 * "Testar": a form built from the operation's parameters and body, validated
 * before sending, that calls the API with the reader's stored token (or the
 * basic or client credentials the operation asks for) and shows what came back.
 */
export function TryItPanel({ operation, connectSrc }: { operation: TryItOperation; connectSrc: readonly string[] }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const server = useServer(operation.servers);
  const auth = operation.auth;
  const oauth = useClientCredentials(auth?.type === 'oauth2' ? auth : undefined, server.url, connectSrc);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [params, setParams] = useState<Record<string, string>>({});
  const [body, setBody] = useState(operation.requestBody?.example ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<SendResult | null>(null);
  const [renewal, setRenewal] = useState<Renewal | null>(null);
  const [sending, setSending] = useState(false);
  /** The production server a data-changing request waits to be confirmed for, once the form is valid. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const stored = storedToken() ?? '';
  const token = auth?.type === 'oauth2' ? (oauth.token?.value ?? '') : stored;
  const url = server.url;
  const values: RequestValues = {
    server: url,
    params,
    body: operation.requestBody ? body : undefined,
    // The reader's own values; the preview masks them, the copied command holds them, and an empty one reads API_TOKEN,
    // API_KEY, API_USERNAME or API_PASSWORD from the shell.
    auth: 'literal',
    token,
    apiKey,
    username,
    password,
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateValues(operation, params, operation.requestBody ? body : undefined);
    for (const [name, problem] of Object.entries(validateServerVariables(server.declared, server.variables)))
      found[`${VARIABLE}${name}`] = problem;
    if (!/^https?:\/\//.test(url)) found.__server = UI.tryItEnterAddress;
    // Rendered at once, so the first invalid field exists to take focus.
    flushSync(() => setErrors(found));
    if (Object.keys(found).length) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    // The resolved URL is what is confirmed: another value of a variable asks again.
    const production = isProductionServer(url, operation.servers, server.declared);
    if (changesData(operation.method) && production && confirming !== url) {
      setConfirming(url);
      return;
    }
    setConfirming(null);
    setSending(true);
    setRenewal(null);
    const send = (withToken: string) => {
      const sent = { ...values, token: withToken };
      const headers = Object.fromEntries(requestHeaders(operation, sent).filter(([, v]) => v !== ''));
      const init = { method: operation.method, headers, ...(sent.body?.trim() ? { body: sent.body } : {}) };
      return sendRequest(requestUrl(operation, sent, true), init, connectSrc);
    };
    const outcome = oauth.token
      ? await sendRenewingToken(send, oauth.token, oauth.renew)
      : { result: await send(token) };
    setResult(outcome.result);
    setRenewal(outcome.renewal ?? null);
    setSending(false);
  };

  return (
    <div className="try-it-panel">
      <button type="button" className="button try-it-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {UI.tryIt} {operation.method} {operation.path}
      </button>
      {open && (
        <form
          ref={formRef}
          className="try-it-form"
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-label={`${UI.tryIt} ${operation.method} ${operation.path}`}
        >
          {!auth && <p className="try-it-token">{token ? UI.tryItUsesStoredToken : UI.tryItNoStoredToken}</p>}
          <ServerField
            id={id}
            servers={operation.servers}
            choice={server.choice}
            onChoice={server.choose}
            custom={server.custom}
            onCustom={server.setCustom}
            error={errors.__server}
          />
          {server.declared?.variables && (
            <ServerVariableFields
              id={id}
              variables={server.declared.variables}
              values={server.variables}
              onChange={server.setVariable}
              errors={variableErrors(errors)}
            />
          )}
          {auth?.type === 'basic' && (
            <BasicAuthFields
              id={id}
              username={username}
              password={password}
              onUsername={setUsername}
              onPassword={setPassword}
            />
          )}
          {auth?.type === 'oauth2' && <OAuthFields id={id} auth={auth} state={oauth} />}
          {operation.apiKeyHeader && (
            <ApiKeyField id={id} header={operation.apiKeyHeader} value={apiKey} onChange={setApiKey} />
          )}
          {operation.parameters.map((p) => (
            <ParameterField
              key={`${p.in}:${p.name}`}
              id={`${id}-${p.in}-${p.name}`}
              parameter={p}
              value={params[p.name] ?? ''}
              error={errors[p.name]}
              onChange={(v) => setParams({ ...params, [p.name]: v })}
            />
          ))}
          {operation.requestBody && (
            <BodyField
              id={id}
              mediaType={operation.requestBody.mediaType}
              required={operation.requestBody.required}
              value={body}
              onChange={setBody}
              error={errors.body}
            />
          )}
          <CurlPreview operation={operation} values={values} />
          {confirming === url ? (
            <div className="try-it-confirm" role="alert">
              <p>
                <strong>{UI.tryItProductionServer}</strong> {operation.method} {UI.tryItChangesDataAt} {url}.{' '}
                {UI.tryItSendOnlyIf}
              </p>
              <button type="submit" className="button button-danger" disabled={sending}>
                {UI.tryItConfirmAndSend}
              </button>{' '}
              <button type="button" className="button" onClick={() => setConfirming(null)}>
                {UI.tryItCancel}
              </button>
            </div>
          ) : (
            <button type="submit" className="button button-primary" disabled={sending}>
              {sending ? UI.tryItSending : UI.tryItSend}
            </button>
          )}
          {renewal && (
            <p className="try-it-token" role="status" data-testid="try-it-renewal">
              {renewalNotice(renewal)}
            </p>
          )}
          {result && <ResultView result={result} auth={auth?.type} />}
        </form>
      )}
    </div>
  );
}

/** The variables' errors by variable name. */
function variableErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(VARIABLE))
      .map(([key, problem]) => [key.slice(VARIABLE.length), problem]),
  );
}
