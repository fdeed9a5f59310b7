import net from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import {
  BASIC_PASSWORD,
  BASIC_USER,
  CLIENT_ID,
  CLIENT_SECRET,
  type FakeCredentialsApi,
  startFakeCredentialsApi,
} from '../helpers/fake-credentials-api.ts';
import { buildAndServe, expect, openPage, test, type BuiltSite } from './support/sites.ts';
import { openTryIt } from './support/try-it.ts';

/**
 * "Testar" with the credentials an operation asks for (issue 40): HTTP basic, OAuth 2.0 client credentials against a
 * real token endpoint, and the variables of a server's URL, on the api-reference fixture's generated pages.
 */
let docs: BuiltSite;
let api: FakeCredentialsApi;
const SEASONS = '/docs/referencia/lavoura/cadastro/seasons';

test.beforeAll(async () => {
  docs = await buildAndServe('api-reference');
  api = await startFakeCredentialsApi();
});

test.afterAll(async () => {
  await docs.stop();
  await api.stop();
});

test.afterEach(() => {
  api.tokenLifetime = 3600;
  api.refuseTokens = false;
});

/** Opens an operation's panel on the local server, its port variable set to the fake API's (or `port`). */
async function openPanel(page: Page, slug: string, label: string, port = new URL(api.url).port): Promise<Locator> {
  await openPage(page, `${docs.url}${SEASONS}/${slug}`);
  const form = await openTryIt(page, label);
  await form.getByLabel('Servidor').selectOption({ label: 'Homologação local (http://127.0.0.1:{porta}/{versao})' });
  const variables = form.getByRole('group', { name: 'Variáveis do servidor' });
  await variables.getByLabel('porta').fill(port);
  await variables.getByLabel('versao').selectOption('v2');
  return form;
}

/** Whatever the page keeps where another visit, or the address bar, would find it. */
async function kept(page: Page): Promise<string> {
  const storage = await page.evaluate(() =>
    JSON.stringify([{ ...localStorage }, { ...sessionStorage }, history.state]),
  );
  return `${page.url()} ${storage}`;
}

/** Gets a client credentials token in an open panel; the token the endpoint gave. */
async function obtainToken(form: Locator): Promise<string> {
  const oauth = form.getByRole('group', { name: 'OAuth 2.0 (client credentials)' });
  await oauth.getByLabel('ID do cliente').fill(CLIENT_ID);
  await oauth.getByLabel('Segredo do cliente').fill(CLIENT_SECRET);
  await oauth.getByRole('button', { name: 'Obter token' }).click();
  await expect(oauth.getByRole('status')).toHaveText(
    `Token obtido, válido por ${api.tokenLifetime} s: a requisição o envia no cabeçalho Authorization.`,
  );
  return api.issued.at(-1)!;
}

/** What the fake API received from the `from`th request on: method, path and the token or credentials sent. */
const receivedSince = (from: number) =>
  api.requests.slice(from).map((r) => `${r.method} ${r.path} ${r.authorization?.replace(/^Basic .*/, 'Basic')}`);

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('.try-it-form')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('HTTP basic: the username and password arrive as basic credentials; the preview never shows the password', async ({
  page,
}) => {
  const form = await openPanel(page, 'season-report', 'Testar GET /seasons/report');
  const preview = form.getByTestId('curl-preview');
  await expect(preview).toContainText(`curl -X GET '${api.url}/v2/seasons/report'`);
  await expect(preview).toContainText(`-u "$API_USERNAME:$API_PASSWORD"`);
  await expect(preview).not.toContainText('Bearer');

  const credentials = form.getByRole('group', { name: 'Autenticação HTTP basic' });
  await credentials.getByLabel('Usuário').fill(BASIC_USER);
  await credentials.getByLabel('Usuário').press('Tab');
  await expect(credentials.getByLabel('Senha')).toBeFocused();
  await page.keyboard.type('senha-errada');
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(form.getByTestId('try-it-status')).toHaveText('401 Unauthorized');
  await expect(form.getByText('Usuário ou senha ausentes ou inválidos.')).toBeVisible();

  await credentials.getByLabel('Senha').fill(BASIC_PASSWORD);
  await expect(preview).toContainText(`-u '${BASIC_USER}:••••••••'`);
  await expect(preview).not.toContainText(BASIC_PASSWORD);
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(form.getByTestId('try-it-status')).toHaveText('200 OK');
  await expect(form.getByTestId('try-it-body')).toContainText('"relatorio": "Safras 2024/25"');
  const sent = api.requests.at(-1)!;
  expect(sent.path).toBe('/v2/seasons/report');
  expect(Buffer.from(sent.authorization!.replace(/^Basic /, ''), 'base64').toString()).toBe(
    `${BASIC_USER}:${BASIC_PASSWORD}`,
  );
  expect(await kept(page)).not.toContain(BASIC_PASSWORD);
  expect(await axeViolations(page)).toEqual([]);
});

test('OAuth 2.0 client credentials: the token endpoint is asked, refusals are explained, the token is sent', async ({
  page,
}) => {
  const form = await openPanel(page, 'current-season', 'Testar GET /seasons/current');
  const oauth = form.getByRole('group', { name: 'OAuth 2.0 (client credentials)' });
  const scopes = oauth.getByRole('group', { name: 'Escopos' });
  // The scope the operation needs starts checked; the others are the reader's choice.
  await expect(scopes.getByRole('checkbox', { name: 'seasons:read — Ler safras.' })).toBeChecked();
  await expect(scopes.getByRole('checkbox', { name: 'seasons:write — Alterar safras.' })).not.toBeChecked();

  await oauth.getByLabel('ID do cliente').fill(CLIENT_ID);
  await oauth.getByLabel('Segredo do cliente').fill('segredo-errado');
  await oauth.getByRole('button', { name: 'Obter token' }).click();
  await expect(oauth.getByRole('alert')).toHaveText(
    'O servidor de autorização recusou o pedido (401): o ID ou o segredo do cliente não foram aceitos. Detalhe do servidor: Client authentication failed.',
  );
  expect(api.issued).toEqual([]);

  // By keyboard: from the secret, through the scopes, to the button.
  await oauth.getByLabel('Segredo do cliente').fill(CLIENT_SECRET);
  await oauth.getByLabel('Segredo do cliente').press('Tab');
  await expect(scopes.getByRole('checkbox', { name: /seasons:read/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(scopes.getByRole('checkbox', { name: /seasons:write/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(oauth.getByRole('button', { name: 'Obter token' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(oauth.getByRole('status')).toHaveText(
    'Token obtido, válido por 3600 s: a requisição o envia no cabeçalho Authorization.',
  );
  await expect(oauth.getByRole('alert')).toHaveCount(0);
  const tokenRequest = api.requests.at(-1)!;
  expect(tokenRequest.path).toBe('/oauth/token');
  expect([...new URLSearchParams(tokenRequest.body)]).toEqual([
    ['grant_type', 'client_credentials'],
    ['scope', 'seasons:read seasons:write'],
  ]);
  const [token] = api.issued;
  await expect(form.getByTestId('curl-preview')).toContainText(`Bearer ${token!.slice(0, 4)}••••${token!.slice(-4)}`);
  await expect(form.getByTestId('curl-preview')).not.toContainText(token!);

  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(form.getByTestId('try-it-status')).toHaveText('200 OK');
  await expect(form.getByTestId('try-it-body')).toContainText('"safra": "2024/25"');
  expect(api.requests.at(-1)).toMatchObject({ path: '/v2/seasons/current', authorization: `Bearer ${token}` });
  const stored = await kept(page);
  expect(stored).not.toContain(CLIENT_SECRET);
  expect(stored).not.toContain(token!);
  expect(await axeViolations(page)).toEqual([]);
});

test('a token endpoint that does not answer is explained in Portuguese', async ({ page }) => {
  const closed = await new Promise<string>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(String(port)));
    });
  });
  const form = await openPanel(page, 'current-season', 'Testar GET /seasons/current', closed);
  await form.getByLabel('ID do cliente').fill(CLIENT_ID);
  await form.getByLabel('Segredo do cliente').fill(CLIENT_SECRET);
  await form.getByRole('button', { name: 'Obter token' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'O servidor de autorização não respondeu, ou o navegador bloqueou a resposta (CORS): confira o endereço e se o servidor aceita chamadas a partir deste portal.',
  );
});

test("a server's variables build its URL, and the production confirmation names the URL they built", async ({
  page,
}) => {
  await openPage(page, `${docs.url}/docs/referencia/lavoura/cadastro/fields/create-field`);
  const label = 'Testar POST /fields';
  const form = await openTryIt(page, label);
  const versao = form.getByRole('group', { name: 'Variáveis do servidor' }).getByLabel('versao');
  await expect(versao).toHaveValue('v1');
  await expect(versao).toHaveAccessibleDescription('Versão da API.');
  await expect(form.getByTestId('curl-preview')).toContainText("'https://api.example.com/v1/fields'");
  await versao.selectOption('v2');
  await expect(form.getByTestId('curl-preview')).toContainText("'https://api.example.com/v2/fields'");
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'Servidor de produção. POST altera dados reais em https://api.example.com/v2.',
  );
  expect(requests.filter((url) => url.startsWith('https://api.example.com'))).toEqual([]);

  // Another value asks again, for the URL it makes.
  await versao.selectOption('v1');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(form.getByRole('alert')).toContainText('altera dados reais em https://api.example.com/v1.');

  // A text variable left empty is a field error, and nothing is sent.
  await form.getByLabel('Servidor').selectOption({ label: 'Homologação local (http://127.0.0.1:{porta}/{versao})' });
  const porta = form.getByRole('group', { name: 'Variáveis do servidor' }).getByLabel('porta');
  await expect(porta).toHaveValue('8080');
  await porta.fill('');
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(porta).toBeFocused();
  await expect(porta).toHaveAccessibleDescription('Porta do servidor de homologação. Campo obrigatório.');
});

test('at 390 px in dark mode the credentials fit the column and keep AA contrast, an error showing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const form = await openPanel(page, 'current-season', 'Testar GET /seasons/current');
  await form.getByRole('button', { name: 'Obter token' }).click();
  await expect(form.getByRole('alert')).toHaveText('Informe o ID e o segredo do cliente.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('a token whose expires_in has passed is renewed before sending, and the reader is told', async ({ page }) => {
  api.tokenLifetime = 1;
  const form = await openPanel(page, 'current-season', 'Testar GET /seasons/current');
  const expired = await obtainToken(form);
  // Past its second on the page's clock and the API's.
  await page.waitForTimeout(1200);
  const from = api.requests.length;
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(form.getByTestId('try-it-status')).toHaveText('200 OK');
  await expect(form.getByTestId('try-it-renewal')).toHaveText(
    'O token tinha expirado: o painel obteve um novo e enviou a requisição com ele.',
  );
  const renewed = api.issued.at(-1)!;
  expect(renewed).not.toBe(expired);
  // The expired token was not sent: one token request, then the call with the new token.
  expect(receivedSince(from)).toEqual(['POST /oauth/token Basic', `GET /v2/seasons/current Bearer ${renewed}`]);
  expect(await kept(page)).not.toContain(renewed);
});

test('a token the API answers 401 to is renewed once and the request sent again; a failed renewal is explained', async ({
  page,
}) => {
  const form = await openPanel(page, 'current-season', 'Testar GET /seasons/current');
  const revoked = await obtainToken(form);
  api.revokeIssued();
  let from = api.requests.length;
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(form.getByTestId('try-it-status')).toHaveText('200 OK');
  await expect(form.getByTestId('try-it-renewal')).toHaveText(
    'A API recusou o token (401): o painel obteve um novo e reenviou a requisição.',
  );
  const renewed = api.issued.at(-1)!;
  expect(receivedSince(from)).toEqual([
    `GET /v2/seasons/current Bearer ${revoked}`,
    'POST /oauth/token Basic',
    `GET /v2/seasons/current Bearer ${renewed}`,
  ]);
  expect(await kept(page)).not.toContain(renewed);

  // The secret changed since: the token endpoint refuses, and the API's 401 is what the reader sees.
  api.revokeIssued();
  await form.getByLabel('Segredo do cliente').fill('segredo-trocado');
  from = api.requests.length;
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(form.getByTestId('try-it-renewal')).toHaveText(
    'A API recusou o token (401) e não foi possível obter um novo (veja o erro acima).',
  );
  await expect(form.getByTestId('try-it-status')).toHaveText('401 Unauthorized');
  await expect(form.getByRole('alert')).toContainText('o ID ou o segredo do cliente não foram aceitos');
  expect(receivedSince(from)).toEqual([`GET /v2/seasons/current Bearer ${renewed}`, 'POST /oauth/token Basic']);
});

test('a new token the API refuses too is not renewed again: one retry, then its 401', async ({ page }) => {
  api.refuseTokens = true;
  const form = await openPanel(page, 'current-season', 'Testar GET /seasons/current');
  const first = await obtainToken(form);
  const from = api.requests.length;
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(form.getByTestId('try-it-renewal')).toHaveText(
    'A API recusou o token (401): o painel obteve um novo e reenviou a requisição, e a API recusou o novo também.',
  );
  await expect(form.getByTestId('try-it-status')).toHaveText('401 Unauthorized');
  expect(receivedSince(from)).toEqual([
    `GET /v2/seasons/current Bearer ${first}`,
    'POST /oauth/token Basic',
    `GET /v2/seasons/current Bearer ${api.issued.at(-1)}`,
  ]);
});

test("an operation page loads the panel's code only once the panel nears the view", async ({ page }) => {
  // Short enough that the panel, at the bottom of the page, starts out farther than the margin it loads within.
  await page.setViewportSize({ width: 1280, height: 300 });
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await openPage(page, `${docs.url}${SEASONS}/current-season`);
  await page.waitForLoadState('networkidle');
  const panelCodeLoaded = async () => {
    const texts = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    // The form's class name: the bundle writes the panel's Portuguese text with escapes.
    return texts.some((text) => text.includes('"try-it-form"'));
  };
  expect(await panelCodeLoaded()).toBe(false);
  const form = await openTryIt(page, 'Testar GET /seasons/current');
  await expect(form.getByRole('button', { name: 'Enviar requisição' })).toBeVisible();
  expect(await panelCodeLoaded()).toBe(true);
});
