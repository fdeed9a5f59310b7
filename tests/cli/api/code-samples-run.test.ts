import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CodeSampleId, codeSample } from '../../../format/try-it/code-samples.ts';
import { CASES, caseOperation, ENV, type Expected } from './code-samples-cases.ts';

/**
 * The samples run: each language the machine has sends every case's request to a server in this process, which
 * checks what arrived. Go, C#, PHP and Ruby are not installed here; code-samples.test.ts checks their text.
 */
const run = promisify(execFile);
const has = (command: string, ...args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const hasNode = has('node', '--version');
const hasCurl = has('curl', '--version') && has('bash', '--version');
const hasPython = has('python3', '--version');
const hasRequests = hasPython && has('python3', '-c', 'import requests');
const hasJava = has('javac', '-version') && has('java', '-version');

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let server: http.Server;
let base = '';
const received: Received[] = [];
let dir = '';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-samples-'));
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"recebido":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The environment of a run: the credentials, and no proxy between the sample and the local server. */
function sampleEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...ENV, NO_PROXY: '127.0.0.1', no_proxy: '127.0.0.1' };
  for (const name of ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY', 'all_proxy', 'ALL_PROXY'])
    delete env[name];
  return env;
}

/** Each case's sample in a language, with the server prefix its request will carry. */
function samples(id: CodeSampleId) {
  return CASES.map((c) => {
    const prefix = `/${id}-${c.name}`;
    const [op, values] = caseOperation(c, `${base}${prefix}`);
    return { c, prefix, code: codeSample(id, op, values) };
  });
}

async function checkReceived(prefix: string, expected: Expected): Promise<void> {
  const hits = received.filter((r) => r.url.startsWith(`${prefix}/`));
  expect(hits, prefix).toHaveLength(1);
  const hit = hits[0]!;
  const url = new URL(hit.url, base);
  expect(hit.method).toBe(expected.method);
  expect(url.pathname).toBe(`${prefix}${expected.path}`);
  expect([...url.searchParams]).toEqual(expected.query);
  for (const [name, value] of Object.entries(expected.headers)) expect(hit.headers[name], name).toBe(value);
  const contentType = hit.headers['content-type'];
  if (expected.contentType) expect(contentType?.split(';')[0]?.trim()).toBe(expected.contentType);
  const body = expected.body;
  if (!body) return expect(hit.body.length).toBe(0);
  const text = hit.body.toString('utf8');
  if ('json' in body) expect(JSON.parse(text)).toEqual(body.json);
  else if ('text' in body) expect(text).toBe(body.text);
  else if ('form' in body) expect([...new URLSearchParams(text)]).toEqual(body.form);
  else {
    const form = await new Response(new Uint8Array(hit.body), {
      headers: { 'content-type': contentType ?? '' },
    }).formData();
    // FormData writes a value's line breaks as CRLF, as the HTML standard says: fetch's sample sends them so.
    const fields = [...form].map(([name, value]) => [name, String(value).replace(/\r\n/g, '\n')]);
    expect(fields).toEqual(body.multipart);
  }
}

/**
 * Writes each case's sample to a file and runs them all at once (asynchronously: the server answers from this
 * process), then checks each request.
 */
async function runAll(id: CodeSampleId, file: (name: string) => string, command: (file: string) => string[]) {
  const all = samples(id);
  const runs = all.map(({ c, code }) => {
    // Named after the case and the language: a json.py in the script's folder would shadow Python's json module.
    const target = path.join(dir, file(`${id}-${c.name}`));
    fs.writeFileSync(target, code);
    const [program, ...args] = command(target);
    return run(program!, args, { env: sampleEnv(), cwd: dir, timeout: 15_000 }).catch(
      (error: Error & { stderr?: string }) => {
        throw new Error(`${id} ${c.name} failed: ${error.message}\n${error.stderr ?? ''}\n${code}`);
      },
    );
  });
  const results = await Promise.all(runs);
  for (const [i, { c, prefix }] of all.entries()) {
    expect(results[i]!.stdout, `${id} ${c.name}`).toContain('recebido');
    await checkReceived(prefix, c.expected);
  }
}

describe('code samples, run against a local server', () => {
  it.skipIf(!hasNode)('JavaScript (fetch) runs in Node as an ES module', async () => {
    await runAll(
      'javascript',
      (name) => `${name}.mjs`,
      (file) => ['node', file],
    );
  });

  it.skipIf(!hasCurl)('curl runs in bash', async () => {
    await runAll(
      'curl',
      (name) => `${name}.sh`,
      (file) => ['bash', file],
    );
  });

  it.skipIf(!hasRequests)('Python (requests) runs', async () => {
    await runAll(
      'python',
      (name) => `${name}.py`,
      (file) => ['python3', file],
    );
  });

  it.skipIf(!hasPython || hasRequests)('Python compiles, where requests is not installed to run it', async () => {
    const files = samples('python').map(({ c, code }) => {
      const file = path.join(dir, `compile-${c.name}.py`);
      fs.writeFileSync(file, code);
      return file;
    });
    await run('python3', ['-m', 'py_compile', ...files]);
  });

  it.skipIf(!hasJava)('Java (HttpClient) compiles with javac and runs', async () => {
    const javaDir = path.join(dir, 'java');
    fs.mkdirSync(javaDir);
    const all = samples('java').map((sample, i) => {
      // Source in ASCII, so that javac reads it the same in any platform charset.
      expect(sample.code).toMatch(/^[\x00-\x7f]*$/);
      const className = `Sample${i}`;
      const code = sample.code.replace('public class Main {', `public class ${className} {`);
      fs.writeFileSync(path.join(javaDir, `${className}.java`), code);
      return { ...sample, className };
    });
    // The JVM starts slowly: one javac for every case, and one java that runs them all in turn.
    const calls = all.map((s) => `${s.className}.main(args);`).join(' ');
    fs.writeFileSync(
      path.join(javaDir, 'RunAll.java'),
      `public class RunAll { public static void main(String[] args) throws Exception { ${calls} } }`,
    );
    const quick = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
    const sources = [...all.map((s) => `${s.className}.java`), 'RunAll.java'].map((f) => path.join(javaDir, f));
    await run('javac', [...quick.map((flag) => `-J${flag}`), '-d', javaDir, ...sources]);
    const result = await run('java', [...quick, '-cp', javaDir, 'RunAll'], { env: sampleEnv(), timeout: 15_000 });
    expect(result.stdout.match(/recebido/g)).toHaveLength(all.length);
    for (const { prefix, c } of all) await checkReceived(prefix, c.expected);
  });
});
