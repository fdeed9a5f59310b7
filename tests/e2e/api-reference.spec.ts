import net from 'node:net';
import type { Locator, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { API_KEY, startFakePlatform, VALID_TOKEN, type FakePlatform } from '../helpers/fake-platform.ts';
import { buildAndServe, expect, openPage, test, type BuiltSite } from './support/sites.ts';
import { openTryIt } from './support/try-it.ts';

let docs: BuiltSite;
let api: FakePlatform;

test.beforeAll(async () => {
  docs = await buildAndServe('api');
  api = await startFakePlatform();
});

test.afterAll(async () => {
  await docs.stop();
  await api.stop();
});

async function openPanel(page: Page, token: string, label: string) {
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  await page.goto(`${docs.url}/docs/guide/api`);
  const form = await openTryIt(page, label);
  await form.getByLabel('Servidor').selectOption({ label: 'Outro endereço…' });
  await form.getByLabel('Endereço da API').fill(api.url);
  return form;
}

test('the reference is rendered from the OpenAPI document', async ({ page }) => {
  await page.goto(`${docs.url}/docs/guide/api`);
  const list = page.locator('#op-listFarms');
  await expect(list.locator('.api-signature')).toHaveText('GET /v1/farms');
  await expect(list.locator('#parametro-query-page')).toContainText('Página, a partir de 1.');
  await expect(list.getByText('curl', { exact: true }).first()).toBeVisible();
  await expect(page.locator('#gql-Farm')).toContainText('Uma fazenda.');
});

test('"Testar" sends the request with the stored token and shows the real response', async ({ page }) => {
  const form = await openPanel(page, VALID_TOKEN, 'Testar GET /v1/farms');
  await form.getByLabel('page').fill('2');
  await expect(form.getByTestId('curl-preview')).toContainText(`curl -X GET '${api.url}/v1/farms?page=2'`);
  await expect(form.getByTestId('curl-preview')).toContainText('Bearer toke••••3456');
  await expect(form.getByTestId('curl-preview')).not.toContainText(VALID_TOKEN);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await form.getByRole('button', { name: 'Copiar comando' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`Authorization: Bearer ${VALID_TOKEN}`);
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(form.getByTestId('try-it-status')).toHaveText('200 OK');
  await expect(form.getByTestId('try-it-body')).toContainText('"name": "Fazenda Boa Vista"');
  expect(api.requests).toContain('GET /v1/farms?page=2');
});

test('a missing required field is reported before anything is sent', async ({ page }) => {
  const form = await openPanel(page, VALID_TOKEN, 'Testar GET /v1/farms/{farm_id}');
  const before = api.requests.length;
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(form.getByText('Campo obrigatório.')).toBeVisible();
  await expect(form.getByLabel('farm_id')).toBeFocused();
  expect(api.requests.length).toBe(before);
  await form.getByLabel('farm_id').fill('farm_02');
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(form.getByTestId('try-it-body')).toContainText('Fazenda Santa Helena');
});

test("a bad token gets the API's 401, explained", async ({ page }) => {
  const form = await openPanel(page, 'token-errado', 'Testar GET /v1/farms');
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(form.getByTestId('try-it-status')).toHaveText('401 Unauthorized');
  await expect(form.getByText('Token ausente, inválido ou expirado')).toBeVisible();
  await expect(form.getByTestId('try-it-body')).toContainText('"code": "unauthenticated"');
});

test('in dark mode the status of an error response keeps AA contrast', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const form = await openPanel(page, 'token-errado', 'Testar GET /v1/farms');
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(form.getByTestId('try-it-status')).toHaveText('401 Unauthorized');
  const results = await new AxeBuilder({ page }).include('.try-it-result').withRules(['color-contrast']).analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
});

test('a request body is validated as JSON and sent', async ({ page }) => {
  const form = await openPanel(page, VALID_TOKEN, 'Testar POST /v1/farms');
  const body = form.getByLabel(/Corpo/);
  await body.fill('{ "name": ');
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(form.locator('.try-it-error')).toHaveText('JSON inválido na linha 1, coluna 11: esperava um valor.');
  await body.fill('{\n  "name": "Fazenda Nova",\n}');
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(form.locator('.try-it-error')).toHaveText(
    'JSON inválido na linha 2, coluna 25: vírgula depois do último item, que JSON não aceita.',
  );
  await body.fill('{ name: "Fazenda Nova" }');
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(form.locator('.try-it-error')).toHaveText(
    'JSON inválido na linha 1, coluna 3: esperava o nome de uma propriedade, entre aspas duplas, e não "name".',
  );
  await body.fill('{ "name": "Fazenda Nova", "area_ha": 300 }');
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(form.getByTestId('try-it-status')).toHaveText('201 Created');
});

test("the errors of the body and of the API address are the fields' descriptions", async ({ page }) => {
  await page.goto(`${docs.url}/docs/guide/api`);
  const label = 'Testar POST /v1/farms';
  const form = await openTryIt(page, label);
  await form.getByLabel('Servidor').selectOption({ label: 'Outro endereço…' });
  await form.getByLabel('Endereço da API').fill('api.example.com');
  await form.getByLabel(/Corpo/).fill('{ "name": ');
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(form.getByLabel('Endereço da API')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Endereço da API')).toHaveAccessibleDescription(
    'Informe o endereço da API, começando com https://.',
  );
  await expect(form.getByLabel(/Corpo/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(/Corpo/)).toHaveAccessibleDescription(/^JSON inválido/);
});

test('the GraphQL explorer runs a query and refuses one that does not match the schema', async ({ page }) => {
  await page.addInitScript((t) => localStorage.setItem('token', t), VALID_TOKEN);
  await page.goto(`${docs.url}/docs/guide/api`);
  const explorer = page.getByRole('form', { name: 'Explorador GraphQL' });
  await explorer.getByLabel('Endpoint').fill(`${api.url}/graphql`);
  await explorer.getByRole('button', { name: 'Executar consulta' }).click();
  await expect(explorer.getByTestId('try-it-status')).toHaveText('403 Forbidden');
  await explorer.getByLabel('Chave de API (X-Api-Key)').fill(API_KEY);
  await explorer.getByRole('button', { name: 'Executar consulta' }).click();
  await expect(explorer.getByTestId('try-it-body')).toContainText('"totalCount": 2');
  await (await queryEditor(explorer)).fill('query { farms { edges { node { nome } } } }');
  await explorer.getByRole('button', { name: 'Executar consulta' }).click();
  await expect(explorer.getByRole('alert').getByRole('listitem')).toHaveText([
    'linha 1, coluna 32: o tipo "Farm" não tem o campo "nome". Você quis dizer "name"?',
  ]);
});

/** The query's editor once CodeMirror has replaced the textarea: the two are never filled in a race. */
async function queryEditor(explorer: Locator): Promise<Locator> {
  const editor = explorer.getByRole('textbox', { name: 'Consulta', exact: true });
  await expect(editor).toHaveClass(/cm-content/);
  return editor;
}

test('the GraphQL explorer says syntax and variable mistakes in Portuguese, with line and column', async ({ page }) => {
  await page.goto(`${docs.url}/docs/guide/api`);
  const explorer = page.getByRole('form', { name: 'Explorador GraphQL' });
  await (await queryEditor(explorer)).fill('query {\n  farms {');
  await explorer.getByLabel('Variáveis (JSON)').fill('{ "first": 2, }');
  await explorer.getByRole('button', { name: 'Executar consulta' }).click();
  await expect(explorer.getByRole('alert').getByRole('listitem')).toHaveText([
    'linha 2, coluna 10: erro de sintaxe: esperava um nome, mas encontrou o fim da consulta.',
    'variáveis: JSON inválido na linha 1, coluna 13: vírgula depois do último item, que JSON não aceita.',
  ]);
  await explorer.getByLabel('Variáveis (JSON)').fill('{}');
  await (await queryEditor(explorer)).fill('query { farms(first: 1.5) { totalCount } }');
  await explorer.getByRole('button', { name: 'Executar consulta' }).click();
  await expect(explorer.getByRole('alert').getByRole('listitem')).toHaveText([
    'linha 1, coluna 22: o valor 1.5 não é do tipo "Int".',
  ]);
});

test('a request without a response, or one the browser stops, is explained in Portuguese', async ({ page }) => {
  const closed = await new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
  const form = await openPanel(page, VALID_TOKEN, 'Testar GET /v1/farms');
  await form.getByLabel('Endereço da API').fill(`http://127.0.0.1:${closed}`);
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  const failure = form.getByRole('alert');
  await expect(failure).toContainText(
    /^A requisição não obteve resposta \(\d+ ms\): o servidor não respondeu, ou o navegador bloqueou a resposta\./,
  );
  await expect(failure).not.toContainText('Failed to fetch');

  const explorer = page.getByRole('form', { name: 'Explorador GraphQL' });
  await explorer.getByLabel('Endpoint').fill(`${api.url}/graphql`);
  // Header values must be Latin-1: the browser refuses to send this one.
  await explorer.getByLabel('Chave de API (X-Api-Key)').fill('chave→inválida');
  await explorer.getByRole('button', { name: 'Executar consulta' }).click();
  await expect(explorer.getByRole('alert')).toContainText(
    /A requisição não obteve resposta \(\d+ ms\): o navegador interrompeu a requisição\./,
  );
  await expect(explorer.getByRole('alert')).toContainText('Mensagem do navegador, em inglês: ');
});

test('an address the site policy does not allow is not sent, and the panel says why', async ({ page }) => {
  const form = await openPanel(page, VALID_TOKEN, 'Testar GET /v1/farms');
  const before = api.requests.length;
  const outside = `http://localhost:${new URL(api.url).port}`;
  await form.getByLabel('Endereço da API').fill(outside);
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(form.getByRole('alert')).toContainText(
    `A requisição não foi enviada: este portal só permite chamadas aos servidores que a documentação declara, e ${outside} não`,
  );
  expect(api.requests.length).toBe(before);

  const explorer = page.getByRole('form', { name: 'Explorador GraphQL' });
  await explorer.getByLabel('Endpoint').fill(`${outside}/graphql`);
  await explorer.getByRole('button', { name: 'Executar consulta' }).click();
  await expect(explorer.getByRole('alert')).toContainText('A requisição não foi enviada');
  expect(api.requests.length).toBe(before);
});

test('parameter locations are named in Portuguese', async ({ page }) => {
  const list = await openPanel(page, VALID_TOKEN, 'Testar GET /v1/farms');
  await expect(list.locator('label').filter({ hasText: 'page' })).toHaveText('page consulta');
  const one = await openPanel(page, VALID_TOKEN, 'Testar GET /v1/farms/{farm_id}');
  await expect(one.locator('label').filter({ hasText: 'farm_id' })).toHaveText('farm_id caminho (obrigatório)');
});

for (const width of [1440, 375]) {
  test(`at ${width} px an open "Testar" panel of the real portal fits the content column`, async ({ page, portal }) => {
    await page.setViewportSize({ width, height: 800 });
    await openPage(page, `${portal.url}/docs/api/interactives-apis/core`);
    const label = 'Testar POST /v1/operations';
    const form = await openTryIt(page, label);
    await expect(form).toBeVisible();
    const column = (await page.locator('main .markdown').boundingBox())!;
    const controls = await form
      .locator('input, select, textarea, button')
      .evaluateAll((elements) =>
        elements.map(
          (e) =>
            [
              e.getAttribute('aria-label') ?? e.id,
              e.getBoundingClientRect().left,
              e.getBoundingClientRect().right,
            ] as const,
        ),
      );
    expect(controls.length).toBeGreaterThan(3);
    expect(controls.filter(([, left, right]) => left < column.x || right > column.x + column.width)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

test('a request that changes data on the production server waits for a confirmation', async ({ page }) => {
  await page.addInitScript((t) => localStorage.setItem('token', t), VALID_TOKEN);
  await page.goto(`${docs.url}/docs/guide/api`);
  const label = 'Testar POST /v1/farms';
  const form = await openTryIt(page, label);
  await form.getByLabel(/Corpo/).fill('{ "name": "Fazenda Nova" }');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(form.getByRole('alert')).toContainText('Servidor de produção.');
  expect(requests.filter((url) => url.startsWith('https://api.example.com'))).toEqual([]);
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Enviar requisição' })).toBeVisible();
});
