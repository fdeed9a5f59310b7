import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { TryItOperation } from '../../../format/site-format.ts';
import {
  API_KEY_ENV,
  CODE_SAMPLE_IDS,
  codeSample,
  codeSamples,
  curlSample,
  fetchSample,
  type RequestValues,
  shellQuote,
  TOKEN_ENV,
  withSpecSamples,
} from '../../../format/try-it/code-samples.ts';
import { csString, goString, rubyString, singleQuoted } from '../../../format/try-it/string-literals.ts';
import { CASES, caseOperation, TRICKY } from './code-samples-cases.ts';
import {
  bracketProblem,
  CSHARP,
  CSHARP_STRINGS,
  GO,
  GO_STRINGS,
  literalAfter,
  readLiteral,
  RUBY_DOUBLE,
  SCRIPT_STRINGS,
  SINGLE_QUOTED,
} from './code-samples-literals.ts';

/** What bash makes of a quoted word, with TOKEN set as a reader's shell would have it. */
const asBashSees = (quoted: string) =>
  execFileSync('bash', ['-c', `printf '%s' ${quoted}`], {
    encoding: 'utf8',
    env: { ...process.env, TOKEN: 'abc', API_KEY: 'k1' },
  });

describe('shellQuote', () => {
  it('expands only the $TOKEN and $API_KEY placeholders', () => {
    expect(shellQuote('Authorization: Bearer $TOKEN')).toBe(`'Authorization: Bearer '"$TOKEN"`);
    expect(asBashSees(shellQuote('Authorization: Bearer $TOKEN'))).toBe('Authorization: Bearer abc');
    expect(asBashSees(shellQuote('$API_KEY'))).toBe('k1');
    expect(asBashSees(shellQuote(''))).toBe('');
  });

  it('passes anything else through as written, so a pasted value never runs', () => {
    for (const value of [
      `{"nota":"use $TOKEN $(touch /tmp/docsgen-pwned) \`id\` $HOME \${X}"}`,
      "it's",
      'a\\b "c"',
      '$TOKENS',
    ]) {
      const expected = value.replaceAll(/\$(TOKEN|API_KEY)\b/g, (_, name: string) => (name === 'TOKEN' ? 'abc' : 'k1'));
      expect(asBashSees(shellQuote(value)), value).toBe(expected);
    }
  });
});

const farm: TryItOperation = {
  api: 'fazendas',
  method: 'GET',
  path: '/v1/farms/{farm_id}',
  servers: [{ url: 'https://api.example.com' }],
  apiKeyHeader: 'X-Api-Key',
  parameters: [{ name: 'farm_id', in: 'path', required: true, type: 'string', example: 'fz-1' }],
};
const docs: RequestValues = { server: 'https://api.example.com', params: {}, auth: 'env', token: '', apiKey: '' };

describe('codeSamples', () => {
  it('writes a placeholder a reader sees to replace, unchanged by URL encoding, for a string without an example', () => {
    const repo: TryItOperation = {
      ...farm,
      path: '/repos/{owner}/{repo-name}',
      parameters: [
        { name: 'owner', in: 'path', required: true, type: 'string' },
        { name: 'repo-name', in: 'path', required: true, type: 'string' },
        { name: 'sort.by', in: 'query', required: true, type: 'string' },
      ],
    };
    for (const sample of codeSamples(repo, docs))
      expect(sample.code, sample.id).toContain('https://api.example.com/repos/OWNER/REPO_NAME?sort.by=SORT_BY');
  });

  it('gives the eight languages in order, with their labels and highlighter grammars', () => {
    const samples = codeSamples(farm, docs);
    expect(samples.map(({ id, label, lang }) => [id, label, lang])).toEqual([
      ['curl', 'curl', 'bash'],
      ['javascript', 'JavaScript (fetch)', 'javascript'],
      ['python', 'Python (requests)', 'python'],
      ['go', 'Go (net/http)', 'go'],
      ['java', 'Java (HttpClient)', 'java'],
      ['csharp', 'C# (HttpClient)', 'csharp'],
      ['php', 'PHP (cURL)', 'php'],
      ['ruby', 'Ruby (Net::HTTP)', 'ruby'],
    ]);
    expect(CODE_SAMPLE_IDS).toEqual(samples.map((s) => s.id));
    expect(codeSamples(farm, docs, { languages: ['ruby', 'curl'] }).map((s) => s.id)).toEqual(['ruby', 'curl']);
  });

  it('reads the credentials from the environment in each language, never as text in a string', () => {
    const code = Object.fromEntries(
      codeSamples(farm, { ...docs, token: 'typed-token', apiKey: 'typed-key' }).map((s) => [s.id, s.code]),
    );
    expect([TOKEN_ENV, API_KEY_ENV]).toEqual(['API_TOKEN', 'API_KEY']);
    expect(code.curl).toContain(`-H "Authorization: Bearer $API_TOKEN"`);
    expect(code.curl).toContain(`-H "X-Api-Key: $API_KEY"`);
    expect(code.javascript).toContain('"Authorization": `Bearer ${process.env.API_TOKEN}`,');
    expect(code.javascript).toContain('"X-Api-Key": process.env.API_KEY,');
    expect(code.python).toMatch(/^import os\n\nimport requests\n/);
    expect(code.python).toContain('"Authorization": "Bearer " + os.environ["API_TOKEN"],');
    expect(code.go).toContain('req.Header.Set("Authorization", "Bearer "+os.Getenv("API_TOKEN"))');
    expect(code.go).toContain('req.Header.Set("X-Api-Key", os.Getenv("API_KEY"))');
    expect(code.java).toContain('.header("Authorization", "Bearer " + System.getenv("API_TOKEN"))');
    expect(code.csharp).toContain(
      'request.Headers.Add("Authorization", "Bearer " + Environment.GetEnvironmentVariable("API_TOKEN"));',
    );
    expect(code.php).toContain(`'Authorization: Bearer ' . getenv('API_TOKEN'),`);
    expect(code.php).toContain(`'X-Api-Key: ' . getenv('API_KEY'),`);
    expect(code.ruby).toContain('request["Authorization"] = "Bearer #{ENV.fetch("API_TOKEN")}"');
    expect(code.ruby).toContain('request["X-Api-Key"] = ENV.fetch("API_KEY")');
    for (const [id, text] of Object.entries(code)) {
      expect(text, id).not.toContain('typed-');
      // The old bug: a shell variable inside a string of a language that does not expand it.
      expect(text.replace(/"Authorization: Bearer \$API_TOKEN"|"X-Api-Key: \$API_KEY"/g, ''), id).not.toMatch(
        /["'`][^"'`\n]*\$(API_)?TOKEN/,
      );
    }
  });

  it('holds the values the reader typed in Testar, and reads from the environment only those left empty', () => {
    const typed = { ...docs, auth: 'literal' as const, token: 'tok-123', apiKey: '' };
    const code = Object.fromEntries(codeSamples(farm, typed).map((s) => [s.id, s.code]));
    expect(code.curl).toContain(`-H 'Authorization: Bearer tok-123'`);
    expect(code.curl).toContain(`-H "X-Api-Key: $API_KEY"`);
    expect(code.javascript).toContain('"Authorization": "Bearer tok-123",');
    expect(code.go).toContain('req.Header.Set("Authorization", "Bearer tok-123")');
    expect(code.ruby).toContain('request["Authorization"] = "Bearer tok-123"');
    const withKey = Object.fromEntries(codeSamples(farm, { ...typed, apiKey: 'k' }).map((s) => [s.id, s.code]));
    expect(withKey.python).toMatch(/^import requests\n/);
    expect(withKey.go).not.toContain('"os"');
    for (const [id, text] of Object.entries(withKey)) expect(text, id).not.toMatch(/API_TOKEN|API_KEY/);
  });

  it('keeps the older curl form without values.auth, and the JavaScript of the docs reads the environment', () => {
    const legacy = { ...docs, auth: undefined, token: '$TOKEN', apiKey: '$API_KEY' };
    expect(curlSample(farm, legacy)).toBe(
      `curl -X GET 'https://api.example.com/v1/farms/fz-1' \\\n  -H 'Authorization: Bearer '"$TOKEN" \\\n  -H 'X-Api-Key: '"$API_KEY"`,
    );
    expect(curlSample(farm, docs)).toContain(`-H "Authorization: Bearer $API_TOKEN"`);
    expect(fetchSample(farm, legacy)).toContain('`Bearer ${process.env.API_TOKEN}`');
  });

  it('writes HEAD so that no client waits for a body, and a method Net::HTTP has no class for', () => {
    const head = { ...farm, method: 'HEAD' };
    expect(codeSample('curl', head, docs)).toMatch(/^curl --head '/);
    expect(codeSample('php', head, docs)).toContain('CURLOPT_NOBODY => true,');
    expect(codeSample('ruby', head, docs)).toContain('Net::HTTP::Head.new(uri)');
    expect(codeSample('ruby', { ...farm, method: 'QUERY' }, docs)).toContain(
      'request = Net::HTTPGenericRequest.new("QUERY", true, true, uri)',
    );
  });

  it('sends no body for an empty one or an empty form, and text for a form body that is not an object', () => {
    const post = (mediaType: string, body: string) =>
      codeSample('curl', { ...farm, method: 'POST', requestBody: { required: true, mediaType } }, { ...docs, body });
    expect(post('application/json', '  \n')).not.toContain('--data');
    expect(post('application/x-www-form-urlencoded', '{}')).not.toContain('--data');
    expect(post('application/x-www-form-urlencoded', '[1, 2]')).toContain(`--data-raw '[1, 2]'`);
    expect(post('application/json', '{"a":')).toContain(`--data-raw '{"a":'`);
    expect(post('application/json', '"\ud800x"')).toContain(`--data-raw '"\ufffdx"'`);
  });
});

describe('withSpecSamples', () => {
  const generated = codeSamples(farm, docs);

  it("puts the description's samples first, in its order, each replacing the generated one of its language", () => {
    const samples = withSpecSamples(generated, [
      { lang: 'JavaScript', source: 'await api.farms.get("fz-1");\n' },
      { lang: 'C#', label: 'C# (SDK)', source: 'await client.Farms.GetAsync("fz-1");' },
      { lang: 'Shell', source: 'api farms get fz-1' },
      { lang: 'Kotlin', source: 'api.farms.get("fz-1")' },
    ]);
    expect(samples.map(({ id, label, lang, fromSpec }) => [id, label, lang, fromSpec])).toEqual([
      ['javascript', 'JavaScript', 'javascript', true],
      ['csharp', 'C# (SDK)', 'csharp', true],
      ['curl', 'Shell', 'bash', true],
      ['kotlin', 'Kotlin', 'kotlin', true],
      ['python', 'Python (requests)', 'python', undefined],
      ['go', 'Go (net/http)', 'go', undefined],
      ['java', 'Java (HttpClient)', 'java', undefined],
      ['php', 'PHP (cURL)', 'php', undefined],
      ['ruby', 'Ruby (Net::HTTP)', 'ruby', undefined],
    ]);
    expect(samples[0]!.code).toBe('await api.farms.get("fz-1");');
  });

  it('reads the names descriptions use, keeps ids unique, and leaves out entries without a source', () => {
    const samples = withSpecSamples(generated, [
      { lang: 'cURL', source: 'curl https://x' },
      { lang: 'Node.js', source: 'a' },
      { lang: 'node', label: 'Node (axios)', source: 'b' },
      { lang: 'python3', source: 'c' },
      { lang: 'Golang', source: 'd' },
      { lang: 'Visual Basic', source: 'e' },
      { lang: 'PHP', source: undefined as unknown as string },
      null as unknown as { lang: string; source: string },
    ]);
    expect(samples.slice(0, 6).map(({ id, lang }) => [id, lang])).toEqual([
      ['curl', 'bash'],
      ['javascript', 'javascript'],
      ['javascript-2', 'javascript'],
      ['python', 'python'],
      ['go', 'go'],
      ['visualbasic', 'visualbasic'],
    ]);
    expect(samples.slice(6).map((s) => s.id)).toEqual(['java', 'csharp', 'php', 'ruby']);
    expect(withSpecSamples(generated)).toEqual(generated);
    expect(withSpecSamples(generated, 'not a list' as never)).toEqual(generated);
  });
});

const TRICKY_STRINGS = [
  TRICKY,
  '',
  'Fazenda São João 🐄',
  'a\u2028b\u2029c\u0085d\ufeffe\u0000f\u0001\u001f\u007f',
  'linha\r\nfim\n',
  '#{x} #@y #$z \\#{w}',
  "'\\'\\\\'",
];

describe('string literals of the languages this machine cannot run', () => {
  it.each([
    ['Go', goString, GO],
    ['C#', csString, CSHARP],
    ['Ruby (double quotes)', rubyString, RUBY_DOUBLE],
    ['PHP and Ruby (single quotes)', singleQuoted, SINGLE_QUOTED],
  ] as const)('%s reads each one back as it was', (_, literal, syntax) => {
    for (const s of TRICKY_STRINGS) expect(readLiteral(literal(s), syntax), JSON.stringify(s)).toBe(s);
  });

  it('the readers refuse what the languages refuse', () => {
    expect(() => readLiteral('"a\nb"', GO)).toThrow(/raw/);
    expect(() => readLiteral('"a\ufeffb"', GO)).toThrow(/raw/);
    expect(() => readLiteral('"a\u2028b"', CSHARP)).toThrow(/raw/);
    expect(() => readLiteral('"#{x}"', RUBY_DOUBLE)).toThrow(/interpolation/);
    expect(() => readLiteral(`'it's'`, SINGLE_QUOTED)).toThrow(/quote/);
    expect(readLiteral(`'a\\nb'`, SINGLE_QUOTED)).toBe('a\\nb');
  });
});

/** Every case of the run tests, in a language, against a server that only names it. */
const caseSamples = (id: 'go' | 'csharp' | 'php' | 'ruby') =>
  CASES.map((c) => {
    const [op, values] = caseOperation(c, `https://api.example.com/${c.name}`);
    return { c, code: codeSample(id, op, values) };
  });

describe('Go, C#, PHP and Ruby samples, checked as text (no compiler for them on this machine)', () => {
  it('Go: imports exactly the packages it uses, uses every variable it declares, and pairs its brackets', () => {
    const packages = ['bytes', 'fmt', 'io', 'mime/multipart', 'net/http', 'net/url', 'os', 'strings'];
    const typed = {
      c: { name: 'typed' },
      code: codeSample('go', farm, { ...docs, auth: 'literal', token: 't', apiKey: 'k' }),
    };
    for (const { c, code } of [...caseSamples('go'), typed]) {
      expect(bracketProblem(code, GO_STRINGS), c.name).toBeUndefined();
      const imports = [...code.matchAll(/^\t"([\w/]+)"$/gm)].map((m) => m[1]!);
      expect(imports, c.name).toEqual([...imports].sort());
      const bare = code.replace(GO_STRINGS, '""');
      const used = packages.filter((p) => new RegExp(`\\b${p.split('/').at(-1)}\\.`).test(bare));
      expect(imports, c.name).toEqual(used);
      for (const m of bare.matchAll(/var (\w+)|(\w+)(?:, \w+)? :=/g)) {
        const name = m[1] ?? m[2]!;
        expect(bare.split(new RegExp(`\\b${name}\\b`)).length, `${c.name}: ${name}`).toBeGreaterThan(2);
      }
    }
  });

  it('Go, C#, PHP and Ruby write the JSON body so that it reads back as the example', () => {
    const json = CASES.find((c) => c.name === 'json')!;
    const [op, values] = caseOperation(json, 'https://api.example.com');
    const expected = values.body!;
    const go = codeSample('go', op, values);
    expect(readLiteral(literalAfter(go, 'strings.NewReader('), GO)).toBe(expected);
    const php = codeSample('php', op, values);
    expect(readLiteral(literalAfter(php, 'CURLOPT_POSTFIELDS => ', "'"), SINGLE_QUOTED)).toBe(expected);
    const ruby = codeSample('ruby', op, values);
    expect(readLiteral(literalAfter(ruby, 'request.body = ', "'"), SINGLE_QUOTED)).toBe(expected);
    // C# joins a literal per line: `"{\n"` then `+ "..."`.
    const cs = codeSample('csharp', op, values);
    const joined = cs.slice(cs.indexOf('var body = ') + 11, cs.indexOf(';\nrequest.Content'));
    const lines = joined.split('\n    + ').map((literal) => readLiteral(literal, CSHARP));
    expect(lines.join('')).toBe(expected);
    expect(cs).toContain('request.Content = new StringContent(body, Encoding.UTF8, "application/json");');
    expect(cs).toMatch(/^using System;\nusing System\.Net\.Http;\nusing System\.Text;\n/);
  });

  it('C#, PHP and Ruby pair their brackets and quotes in every case', () => {
    for (const id of ['csharp', 'php', 'ruby'] as const)
      for (const { c, code } of caseSamples(id))
        expect(
          bracketProblem(code, id === 'csharp' ? CSHARP_STRINGS : SCRIPT_STRINGS),
          `${id} ${c.name}`,
        ).toBeUndefined();
  });

  it('writes each form field, escaped, in the way of each language', () => {
    const [form, multipart] = [caseSamples('go')[1]!.code, caseSamples('go')[2]!.code];
    expect(form).toContain('\tform.Add("nome", "Fazenda São João & Cia = 100% + \\"x\\"")');
    expect(form).toContain('\treq.Header.Set("Content-Type", "application/x-www-form-urlencoded")');
    expect(multipart).toContain('\tform.WriteField("descricao", "Relatório \\"anual\\" \'x\'\\nlinha 2 \\\\ $y")');
    expect(multipart).toContain('\treq.Header.Set("Content-Type", form.FormDataContentType())');
    const cs = caseSamples('csharp');
    expect(cs[1]!.code).toContain('    new KeyValuePair<string, string>("tags", "a b"),');
    expect(cs[1]!.code).toContain('using System.Collections.Generic;');
    expect(cs[2]!.code).toContain('    { new StringContent("x"), "tags" },');
    const php = caseSamples('php');
    expect(php[1]!.code).toContain(
      `CURLOPT_POSTFIELDS => 'nome=Fazenda+S%C3%A3o+Jo%C3%A3o+%26+Cia+%3D+100%25+%2B+%22x%22&tags=a+b&tags=c&area=10.5&ativo=true',`,
    );
    expect(php[2]!.code).toContain(`        'tags[0]' => 'x',\n        'tags[1]' => 'y',`);
    const ruby = caseSamples('ruby');
    expect(ruby[1]!.code).toContain('  "tags" => ["a b", "c"],');
    expect(ruby[1]!.code).toContain(`request["Authorization"] = "Bearer lit'eral\\"$(id)\`x\`\\#{y}\${z}"`);
    expect(ruby[2]!.code).toContain('], "multipart/form-data")');
  });

  it('writes a GET the same way, line for line', () => {
    expect(codeSample('go', farm, docs)).toBe(`package main

import (
\t"fmt"
\t"io"
\t"net/http"
\t"os"
)

func main() {
\treq, err := http.NewRequest("GET", "https://api.example.com/v1/farms/fz-1", nil)
\tif err != nil {
\t\tpanic(err)
\t}
\treq.Header.Set("Authorization", "Bearer "+os.Getenv("API_TOKEN"))
\treq.Header.Set("X-Api-Key", os.Getenv("API_KEY"))
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
}`);
    expect(codeSample('csharp', farm, docs)).toBe(`using System;
using System.Net.Http;

using var client = new HttpClient();
using var request = new HttpRequestMessage(new HttpMethod("GET"), "https://api.example.com/v1/farms/fz-1");
request.Headers.Add("Authorization", "Bearer " + Environment.GetEnvironmentVariable("API_TOKEN"));
request.Headers.Add("X-Api-Key", Environment.GetEnvironmentVariable("API_KEY"));
using var response = await client.SendAsync(request);
Console.WriteLine((int)response.StatusCode);
Console.WriteLine(await response.Content.ReadAsStringAsync());`);
    expect(codeSample('php', farm, docs)).toBe(`<?php

$ch = curl_init('https://api.example.com/v1/farms/fz-1');
curl_setopt_array($ch, [
    CURLOPT_CUSTOMREQUEST => 'GET',
    CURLOPT_HTTPHEADER => [
        'Authorization: Bearer ' . getenv('API_TOKEN'),
        'X-Api-Key: ' . getenv('API_KEY'),
    ],
    CURLOPT_RETURNTRANSFER => true,
]);
$response = curl_exec($ch);
if ($response === false) {
    throw new RuntimeException(curl_error($ch));
}
echo curl_getinfo($ch, CURLINFO_HTTP_CODE), PHP_EOL;
echo $response, PHP_EOL;
curl_close($ch);`);
    expect(codeSample('ruby', farm, docs)).toBe(`require "net/http"

uri = URI("https://api.example.com/v1/farms/fz-1")
request = Net::HTTP::Get.new(uri)
request["Authorization"] = "Bearer #{ENV.fetch("API_TOKEN")}"
request["X-Api-Key"] = ENV.fetch("API_KEY")
response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.code
puts response.body`);
  });
});
