import { useId, useState } from 'react';
import type { GraphqlExplorerConfig } from '../../../format/site-format.ts';
import { storedToken } from '../../gate/token-storage.ts';
import { ApiKeyField } from '../try-it/ApiKeyField.tsx';
import { ResultView } from '../try-it/ResultView.tsx';
import { sendRequest, type SendResult } from '../try-it/send-request.ts';
import { jsonProblem } from '../json-problem.ts';
import { checkQuery } from './check-query.ts';

/** Edit a query and its variables, check them against the schema, and run them with the reader's token. */
export function GraphqlExplorer({
  config,
  connectSrc,
}: {
  config: GraphqlExplorerConfig;
  connectSrc: readonly string[];
}) {
  const id = useId();
  const [endpoint, setEndpoint] = useState(config.endpoint);
  const [apiKey, setApiKey] = useState('');
  const [query, setQuery] = useState(config.query);
  const [variables, setVariables] = useState(config.variables || '{}');
  const [problems, setProblems] = useState<string[]>([]);
  const [result, setResult] = useState<SendResult | null>(null);
  const [sending, setSending] = useState(false);

  const run = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = checkQuery(config.sdl, query);
    const variablesProblem = variables.trim() ? jsonProblem(variables) : undefined;
    if (variablesProblem) found.push(`variáveis: ${variablesProblem}`);
    setProblems(found);
    if (found.length) return;
    const parsedVariables: unknown = variables.trim() ? JSON.parse(variables) : {};
    setSending(true);
    const token = storedToken();
    const init: RequestInit = {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(config.apiKeyHeader && apiKey ? { [config.apiKeyHeader]: apiKey } : {}),
      },
      body: JSON.stringify({ query, variables: parsedVariables }),
    };
    setResult(await sendRequest(endpoint, init, connectSrc));
    setSending(false);
  };

  return (
    <form className="graphql-explorer-form" onSubmit={(e) => void run(e)} aria-label="Explorador GraphQL">
      <div className="try-it-field">
        <label htmlFor={`${id}-endpoint`}>Endpoint</label>
        <input id={`${id}-endpoint`} type="url" value={endpoint} onChange={(e) => setEndpoint(e.target.value)} />
      </div>
      {config.apiKeyHeader && <ApiKeyField id={id} header={config.apiKeyHeader} value={apiKey} onChange={setApiKey} />}
      <div className="graphql-explorer-editors">
        <div className="try-it-field">
          <label htmlFor={`${id}-query`}>Consulta</label>
          <textarea
            id={`${id}-query`}
            rows={10}
            spellCheck={false}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div className="try-it-field">
          <label htmlFor={`${id}-variables`}>Variáveis (JSON)</label>
          <textarea
            id={`${id}-variables`}
            rows={10}
            spellCheck={false}
            value={variables}
            onChange={(e) => setVariables(e.target.value)}
          />
        </div>
      </div>
      {problems.length > 0 && (
        <div className="try-it-result try-it-failure" role="alert">
          <p>
            <strong>A consulta não confere com o esquema:</strong>
          </p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <button type="submit" className="button button-primary" disabled={sending}>
        {sending ? 'Executando…' : 'Executar consulta'}
      </button>
      {result && <ResultView result={result} />}
    </form>
  );
}
