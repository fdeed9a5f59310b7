import { startServe } from '../helpers/cli.ts';
import { repoRoot } from '../helpers/temp-project.ts';
import {
  buildGatedSite,
  expect,
  GOOD_TOKEN,
  handOffUrl,
  storedGateKeys,
  test,
  watchGatedContent,
} from './gate-fixtures.ts';

test.describe('branch 1: a token in the URL', () => {
  test('a valid token is validated cross-origin with credentials, stored for an hour, and the reader lands on redirectTo', async ({
    page,
    context,
    gatedSite,
    provider,
  }) => {
    const { docs } = gatedSite;
    await context.addCookies([{ name: 'platform_session', value: 's1', url: provider.url }]);
    const t0 = Date.UTC(2030, 0, 15, 12, 0, 0, 400);
    await page.clock.setFixedTime(t0);
    await page.goto(handOffUrl(docs, GOOD_TOKEN, '/docs/about/configuration#explicit-id'));
    await expect(page).toHaveURL(`${docs}/docs/about/configuration#explicit-id`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuração');
    await expect(page.locator('#explicit-id')).toBeInViewport();

    expect(provider.calls).toEqual([
      {
        method: 'GET',
        authorization: `Bearer ${GOOD_TOKEN}`,
        origin: docs,
        referer: `${docs}/`,
        cookie: 'platform_session=s1',
      },
    ]);
    expect(await storedGateKeys(context, docs)).toEqual({
      token: GOOD_TOKEN,
      tokenExpiration: String(Math.floor(t0 / 1000) + 3600),
    });
  });

  test('the token leaves the address bar and history before anything else is requested', async ({
    page,
    gatedSite,
    provider,
  }) => {
    const { docs } = gatedSite;
    const leaks: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame() && request.url().includes('token='))
        return;
      const referer = request.headers()['referer'] ?? '';
      if (request.url().includes(GOOD_TOKEN) || referer.includes(GOOD_TOKEN)) leaks.push(request.url());
    });
    await page.goto(provider.mainAppUrl);
    const entriesBefore = await page.evaluate(() => history.length);
    await page.goto(handOffUrl(docs, GOOD_TOKEN, '/docs/guide/first-steps'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Primeiros passos');
    expect(page.url()).toBe(`${docs}/docs/guide/first-steps`);
    // The hand-off's own entry was replaced, not followed by a new one.
    expect(await page.evaluate(() => history.length)).toBe(entriesBefore + 1);
    await page.goBack();
    await expect(page).toHaveURL(provider.mainAppUrl);
    await page.goForward();
    await expect(page).toHaveURL(`${docs}/docs/guide/first-steps`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Primeiros passos');
    expect(provider.calls).toHaveLength(1);
    expect(leaks).toEqual([]);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'strict-origin');
  });

  test('the token leaves the address before the manifest arrives, and a manifest that fails does not bring it back', async ({
    page,
    gatedSite,
    provider,
  }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const urlsWhileWaiting: string[] = [];
    await page.route('**/manifest.*.json', async (route) => {
      await released;
      await route.fulfill({ status: 500, body: 'falhou' });
    });
    page.on('request', (request) => {
      if (request.url().includes('/manifest.'))
        void page
          .evaluate(() => location.href)
          .then(
            (href) => urlsWhileWaiting.push(href),
            () => {},
          );
    });
    await page.goto(handOffUrl(gatedSite.docs, GOOD_TOKEN, '/docs/about/intro', '/docs/guide/first-steps'));
    await expect.poll(() => urlsWhileWaiting.length).toBe(1);
    expect(urlsWhileWaiting[0]).toBe(`${gatedSite.docs}/docs/guide/first-steps?redirectTo=%2Fdocs%2Fabout%2Fintro`);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esta página deu erro.');
    expect(page.url()).not.toContain(GOOD_TOKEN);
    // The reload does not send the token again: never validated, it is gone, and the main application hands off anew.
    await page.unroute('**/manifest.*.json');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.waitForURL(provider.mainAppUrl);
    await page.goBack();
    expect(page.url()).not.toContain(GOOD_TOKEN);
    expect(provider.calls).toEqual([]);
  });

  test('while the provider answers, the reader sees "Verificando acesso…" and nothing of the page', async ({
    page,
    gatedSite,
    provider,
  }) => {
    provider.mode = 'hang';
    const seen = await watchGatedContent(page);
    await page.goto(handOffUrl(gatedSite.docs, GOOD_TOKEN, '/docs/about/intro'));
    await expect(page.getByRole('status')).toHaveText('Verificando acesso…');
    await expect(page).toHaveURL(`${gatedSite.docs}/`);
    // The status shows as the call leaves the browser, which may be before the provider has it.
    await expect.poll(() => provider.calls.length).toBe(1);
    expect(seen).toEqual({ painted: [], payloadRequests: [] });
  });

  for (const [mode, status] of [
    ['reject', 401],
    ['fail', 500],
  ] as const) {
    test(`a provider answering ${status} sends the reader to the main application and logs why`, async ({
      page,
      context,
      gatedSite,
      provider,
    }) => {
      provider.mode = mode;
      const seen = await watchGatedContent(page);
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      await page.goto(handOffUrl(gatedSite.docs, GOOD_TOKEN, '/docs/about/intro'));
      await page.waitForURL(provider.mainAppUrl);
      expect(logged).toContainEqual(
        expect.stringContaining(`the access token was refused (the provider answered ${status})`),
      );
      expect(logged.join('\n')).not.toContain(GOOD_TOKEN);
      expect(seen).toEqual({ painted: [], payloadRequests: [] });
      expect(await storedGateKeys(context, gatedSite.docs)).toEqual({});
    });
  }

  test('a provider that redirects the call (to a login page answering 200) refuses the token', async ({
    page,
    context,
    gatedSite,
    provider,
  }) => {
    provider.mode = 'redirect';
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto(handOffUrl(gatedSite.docs, 'token-forjado', '/docs/about/intro'));
    await page.waitForURL(provider.mainAppUrl);
    expect(logged).toContainEqual(
      expect.stringContaining('the access token was refused (the provider answered with a redirect)'),
    );
    expect(await storedGateKeys(context, gatedSite.docs)).toEqual({});
  });

  test('a token the provider does not know is refused like any other 401', async ({ page, gatedSite, provider }) => {
    await page.goto(handOffUrl(gatedSite.docs, 'token-inventado', '/docs/about/intro'));
    await page.waitForURL(provider.mainAppUrl);
    expect(provider.calls.map((c) => c.authorization)).toEqual(['Bearer token-inventado']);
  });

  test('a provider without CORS headers for the docs origin counts as a refusal', async ({
    page,
    gatedSite,
    provider,
  }) => {
    provider.cors = false;
    await page.goto(handOffUrl(gatedSite.docs, GOOD_TOKEN, '/docs/about/intro'));
    await page.waitForURL(provider.mainAppUrl);
  });

  test('by default the call has no time limit: ten minutes later the reader still waits, and gets in when the provider answers', async ({
    page,
    gatedSite,
    provider,
  }) => {
    provider.mode = 'hang';
    await page.clock.install();
    await page.goto(handOffUrl(gatedSite.docs, GOOD_TOKEN, '/docs/about/intro'));
    await expect(page.getByRole('status')).toHaveText('Verificando acesso…');
    await expect.poll(() => provider.calls.length).toBe(1);
    await page.clock.fastForward(600_000);
    await expect(page.getByRole('status')).toHaveText('Verificando acesso…');
    provider.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
    expect(page.url()).toBe(`${gatedSite.docs}/docs/about/intro`);
    expect(provider.mainAppVisits).toBe(0);
  });

  test('with validationTimeoutSeconds, a hung provider counts as a refusal after that time, not before', async ({
    page,
    provider,
  }) => {
    const server = await startServe(
      buildGatedSite(provider, (c) => (c.gate.validationTimeoutSeconds = 10)),
      repoRoot,
    );
    provider.allowedOrigins = new Set([server.url]);
    try {
      provider.mode = 'hang';
      await page.clock.install();
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      await page.goto(handOffUrl(server.url, GOOD_TOKEN, '/docs/about/intro'));
      await expect(page.getByRole('status')).toHaveText('Verificando acesso…');
      await expect.poll(() => provider.calls.length).toBe(1);
      await page.clock.fastForward(9_500);
      await expect(page.getByRole('status')).toHaveText('Verificando acesso…');
      expect(page.url()).toBe(`${server.url}/`);
      await page.clock.fastForward(1_000);
      await page.waitForURL(provider.mainAppUrl);
      expect(logged).toContainEqual(expect.stringContaining('the provider did not answer within 10 s'));
    } finally {
      await server.stop();
    }
  });
});
