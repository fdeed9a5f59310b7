import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { buildAndServe, type BuiltSite, expect, openPage, test } from './support/sites.ts';

/**
 * A reader copies a generated sample from an operation page with its "Copiar código" button and runs it as it is:
 * curl in bash and JavaScript in Node send the request to the API the description names (a server in this process,
 * which the fixture's description is pointed at), with the token and key read from the environment.
 */
const run = promisify(execFile);
const FIELDS = '/docs/referencia/lavoura/cadastro/fields';
const ENV = { ...process.env, API_TOKEN: 'token-do-leitor', API_KEY: 'chave-do-leitor' };

interface Received {
  method: string;
  url: string;
  authorization?: string;
  apiKey?: string;
  body: string;
}

const received: Received[] = [];
const api = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      apiKey: request.headers['x-api-key'] as string | undefined,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    response.writeHead(201, { 'content-type': 'application/json' }).end('{"id":"fld_1"}');
  });
});
let docs: BuiltSite;

test.beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  docs = await buildAndServe('api-reference', undefined, (dir) => {
    const spec = path.join(dir, 'content/openapi/lavoura.yaml');
    fs.writeFileSync(spec, fs.readFileSync(spec, 'utf8').replaceAll('https://api.example.com', origin));
  });
});

test.afterAll(async () => {
  await docs.stop();
  await new Promise((resolve) => api.close(resolve));
});

async function copiedSample(page: Page, operation: string, tab: string): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, `${docs.url}${FIELDS}/${operation}`);
  await page.getByRole('tab', { name: tab, exact: true }).first().click();
  const panel = page.getByRole('tabpanel').filter({ visible: true }).first();
  await panel.getByRole('button', { name: 'Copiar código' }).click();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The one request that arrived, with the credentials of the environment. */
function theRequest(): Received {
  expect(received).toHaveLength(1);
  expect(received[0]).toMatchObject({ authorization: 'Bearer token-do-leitor', apiKey: 'chave-do-leitor' });
  return received[0]!;
}

test.beforeEach(() => {
  received.length = 0;
});

test('the curl sample, copied from the page, sends the request in bash', async ({ page }) => {
  const code = await copiedSample(page, 'get-field', 'curl');
  expect(code).toMatch(/^curl /);
  await run('bash', ['-c', code], { env: ENV, timeout: 10_000 });
  // The path parameter without an example is a placeholder the reader replaces, sent as written.
  expect(theRequest()).toMatchObject({ method: 'GET', url: '/v1/fields/FIELD_ID' });
});

test('the JavaScript sample, copied from the page, sends the request in Node', async ({ page }) => {
  const code = await copiedSample(page, 'create-field', 'JavaScript (fetch)');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-sample-')), 'sample.mjs');
  fs.writeFileSync(file, code);
  const { stdout } = await run(process.execPath, [file], { env: ENV, timeout: 10_000 });
  expect(stdout.trim()).toBe('{"id":"fld_1"}');
  const request = theRequest();
  expect(request).toMatchObject({ method: 'POST', url: '/v1/fields' });
  expect(JSON.parse(request.body)).toEqual({
    name: 'Talhão 1',
    area_ha: 10,
    notify_url: 'https://cliente.example.com/talhoes',
  });
});
