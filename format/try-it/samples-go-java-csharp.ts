import { bareMediaType, basicPair, readsEnv, type SampleRequest } from './sample-request.ts';
import { csString, goString, javaString, joined } from './string-literals.ts';

/** A text as string literals joined across lines, one per line of the text: `"{\n"` then `+ "}"`. */
function lineLiterals(text: string, literal: (s: string) => string, indent: string): string {
  const lines = text.split('\n');
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  const last = lines.length - 1;
  return lines.map((line, i) => literal(i < last || text.endsWith('\n') ? `${line}\n` : line)).join(`\n${indent}+ `);
}

/** A multipart/form-data body of text fields, for the languages whose standard library writes none. */
const MULTIPART_BOUNDARY = 'docsgen-sample-boundary';
const partName = (name: string) => name.replace(/["\r\n]/g, encodeURIComponent);
function multipartText(fields: readonly (readonly [string, string])[]): string {
  const parts = fields.map(
    ([name, value]) =>
      `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${partName(name)}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${MULTIPART_BOUNDARY}--\r\n`;
}

const goEnv = (name: string) => `os.Getenv(${goString(name)})`;
/** Go's raw string, easier to read, unless the text holds what one cannot: a backquote, a CR, NUL or a BOM. */
const goText = (text: string) => (/[`\r\0\uFEFF]/.test(text) ? goString(text) : `\`${text}\``);

/** Go with net/http; every error ends the program. */
export function goCode(request: SampleRequest): string {
  const imports = new Set(['fmt', 'io', 'net/http']);
  const setup: string[] = [];
  const headers: string[] = [];
  let reader = 'nil';
  const body = request.body;
  if (body?.kind === 'json' || body?.kind === 'text') {
    imports.add('strings');
    setup.push(`\tbody := strings.NewReader(${goText(body.text)})`);
    headers.push(`\treq.Header.Set("Content-Type", ${goString(body.mediaType)})`);
    reader = 'body';
  } else if (body?.kind === 'form') {
    imports.add('net/url').add('strings');
    setup.push('\tform := url.Values{}');
    for (const [name, value] of body.fields) setup.push(`\tform.Add(${goString(name)}, ${goString(value)})`);
    setup.push('\tbody := strings.NewReader(form.Encode())');
    headers.push('\treq.Header.Set("Content-Type", "application/x-www-form-urlencoded")');
    reader = 'body';
  } else if (body?.kind === 'multipart') {
    imports.add('bytes').add('mime/multipart');
    setup.push('\tvar body bytes.Buffer', '\tform := multipart.NewWriter(&body)');
    for (const [name, value] of body.fields) setup.push(`\tform.WriteField(${goString(name)}, ${goString(value)})`);
    setup.push('\tform.Close()');
    headers.push('\treq.Header.Set("Content-Type", form.FormDataContentType())');
    reader = '&body';
  }
  const given = request.headers.map(
    ([name, value]) => `\treq.Header.Set(${goString(name)}, ${joined(value, goString, goEnv, '+')})`,
  );
  const { basicAuth } = request;
  if (basicAuth)
    given.push(
      `\treq.SetBasicAuth(${joined(basicAuth.username, goString, goEnv, '+')}, ${joined(basicAuth.password, goString, goEnv, '+')})`,
    );
  if (readsEnv(request)) imports.add('os');
  const sorted = [...imports].sort();
  return `package main

import (
${sorted.map((name) => `\t"${name}"`).join('\n')}
)

func main() {
${[...setup, ''].join('\n')}\treq, err := http.NewRequest(${goString(request.method)}, ${goString(request.url)}, ${reader})
\tif err != nil {
\t\tpanic(err)
\t}
${[...given, ...headers].join('\n')}
\tres, err := http.DefaultClient.Do(req)
\tif err != nil {
\t\tpanic(err)
\t}
\tdefer res.Body.Close()
\tdata, err := io.ReadAll(res.Body)
\tif err != nil {
\t\tpanic(err)
\t}
\tfmt.Println(res.Status)
\tfmt.Println(string(data))
}`;
}

const javaEnv = (name: string) => `System.getenv(${javaString(name)})`;

/** Java 11 or later with java.net.http.HttpClient, a program of one class. */
export function javaCode(request: SampleRequest): string {
  const imports = [
    'java.net.URI',
    'java.net.http.HttpClient',
    'java.net.http.HttpRequest',
    'java.net.http.HttpResponse',
  ];
  const setup: string[] = [];
  const headers = request.headers.map(
    ([name, value]) => `            .header(${javaString(name)}, ${joined(value, javaString, javaEnv, ' + ')})`,
  );
  if (request.basicAuth) {
    imports.push('java.nio.charset.StandardCharsets', 'java.util.Base64');
    const pair = joined(basicPair(request.basicAuth), javaString, javaEnv, ' + ');
    headers.push(
      `            .header("Authorization", "Basic " + Base64.getEncoder().encodeToString((${pair}).getBytes(StandardCharsets.UTF_8)))`,
    );
  }
  let publisher = 'HttpRequest.BodyPublishers.noBody()';
  const body = request.body;
  if (body) {
    publisher = 'HttpRequest.BodyPublishers.ofString(body)';
    let contentType = '"application/x-www-form-urlencoded"';
    if (body.kind === 'json' || body.kind === 'text') {
      setup.push(`        String body = ${lineLiterals(body.text, javaString, '            ')};`);
      contentType = javaString(body.mediaType);
    } else if (body.kind === 'form') {
      imports.push('java.net.URLEncoder', 'java.nio.charset.StandardCharsets');
      const fields = body.fields.map(
        ([name, value], i) =>
          `${javaString(`${i ? '&' : ''}${encodeURIComponent(name)}=`)} + URLEncoder.encode(${javaString(value)}, StandardCharsets.UTF_8)`,
      );
      setup.push(`        String body = ${fields.join('\n            + ') || '""'};`);
    } else {
      setup.push(`        String body = ${lineLiterals(multipartText(body.fields), javaString, '            ')};`);
      contentType = javaString(`multipart/form-data; boundary=${MULTIPART_BOUNDARY}`);
    }
    headers.push(`            .header("Content-Type", ${contentType})`);
  }
  return `${[...new Set(imports)]
    .sort()
    .map((name) => `import ${name};`)
    .join('\n')}

public class Main {
    public static void main(String[] args) throws Exception {
${[...setup, ''].join('\n')}        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create(${javaString(request.url)}))
${headers.join('\n')}
            .method(${javaString(request.method)}, ${publisher})
            .build();
        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.statusCode());
        System.out.println(response.body());
    }
}`;
}

const csEnv = (name: string) => `Environment.GetEnvironmentVariable(${csString(name)})`;

/** C# with HttpClient, top-level statements (.NET 6 or later). */
export function csharpCode(request: SampleRequest): string {
  const usings = new Set(['System', 'System.Net.Http']);
  const lines = request.headers.map(
    ([name, value]) => `request.Headers.Add(${csString(name)}, ${joined(value, csString, csEnv, ' + ')});`,
  );
  if (request.basicAuth) {
    usings.add('System.Net.Http.Headers').add('System.Text');
    const pair = joined(basicPair(request.basicAuth), csString, csEnv, ' + ');
    lines.push(
      `request.Headers.Authorization = new AuthenticationHeaderValue("Basic", Convert.ToBase64String(Encoding.UTF8.GetBytes(${pair})));`,
    );
  }
  const body = request.body;
  if (body?.kind === 'json' || body?.kind === 'text') {
    usings.add('System.Text');
    // StringContent takes the bare media type; its charset comes from the encoding.
    lines.push(
      `var body = ${lineLiterals(body.text, csString, '    ')};`,
      `request.Content = new StringContent(body, Encoding.UTF8, ${csString(bareMediaType(body.mediaType))});`,
    );
  } else if (body?.kind === 'form') {
    usings.add('System.Collections.Generic');
    const pairs = body.fields.map(
      ([name, value]) => `    new KeyValuePair<string, string>(${csString(name)}, ${csString(value)}),`,
    );
    lines.push(`request.Content = new FormUrlEncodedContent(new[]\n{\n${pairs.join('\n')}\n});`);
  } else if (body?.kind === 'multipart') {
    const parts = body.fields.map(
      ([name, value]) => `    { new StringContent(${csString(value)}), ${csString(name)} },`,
    );
    lines.push(`request.Content = new MultipartFormDataContent\n{\n${parts.join('\n')}\n};`);
  }
  return `${[...usings]
    .sort()
    .map((name) => `using ${name};`)
    .join('\n')}

using var client = new HttpClient();
using var request = new HttpRequestMessage(new HttpMethod(${csString(request.method)}), ${csString(request.url)});
${lines.join('\n')}
using var response = await client.SendAsync(request);
Console.WriteLine((int)response.StatusCode);
Console.WriteLine(await response.Content.ReadAsStringAsync());`;
}
