import type { TryItOperation, TryItParameter } from '../site-format.ts';

/** The values a request is built from: parameter values by name, and the JSON body text. */
export interface RequestValues {
  server: string;
  params: Record<string, string>;
  body?: string;
  /** Shown in samples; the real token is substituted when copying or sending. */
  token: string;
  apiKey: string;
}

/** A parameter's value for a sample: what the reader typed, else the document's example, default or a placeholder. */
export function sampleValue(p: TryItParameter, given?: string): string {
  if (given !== undefined && given !== '') return given;
  return (
    p.example ??
    p.default ??
    p.enum?.[0] ??
    (p.type === 'integer' || p.type === 'number' ? '1' : p.type === 'boolean' ? 'true' : `{${p.name}}`)
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

/** Request headers: bearer token, API key, declared header parameters, content type. */
export function requestHeaders(op: TryItOperation, values: RequestValues): [string, string][] {
  const headers: [string, string][] = [['Authorization', `Bearer ${values.token}`]];
  if (op.apiKeyHeader) headers.push([op.apiKeyHeader, values.apiKey]);
  for (const p of op.parameters.filter((x) => x.in === 'header')) {
    const v = values.params[p.name];
    if (v) headers.push([p.name, v]);
  }
  if (values.body !== undefined && op.requestBody) headers.push(['Content-Type', op.requestBody.mediaType]);
  return headers;
}

/**
 * Single quotes around everything but the $TOKEN / $API_KEY placeholders of static samples, which the shell must
 * expand: `'Authorization: Bearer '"$TOKEN"`. Double quotes around a whole value would also expand whatever else it
 * holds, such as a `$(...)` a reader pasted into the "Testar" form before copying the command.
 */
export function shellQuote(value: string): string {
  const single = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const parts = value.split(/(\$(?:TOKEN|API_KEY)\b)/).filter((part, i) => part !== '' || (i === 0 && value === ''));
  return parts.map((part) => (/^\$(TOKEN|API_KEY)$/.test(part) ? `"${part}"` : single(part))).join('');
}

export function curlSample(op: TryItOperation, values: RequestValues): string {
  const lines = [`curl -X ${op.method} ${shellQuote(requestUrl(op, values))}`];
  for (const [name, value] of requestHeaders(op, values)) lines.push(`  -H ${shellQuote(`${name}: ${value}`)}`);
  if (values.body !== undefined && op.requestBody) lines.push(`  --data ${shellQuote(values.body)}`);
  return lines.join(' \\\n');
}

export function fetchSample(op: TryItOperation, values: RequestValues): string {
  const headers = requestHeaders(op, values).map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)},`);
  const body = values.body !== undefined && op.requestBody ? `\n  body: JSON.stringify(${values.body.trim()}),` : '';
  return `const response = await fetch(${JSON.stringify(requestUrl(op, values))}, {
  method: ${JSON.stringify(op.method)},
  headers: {
${headers.join('\n')}
  },${body}
});
if (!response.ok) throw new Error(\`HTTP \${response.status}\`);
const data = await response.json();
console.log(data);`;
}

export function pythonSample(op: TryItOperation, values: RequestValues): string {
  const headers = requestHeaders(op, values)
    .filter(([k]) => k !== 'Content-Type')
    .map(([k, v]) => `        ${JSON.stringify(k)}: ${JSON.stringify(v)},`);
  const body = values.body !== undefined && op.requestBody ? `\n    json=${toPython(values.body)},` : '';
  return `import requests

response = requests.request(
    ${JSON.stringify(op.method)},
    ${JSON.stringify(requestUrl(op, values))},
    headers={
${headers.join('\n')}
    },${body}
    timeout=30,
)
response.raise_for_status()
print(response.json())`;
}

/** A JSON body as a Python literal (true/false/null differ). */
function toPython(json: string): string {
  try {
    return JSON.stringify(JSON.parse(json), null, 4)
      .replace(/\n/g, '\n    ')
      .replace(/(?<=[:\[,\s])true(?=[,\n\]}])/g, 'True')
      .replace(/(?<=[:\[,\s])false(?=[,\n\]}])/g, 'False')
      .replace(/(?<=[:\[,\s])null(?=[,\n\]}])/g, 'None');
  } catch {
    return json;
  }
}
