import { basicPair, groupedFields, type SampleRequest } from './sample-request.ts';
import { joined, rubyExpression, rubyString, singleQuoted } from './string-literals.ts';

const phpEnv = (name: string) => `getenv(${singleQuoted(name)})`;

/** PHP with its cURL extension. */
export function phpCode(request: SampleRequest): string {
  const headers = request.headers.map(
    ([name, value]) => `        ${joined([`${name}: `, ...value], singleQuoted, phpEnv, ' . ')},`,
  );
  const options = [
    request.method === 'HEAD' ? 'CURLOPT_NOBODY => true' : `CURLOPT_CUSTOMREQUEST => ${singleQuoted(request.method)}`,
  ];
  if (request.basicAuth)
    options.push(`CURLOPT_USERPWD => ${joined(basicPair(request.basicAuth), singleQuoted, phpEnv, ' . ')}`);
  const body = request.body;
  if (body?.kind === 'json' || body?.kind === 'text') {
    headers.push(`        ${singleQuoted(`Content-Type: ${body.mediaType}`)},`);
    options.push(`CURLOPT_POSTFIELDS => ${singleQuoted(body.text)}`);
  } else if (body?.kind === 'form') {
    // http_build_query would write a repeated name as name[0], name[1]: then the encoded text is given as it is.
    const unique = new Set(body.fields.map(([name]) => name)).size === body.fields.length;
    const fields = body.fields.map(([name, value]) => `        ${singleQuoted(name)} => ${singleQuoted(value)},`);
    const encoded = new URLSearchParams();
    for (const [name, value] of body.fields) encoded.append(name, value);
    const postFields = unique ? `http_build_query([\n${fields.join('\n')}\n    ])` : singleQuoted(encoded.toString());
    options.push(`CURLOPT_POSTFIELDS => ${postFields}`);
  } else if (body?.kind === 'multipart') {
    // An array is sent as multipart/form-data; its keys are unique, so a repeated name is numbered as PHP reads it.
    const fields = groupedFields(body.fields).flatMap(([name, values]) =>
      values.map(
        (value, i) => `        ${singleQuoted(values.length > 1 ? `${name}[${i}]` : name)} => ${singleQuoted(value)},`,
      ),
    );
    options.push(`CURLOPT_POSTFIELDS => [\n${fields.join('\n')}\n    ]`);
  }
  return `<?php

$ch = curl_init(${singleQuoted(request.url)});
curl_setopt_array($ch, [
${options.map((option) => `    ${option},`).join('\n')}
${headers.length ? `    CURLOPT_HTTPHEADER => [\n${headers.join('\n')}\n    ],\n` : ''}    CURLOPT_RETURNTRANSFER => true,
]);
$response = curl_exec($ch);
if ($response === false) {
    throw new RuntimeException(curl_error($ch));
}
echo curl_getinfo($ch, CURLINFO_HTTP_CODE), PHP_EOL;
echo $response, PHP_EOL;
curl_close($ch);`;
}

const RUBY_REQUESTS: Record<string, string> = {
  GET: 'Get',
  POST: 'Post',
  PUT: 'Put',
  PATCH: 'Patch',
  DELETE: 'Delete',
  HEAD: 'Head',
  OPTIONS: 'Options',
  TRACE: 'Trace',
};

/** Ruby with Net::HTTP; `ENV.fetch` fails with the variable's name when it is not set. */
export function rubyCode(request: SampleRequest): string {
  const known = RUBY_REQUESTS[request.method];
  const lines = [
    known
      ? `request = Net::HTTP::${known}.new(uri)`
      : `request = Net::HTTPGenericRequest.new(${rubyString(request.method)}, true, true, uri)`,
    ...request.headers.map(([name, value]) => `request[${rubyString(name)}] = ${rubyExpression(value)}`),
  ];
  const { basicAuth } = request;
  if (basicAuth)
    lines.push(`request.basic_auth(${rubyExpression(basicAuth.username)}, ${rubyExpression(basicAuth.password)})`);
  const body = request.body;
  if (body?.kind === 'json' || body?.kind === 'text')
    lines.push(`request["Content-Type"] = ${rubyString(body.mediaType)}`, `request.body = ${singleQuoted(body.text)}`);
  else if (body?.kind === 'form') {
    const fields = groupedFields(body.fields).map(
      ([name, values]) =>
        `  ${rubyString(name)} => ${values.length === 1 ? rubyString(values[0]!) : `[${values.map(rubyString).join(', ')}]`},`,
    );
    lines.push(`request.set_form_data({\n${fields.join('\n')}\n})`);
  } else if (body?.kind === 'multipart') {
    const fields = body.fields.map(([name, value]) => `  [${rubyString(name)}, ${rubyString(value)}],`);
    lines.push(`request.set_form([\n${fields.join('\n')}\n], "multipart/form-data")`);
  }
  return `require "net/http"

uri = URI(${rubyString(request.url)})
${lines.join('\n')}
response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.code
puts response.body`;
}
