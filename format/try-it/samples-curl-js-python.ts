import { basicPair, groupedFields, readsEnv, type SampleRequest } from './sample-request.ts';
import { joined, jsExpression, jsString, pyString, shellSingle, shellWord } from './string-literals.ts';

/** Every line but the first indented by `indent`, for a multi-line value written inside code. */
export const indentRest = (text: string, indent: string) => text.replace(/\n/g, `\n${indent}`);

/** curl in a POSIX shell: single quotes around everything but the environment variables. */
export function curlCode(request: SampleRequest): string {
  const url = shellSingle(request.url);
  const lines = [request.method === 'HEAD' ? `curl --head ${url}` : `curl -X ${request.method} ${url}`];
  for (const [name, value] of request.headers) lines.push(`  -H ${shellWord([`${name}: `, ...value])}`);
  if (request.basicAuth) lines.push(`  -u ${shellWord(basicPair(request.basicAuth))}`);
  const body = request.body;
  if (body?.kind === 'json' || body?.kind === 'text')
    lines.push(`  -H ${shellSingle(`Content-Type: ${body.mediaType}`)}`, `  --data-raw ${shellSingle(body.text)}`);
  // --data-urlencode wants the name encoded already; --form-string, unlike -F, reads no @file or <file in a value.
  else if (body?.kind === 'form')
    for (const [name, value] of body.fields)
      lines.push(`  --data-urlencode ${shellSingle(`${encodeURIComponent(name)}=${value}`)}`);
  else if (body?.kind === 'multipart')
    for (const [name, value] of body.fields) lines.push(`  --form-string ${shellSingle(`${name}=${value}`)}`);
  return lines.join(' \\\n');
}

/** A JSON value as a JavaScript literal; a `__proto__` key as a computed one, which sets a property, not the prototype. */
const jsLiteral = (value: unknown) => JSON.stringify(value, null, 2).replace(/"__proto__":/g, '["__proto__"]:');

/** JavaScript with fetch, as Node 18 and later run it (an ES module, for the top-level await). */
export function fetchCode(request: SampleRequest): string {
  const headers = request.headers.map(([name, value]) => `    ${jsString(name)}: ${jsExpression(value)},`);
  if (request.basicAuth)
    headers.push(
      `    "Authorization": "Basic " + Buffer.from(${jsExpression(basicPair(request.basicAuth))}).toString("base64"),`,
    );
  const body = request.body;
  let before = '';
  let init = '';
  if (body?.kind === 'json' || body?.kind === 'text') {
    headers.push(`    "Content-Type": ${jsString(body.mediaType)},`);
    init =
      body.kind === 'json'
        ? `\n  body: JSON.stringify(${indentRest(jsLiteral(body.value), '  ')}),`
        : `\n  body: ${jsString(body.text)},`;
  } else if (body?.kind === 'form') {
    const unique = new Set(body.fields.map(([name]) => name)).size === body.fields.length;
    const fields = body.fields.map(([name, value]) =>
      unique ? `    ${jsString(name)}: ${jsString(value)},` : `    [${jsString(name)}, ${jsString(value)}],`,
    );
    init = `\n  body: new URLSearchParams(${unique ? '{' : '['}\n${fields.join('\n')}\n  ${unique ? '}' : ']'}),`;
  } else if (body?.kind === 'multipart') {
    // fetch writes the multipart Content-Type itself, with the boundary it chose.
    before = `const form = new FormData();\n${body.fields.map(([n, v]) => `form.append(${jsString(n)}, ${jsString(v)});\n`).join('')}\n`;
    init = '\n  body: form,';
  }
  return `${before}const response = await fetch(${jsString(request.url)}, {
  method: ${jsString(request.method)},
  headers: {
${headers.join('\n')}
  },${init}
});
if (!response.ok) throw new Error(\`HTTP \${response.status}\`);
console.log(await response.text());`;
}

/** A JSON value as a Python literal: True, False and None, four spaces a level. */
function pyLiteral(value: unknown, indent: string): string {
  if (value === null) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'string') return pyString(value);
  if (typeof value !== 'object') return String(value);
  const inner = `${indent}    `;
  const entries = Array.isArray(value)
    ? value.map((item) => pyLiteral(item, inner))
    : Object.entries(value).map(([k, v]) => `${pyString(k)}: ${pyLiteral(v, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (!entries.length) return `${open}${close}`;
  return `${open}\n${entries.map((entry) => `${inner}${entry},`).join('\n')}\n${indent}${close}`;
}

const pyEnv = (name: string) => `os.environ[${pyString(name)}]`;

/** Python with requests; `os.environ[...]` fails with the variable's name when it is not set. */
export function pythonCode(request: SampleRequest): string {
  const headers = request.headers.map(
    ([name, value]) => `        ${pyString(name)}: ${joined(value, pyString, pyEnv, ' + ')},`,
  );
  const body = request.body;
  const { basicAuth } = request;
  const credentials =
    basicAuth && [basicAuth.username, basicAuth.password].map((v) => joined(v, pyString, pyEnv, ' + '));
  let argument = credentials ? `\n    auth=(${credentials.join(', ')}),` : '';
  // requests writes the Content-Type of json=, data={...} and files=; a str body it would send as Latin-1.
  if (body?.kind === 'json') {
    if (body.mediaType !== 'application/json') headers.push(`        "Content-Type": ${pyString(body.mediaType)},`);
    argument += `\n    json=${pyLiteral(body.value, '    ')},`;
  } else if (body?.kind === 'text') {
    headers.push(`        "Content-Type": ${pyString(body.mediaType)},`);
    argument += `\n    data=${pyString(body.text)}.encode("utf-8"),`;
  } else if (body?.kind === 'form') {
    const fields = groupedFields(body.fields).map(
      ([name, values]) =>
        `        ${pyString(name)}: ${values.length === 1 ? pyString(values[0]!) : `[${values.map(pyString).join(', ')}]`},`,
    );
    argument += `\n    data={\n${fields.join('\n')}\n    },`;
  } else if (body?.kind === 'multipart') {
    const fields = body.fields.map(([name, value]) => `        (${pyString(name)}, (None, ${pyString(value)})),`);
    argument += `\n    files=[\n${fields.join('\n')}\n    ],`;
  }
  return `${readsEnv(request) ? 'import os\n\n' : ''}import requests

response = requests.request(
    ${pyString(request.method)},
    ${pyString(request.url)},${headers.length ? `\n    headers={\n${headers.join('\n')}\n    },` : ''}${argument}
    timeout=30,
)
response.raise_for_status()
print(response.text)`;
}
