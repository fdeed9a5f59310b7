import fs from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { findNginx, nginxExampleFor, startNginx, type RunningNginx } from '../helpers/nginx.ts';
import { builtRoutes } from '../helpers/site-routes.ts';
import { expect, GOOD_TOKEN, handOffUrl, test, type GatedSite } from './gate-fixtures.ts';

const nginxBinary = findNginx();
// CI installs nginx and sets DOCSGEN_REQUIRE_NGINX, so there a missing nginx fails instead of skipping.
const mustRun = !!process.env.DOCSGEN_REQUIRE_NGINX;

const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-nginx-log-'));
const accessLog = path.join(logDir, 'access.log');
const errorLog = path.join(logDir, 'error.log');

/** The committed example, with only its CHANGE lines pointed at this test's site, port, log and provider. */
function exampleFor(site: GatedSite, port: number): string {
  return nginxExampleFor({ dir: site.dir, providerUrl: site.provider.url, accessLog, errorLog }, port);
}

/** A GET whose body is left as sent (fetch() would decompress it). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

function payloadOf(site: GatedSite, route: string): string {
  return builtRoutes(site.dir).routes.find((r) => r.path === route)!.payload;
}

test.describe('nginx in front of a gated build, with examples/nginx/docs-gate.conf', () => {
  test.skip(
    !nginxBinary && !mustRun,
    'nginx is not installed here (apt-get install -y nginx); CI installs it and runs these tests',
  );

  let nginx: RunningNginx;
  test.beforeAll(async ({ gatedSite }) => {
    if (!nginxBinary)
      throw new Error('DOCSGEN_REQUIRE_NGINX is set, but nginx is not installed (apt-get install -y nginx)');
    nginx = await startNginx(nginxBinary, (port) => exampleFor(gatedSite, port));
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });

  test('a page payload is refused without a token the provider accepts, and served with one', async ({
    gatedSite,
    provider,
  }) => {
    const payloadUrl = `${nginx.url}/${payloadOf(gatedSite, '/docs/about/intro')}`;
    const get = (authorization?: string) =>
      fetch(payloadUrl, { headers: authorization ? { Authorization: authorization } : {} });

    expect((await get()).status).toBe(401);
    expect((await get('Bearer token-inventado')).status).toBe(401);
    const granted = await get(`Bearer ${GOOD_TOKEN}`);
    expect(granted.status).toBe(200);
    expect(granted.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(await granted.json()).toMatchObject({ id: 'about/intro', title: 'Introdução' });
    expect(provider.calls.map((c) => [c.method, c.authorization])).toEqual([
      ['GET', undefined],
      ['GET', 'Bearer token-inventado'],
      ['GET', `Bearer ${GOOD_TOKEN}`],
    ]);

    provider.mode = 'fail';
    expect((await get(`Bearer ${GOOD_TOKEN}`)).status).toBe(500);
  });

  test('the search index is refused without a token the provider accepts, like a payload', async ({
    gatedSite,
    provider,
  }) => {
    const index = fs
      .readdirSync(path.join(gatedSite.dir, 'search-index'), { recursive: true })
      .find((f) => String(f).endsWith('.json'));
    const url = `${nginx.url}/search-index/${String(index)}`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { Authorization: `Bearer ${GOOD_TOKEN}` } })).status).toBe(200);
    expect(provider.calls).toHaveLength(2);
    // The entry keeps its name from one build to the next, so it is revalidated; a term part, named by its content,
    // is kept for good, by the reader's browser only.
    const cacheOf = async (p: string) =>
      (await fetch(`${nginx.url}/${p}`, { headers: { Authorization: `Bearer ${GOOD_TOKEN}` } })).headers.get(
        'cache-control',
      );
    const entry = 'search-index/current/pt-BR.json';
    expect(await cacheOf(entry)).toBe('private, no-cache');
    const termPart = JSON.parse(fs.readFileSync(path.join(gatedSite.dir, entry), 'utf8')).termParts[0][2];
    expect(await cacheOf(`search-index/current/pt-BR/${termPart}.json`)).toBe('private, max-age=31536000, immutable');
  });

  test('the Markdown exports and the llms files are refused without a token, like payloads, and served as UTF-8 text with one', async ({
    provider,
  }) => {
    for (const [p, type] of [
      ['/docs/about/intro.md', 'text/markdown; charset=utf-8'],
      ['/llms.txt', 'text/plain; charset=utf-8'],
      ['/llms-full.txt', 'text/plain; charset=utf-8'],
    ] as const) {
      expect((await fetch(`${nginx.url}${p}`)).status, p).toBe(401);
      const granted = await fetch(`${nginx.url}${p}`, { headers: { Authorization: `Bearer ${GOOD_TOKEN}` } });
      expect([granted.status, granted.headers.get('content-type'), granted.headers.get('cache-control')], p).toEqual([
        200,
        type,
        'private, no-cache',
      ]);
      expect(granted.headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(await granted.text(), p).toContain('Introdução');
    }
    expect(provider.calls).toHaveLength(6);
  });

  test('every answer carries the security headers, payloads and refusals included', async ({ gatedSite }) => {
    const payload = payloadOf(gatedSite, '/docs/about/intro');
    const answers = [
      await fetch(`${nginx.url}/docs/about/intro`),
      await fetch(`${nginx.url}/${payload}`, { headers: { authorization: `Bearer ${GOOD_TOKEN}` } }),
      await fetch(`${nginx.url}/${payload}`),
      await fetch(`${nginx.url}/docs/nao-existe`),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 401, 404]);
    for (const res of answers) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  test('a request nginx fails or refuses with a token in its address leaves the token out of both logs', async ({
    gatedSite,
    provider,
  }) => {
    // A failing provider makes nginx log an error naming the request, query included, at the "error" level.
    provider.mode = 'fail';
    const payload = payloadOf(gatedSite, '/docs/about/intro');
    expect(
      (
        await fetch(`${nginx.url}/${payload}?token=SEGREDO-LOG-1`, {
          headers: { authorization: `Bearer ${GOOD_TOKEN}` },
        })
      ).status,
    ).toBe(500);
    for (const p of ['/nada/?token=SEGREDO-LOG-2', '/%00?token=SEGREDO-LOG-3', '/../../etc/passwd?token=SEGREDO-LOG-4'])
      await fetch(`${nginx.url}${p}`).catch(() => {});
    const logs = [accessLog, errorLog].map((f) => (fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : '')).join('\n');
    expect(logs).not.toContain('SEGREDO-LOG');
  });

  test('caches for good exactly the files the build listed as hashed', async ({ gatedSite }) => {
    const manifestFile = fs.readdirSync(gatedSite.dir).find((f) => /^manifest\.[0-9a-f]+\.json$/.test(f))!;
    const script = fs.readdirSync(path.join(gatedSite.dir, 'assets')).find((f) => f.endsWith('.js'))!;
    for (const p of [`/${manifestFile}`, `/assets/${script}`])
      expect((await fetch(`${nginx.url}${p}`)).headers.get('cache-control'), p).toBe(
        'public, max-age=31536000, immutable',
      );
    for (const p of ['/docs/about/intro', '/', '/sitemap.xml', '/routes/0.json'])
      expect((await fetch(`${nginx.url}${p}`)).headers.get('cache-control'), p).toBe('no-cache');
  });

  test("sends the build's gzip copy as it is to a client that accepts gzip, and compresses a route's payload and a search part, which have none, behind the gate", async ({
    gatedSite,
    provider,
  }) => {
    // The viewer's largest script: main itself is too short to have copies.
    const script = fs
      .readdirSync(path.join(gatedSite.dir, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .sort(
        (a, b) =>
          fs.statSync(path.join(gatedSite.dir, 'assets', b)).size -
          fs.statSync(path.join(gatedSite.dir, 'assets', a)).size,
      )[0]!;
    expect(fs.existsSync(path.join(gatedSite.dir, 'assets', `${script}.gz`))).toBe(true);
    const payload = payloadOf(gatedSite, '/docs/about/intro');
    expect(fs.existsSync(path.join(gatedSite.dir, `${payload}.gz`))).toBe(false);
    // The index's largest part: past nginx's gzip_min_length, and without a copy of its own.
    const parts = path.join(gatedSite.dir, 'search-index/current/pt-BR');
    const part = `search-index/current/pt-BR/${fs
      .readdirSync(parts)
      .sort((a, b) => fs.statSync(path.join(parts, b)).size - fs.statSync(path.join(parts, a)).size)[0]!}`;
    expect(fs.statSync(path.join(gatedSite.dir, part)).size).toBeGreaterThanOrEqual(1024);
    expect(fs.existsSync(path.join(gatedSite.dir, `${part}.gz`))).toBe(false);
    for (const [p, headers] of [
      [`/assets/${script}`, {}],
      [`/${payload}`, { authorization: `Bearer ${GOOD_TOKEN}` }],
      [`/${part}`, { authorization: `Bearer ${GOOD_TOKEN}` }],
    ] as const) {
      const res = await rawGet(`${nginx.url}${p}`, { 'accept-encoding': 'gzip', ...headers });
      expect([res.status, res.headers['content-encoding'], res.headers.vary], p).toEqual([
        200,
        'gzip',
        'Accept-Encoding',
      ]);
      if (p.startsWith('/assets/'))
        expect(res.body.equals(fs.readFileSync(path.join(gatedSite.dir, `${p}.gz`))), p).toBe(true);
      expect(zlib.gunzipSync(res.body).equals(fs.readFileSync(path.join(gatedSite.dir, p))), p).toBe(true);
      const plain = await rawGet(`${nginx.url}${p}`, { ...headers });
      expect([plain.headers['content-encoding'], plain.body.length], p).toEqual([
        undefined,
        fs.statSync(path.join(gatedSite.dir, p)).size,
      ]);
    }
    // The gate stays in front of what it compresses: nginx asked the provider for each request of the payload and part.
    expect(provider.calls).toHaveLength(4);
  });

  test("answers the config's redirects with real 301s, keeping the query", async () => {
    for (const from of ['/docs/antigo', '/docs/antigo/']) {
      const res = await fetch(`${nginx.url}${from}?origem=email`, { redirect: 'manual' });
      expect(res.status, from).toBe(301);
      const location = new URL(res.headers.get('location')!, nginx.url);
      expect(`${location.pathname}${location.search}${location.hash}`).toBe(
        '/docs/about/intro?origem=email#vis%C3%A3o-geral',
      );
    }
  });

  test('the shells, manifest and viewer stay public, so the viewer can run its own gate', async ({
    gatedSite,
    provider,
  }) => {
    const shell = await fetch(`${nginx.url}/docs/about/intro`);
    expect(shell.status).toBe(200);
    expect(shell.headers.get('content-type')).toMatch(/^text\/html/);
    const manifestFile = fs.readdirSync(gatedSite.dir).find((f) => /^manifest\.[0-9a-f]+\.json$/.test(f))!;
    expect((await fetch(`${nginx.url}/${manifestFile}`)).status).toBe(200);
    expect((await fetch(`${nginx.url}/docs/nao-existe`)).status).toBe(404);
    expect(provider.calls).toEqual([]);
  });

  test('the viewer sends the stored token with payload requests, so a signed-in reader reads the page through nginx', async ({
    page,
    provider,
  }) => {
    provider.allowedOrigins.add(nginx.url);
    await page.goto(handOffUrl(nginx.url, GOOD_TOKEN, '/docs/about/intro'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
    await expect(page.locator('.markdown')).toContainText('Bem-vindo ao portal.');
    // One call from the viewer's gate, then one from nginx per payload (the page's, and any the viewer prefetches).
    const authorizations = provider.calls.map((c) => c.authorization);
    expect(authorizations.length).toBeGreaterThanOrEqual(2);
    expect(new Set(authorizations)).toEqual(new Set([`Bearer ${GOOD_TOKEN}`]));
    // The hand-off's address reached nginx with the token in it; the log keeps only its path.
    const log = fs.readFileSync(accessLog, 'utf8');
    expect(log).toContain('"GET / HTTP/1.1" 200');
    expect(log).not.toContain(GOOD_TOKEN);
  });

  test('a signed-in reader copies and views the page as Markdown through nginx, the viewer sending the stored token', async ({
    page,
    context,
    provider,
    gatedSite,
  }) => {
    provider.allowedOrigins.add(nginx.url);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: nginx.url });
    await page.goto(handOffUrl(nginx.url, GOOD_TOKEN, '/docs/about/intro'));
    const markdown = fs.readFileSync(path.join(gatedSite.dir, 'docs/about/intro.md'), 'utf8');
    await page.getByRole('button', { name: 'Markdown', exact: true }).click();
    await page.getByRole('button', { name: 'Copiar como Markdown' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copiado' })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
    // A link cannot send the token; the viewer fetches the export with it and shows the text.
    await page.getByRole('link', { name: 'Ver como Markdown' }).click();
    await expect(page).toHaveURL(/^blob:/);
    await expect(page.locator('body')).toContainText('# Introdução');
  });
});
