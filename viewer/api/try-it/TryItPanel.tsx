import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { TryItOperation } from '../../../format/site-format.ts';
import { requestHeaders, requestUrl, type RequestValues } from '../../../format/try-it/code-samples.ts';
import { storedToken } from '../../gate/token-storage.ts';
import { ApiKeyField } from './ApiKeyField.tsx';
import { BodyField } from './BodyField.tsx';
import { CurlPreview } from './CurlPreview.tsx';
import { ParameterField } from './ParameterField.tsx';
import { ResultView } from './ResultView.tsx';
import { changesData, isProductionServer } from './production-server.ts';
import { CUSTOM_SERVER, ServerField } from './ServerField.tsx';
import { sendRequest, type SendResult } from './send-request.ts';
import { validateValues, type FieldErrors } from './validate-values.ts';

/**
 * "Testar": a form built from the operation's parameters and body, validated
 * before sending, that calls the API with the reader's stored token and shows
 * what came back.
 */
export function TryItPanel({ operation, connectSrc }: { operation: TryItOperation; connectSrc: readonly string[] }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const [serverChoice, setServerChoice] = useState(operation.servers[0]?.url ?? CUSTOM_SERVER);
  const [customServer, setCustomServer] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [params, setParams] = useState<Record<string, string>>({});
  const [body, setBody] = useState(operation.requestBody?.example ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<SendResult | null>(null);
  const [sending, setSending] = useState(false);
  /** The production server a data-changing request waits to be confirmed for, once the form is valid. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const token = storedToken() ?? '';
  const server = serverChoice === CUSTOM_SERVER ? customServer.trim() : serverChoice;
  const values: RequestValues = {
    server,
    params,
    body: operation.requestBody ? body : undefined,
    // The reader's own values; the preview masks them, the copied command holds them, and an empty one reads API_TOKEN
    // or API_KEY from the shell.
    auth: 'literal',
    token,
    apiKey,
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateValues(operation, params, operation.requestBody ? body : undefined);
    if (!/^https?:\/\//.test(server)) found.__server = 'Informe o endereço da API, começando com https://.';
    // Rendered at once, so the first invalid field exists to take focus.
    flushSync(() => setErrors(found));
    if (Object.keys(found).length) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (changesData(operation.method) && isProductionServer(server, operation.servers) && confirming !== server) {
      setConfirming(server);
      return;
    }
    setConfirming(null);
    setSending(true);
    const headers = Object.fromEntries(requestHeaders(operation, values).filter(([, v]) => v !== ''));
    const init = { method: operation.method, headers, ...(values.body?.trim() ? { body: values.body } : {}) };
    setResult(await sendRequest(requestUrl(operation, values, true), init, connectSrc));
    setSending(false);
  };

  return (
    <div className="try-it-panel">
      <button type="button" className="button try-it-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        Testar {operation.method} {operation.path}
      </button>
      {open && (
        <form
          ref={formRef}
          className="try-it-form"
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-label={`Testar ${operation.method} ${operation.path}`}
        >
          <p className="try-it-token">
            {token
              ? 'A chamada usa o seu token de acesso (enviado no cabeçalho Authorization).'
              : 'Nenhum token de acesso armazenado: entre pela plataforma, ou a API responderá 401.'}
          </p>
          <ServerField
            id={id}
            servers={operation.servers}
            choice={serverChoice}
            onChoice={setServerChoice}
            custom={customServer}
            onCustom={setCustomServer}
            error={errors.__server}
          />
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
          {confirming === server ? (
            <div className="try-it-confirm" role="alert">
              <p>
                <strong>Servidor de produção.</strong> {operation.method} altera dados reais em {server}. Envie só se é
                isso que você quer.
              </p>
              <button type="submit" className="button button-danger" disabled={sending}>
                Confirmar e enviar
              </button>{' '}
              <button type="button" className="button" onClick={() => setConfirming(null)}>
                Cancelar
              </button>
            </div>
          ) : (
            <button type="submit" className="button button-primary" disabled={sending}>
              {sending ? 'Enviando…' : 'Enviar requisição'}
            </button>
          )}
          {result && <ResultView result={result} />}
        </form>
      )}
    </div>
  );
}
