import { useId, useRef, useState } from 'react';
import type { GraphqlExplorerConfig } from '../../../format/site-format.ts';
import { storedToken } from '../../gate/token-storage.ts';
import { ApiKeyField } from '../try-it/ApiKeyField.tsx';
import { ResultView } from '../try-it/ResultView.tsx';
import { sendRequest, type SendResult } from '../try-it/send-request.ts';
import { jsonProblem } from '../json-problem.ts';
import { checkQuery } from './check-query.ts';
import { useQueryEditor } from './use-query-editor.ts';

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
  const editorHost = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const editing = useQueryEditor({
    host: editorHost,
    textarea,
    query,
    sdl: config.sdl,
    labelId: `${id}-query-label`,
    descriptionId: `${id}-query-keys`,
    onChange: setQuery,
  });

  const run = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = checkQuery(config.sdl, query);
    const variablesProblem = variables.trim() ? jsonProblem(variables) : undefined;
    if (variablesProblem) found.push(`${UI.graphqlVariablesProblem} ${variablesProblem}`);
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
    <form className="graphql-explorer-form" onSubmit={(e) => void run(e)} aria-label={UI.graphqlExplorer}>
      <div className="try-it-field">
        <label htmlFor={`${id}-endpoint`}>Endpoint</label>
        <input id={`${id}-endpoint`} type="url" value={endpoint} onChange={(e) => setEndpoint(e.target.value)} />
      </div>
      {config.apiKeyHeader && <ApiKeyField id={id} header={config.apiKeyHeader} value={apiKey} onChange={setApiKey} />}
      <div className="graphql-explorer-editors">
        <div className="try-it-field">
          {/* The editor is a text box of CodeMirror's, not a form field: it names itself by the label's id. */}
          <label htmlFor={editing ? undefined : `${id}-query`} id={`${id}-query-label`}>
            {UI.graphqlQuery}
          </label>
          <div ref={editorHost} className="graphql-query-editor" />
          {editing ? (
            <p id={`${id}-query-keys`} className="try-it-desc graphql-query-keys">
              {/* How the editor is used by keyboard: Tab leaves it, as it leaves any field. */}
              {UI.graphqlQueryKeys}
            </p>
          ) : (
            <textarea
              ref={textarea}
              id={`${id}-query`}
              rows={10}
              spellCheck={false}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          )}
        </div>
        <div className="try-it-field">
          <label htmlFor={`${id}-variables`}>{UI.graphqlVariables}</label>
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
            <strong>{UI.graphqlDoesNotMatch}</strong>
          </p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <button type="submit" className="button button-primary" disabled={sending}>
        {sending ? UI.graphqlRunning : UI.graphqlRun}
      </button>
      {result && <ResultView result={result} />}
    </form>
  );
}
