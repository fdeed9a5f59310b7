import type { TryItOperation, TryItParameter } from '../site-format.ts';
import { basicAuthorization } from './basic-auth.ts';

/** The environment variable the docs' samples read the bearer token from. */
export const TOKEN_ENV = 'API_TOKEN';
/** The environment variable the docs' samples read the API key from. */
export const API_KEY_ENV = 'API_KEY';
/** The environment variables the docs' samples read HTTP basic credentials from (`USER` is the shell's login name). */
export const USERNAME_ENV = 'API_USERNAME';
export const PASSWORD_ENV = 'API_PASSWORD';

/** The values a request is built from: parameter values by name, and the JSON body text. */
export interface RequestValues {
  server: string;
  params: Record<string, string>;
  body?: string;
  /**
   * How samples carry the credentials. `'env'`, for the docs: every sample reads them from the {@link TOKEN_ENV} and
   * {@link API_KEY_ENV} environment variables in its language's own way, and `token`/`apiKey` are ignored.
   * `'literal'`, for the "Testar" panel: the values as given, and an empty one read from the environment as in `'env'`.
   * Absent: as `'literal'`, except that `curlSample` keeps its older `$TOKEN` placeholder form.
   */
  auth?: 'env' | 'literal';
  /** Shown in samples; the real token is substituted when copying or sending. */
  token: string;
  apiKey: string;
  /** HTTP basic credentials, for an operation whose `auth` is basic; the preview masks the password. */
  username?: string;
  password?: string;
}

/** A parameter's value for a sample: what the reader typed, else the document's example, default or a placeholder. */
export function sampleValue(p: TryItParameter, given?: string): string {
  if (given !== undefined && given !== '') return given;
  return (
    p.example ??
    p.default ??
    p.enum?.[0] ??
    (p.type === 'integer' || p.type === 'number' ? '1' : p.type === 'boolean' ? 'true' : placeholder(p.name))
  );
}

/**
 * What stands for a string the reader must fill in: the name in capitals (`OWNER`, `REPO`), as GitHub's own docs write
 * them. It reads the same once URL-encoded (`{owner}` became `%7Bowner%7D` in every sample's URL) and curl does not
 * take it for one of its `{a,b}` lists.
 */
function placeholder(name: string): string {
  return (
    name
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_|_$/g, '')
      .toUpperCase() || 'VALOR'
  );
}

/** The URL of a request: server, path with its parameters, and the query string. */
export function requestUrl(op: TryItOperation, values: RequestValues, onlyGiven = false): string {
  let path = op.path;
  for (const p of op.parameters.filter((x) => x.in === 'path'))
    path = path.replace(`{${p.name}}`, encodeURIComponent(sampleValue(p, values.params[p.name])));
  const query = new URLSearchParams();
  for (const p of op.parameters.filter((x) => x.in === 'query')) {
    const given = values.params[p.name];
    if (given !== undefined && given !== '') query.append(p.name, given);
    else if (!onlyGiven && p.required) query.append(p.name, sampleValue(p));
  }
  const qs = query.toString();
  return `${values.server.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * Request headers as the "Testar" panel sends them: the credentials (basic when the operation asks for them, none when
 * none is typed; the bearer token otherwise), API key, given header parameters, content type.
 */
export function requestHeaders(op: TryItOperation, values: RequestValues): [string, string][] {
  const { username = '', password = '' } = values;
  const basic = username || password ? basicAuthorization(username, password) : '';
  const headers: [string, string][] = [['Authorization', op.auth?.type === 'basic' ? basic : `Bearer ${values.token}`]];
  if (op.apiKeyHeader) headers.push([op.apiKeyHeader, values.apiKey]);
  for (const p of op.parameters.filter((x) => x.in === 'header')) {
    const v = values.params[p.name];
    if (v) headers.push([p.name, v]);
  }
  if (values.body !== undefined && op.requestBody) headers.push(['Content-Type', op.requestBody.mediaType]);
  return headers;
}
