import { expect, GOOD_TOKEN, handOffUrl, storedGateKeys, test } from './gate-fixtures.ts';

test.describe('two tabs of one browser', () => {
  test('a token stored in one tab is honoured in another without a new validation', async ({
    page,
    context,
    gatedSite,
    provider,
  }) => {
    await page.goto(handOffUrl(gatedSite.docs, GOOD_TOKEN, '/docs/about/intro'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
    const other = await context.newPage();
    await other.goto(`${gatedSite.docs}/docs/guide/first-steps`);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Primeiros passos');
    expect(provider.calls).toHaveLength(1);
  });

  test('an expiry removed in one tab is not resurrected by another', async ({ page, context, gatedSite, provider }) => {
    const { docs } = gatedSite;
    const t0 = Date.UTC(2030, 2, 1, 9, 0, 0);
    // One clock for the whole context: both tabs see the same time.
    await context.clock.setFixedTime(t0);
    await page.goto(handOffUrl(docs, GOOD_TOKEN, '/docs/about/intro'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
    const other = await context.newPage();
    await other.goto(`${docs}/docs/about/configuration`);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Configuração');

    // Past the expiry, the first tab to change route removes it and leaves.
    await context.clock.setFixedTime(t0 + 3601_000);
    await page
      .getByRole('navigation', { name: 'Documentação', exact: true })
      .getByRole('link', { name: 'Configuração' })
      .click();
    await page.waitForURL(provider.mainAppUrl);
    expect(await storedGateKeys(context, docs)).toEqual({});

    // Back at a time when the second tab's own copy would still look valid, it has none to put back:
    // it reads the stored values afresh, finds no expiry, and leaves too.
    await context.clock.setFixedTime(t0);
    await other
      .getByRole('navigation', { name: 'Documentação', exact: true })
      .getByRole('link', { name: 'Introdução' })
      .click();
    await other.waitForURL(provider.mainAppUrl);
    expect(await storedGateKeys(context, docs)).toEqual({});
    expect(provider.calls).toHaveLength(1);
  });
});

const BLOCKED_STORAGE = () => {
  Object.defineProperty(window, 'localStorage', {
    get() {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    },
  });
};

const FULL_STORAGE = () => {
  Storage.prototype.setItem = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
};

test.describe('when localStorage fails', () => {
  test('blocked storage shows a clear message instead of sending the reader away', async ({
    page,
    gatedSite,
    provider,
  }) => {
    await page.addInitScript(BLOCKED_STORAGE);
    await page.goto(`${gatedSite.docs}/docs/about/intro`);
    await expect(page.getByRole('alert')).toContainText('Não foi possível guardar o seu acesso');
    expect(page.url()).toBe(`${gatedSite.docs}/docs/about/intro`);
    await expect(page.locator('.markdown')).toHaveCount(0);
    expect(provider.mainAppVisits).toBe(0);
  });

  test('blocked storage after a valid hand-off: one validation, a message, no loop', async ({
    page,
    gatedSite,
    provider,
  }) => {
    await page.addInitScript(BLOCKED_STORAGE);
    await page.goto(handOffUrl(gatedSite.docs, GOOD_TOKEN, '/docs/about/intro'));
    await expect(page.getByRole('alert')).toContainText('janelas anônimas ou privativas');
    expect(page.url()).toBe(`${gatedSite.docs}/`);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('alert')).toContainText('Não foi possível guardar o seu acesso');
    expect(page.url()).toBe(`${gatedSite.docs}/`);
    expect(provider.calls).toHaveLength(1);
    expect(provider.mainAppVisits).toBe(0);
  });

  test('full storage (quota) after a valid hand-off shows the message, not the page and not the main application', async ({
    page,
    gatedSite,
    provider,
  }) => {
    await page.addInitScript(FULL_STORAGE);
    await page.goto(handOffUrl(gatedSite.docs, GOOD_TOKEN, '/docs/about/intro'));
    await expect(page.getByRole('alert')).toContainText('quando está cheio');
    await expect(page.locator('.markdown')).toHaveCount(0);
    expect(provider.calls).toHaveLength(1);
    expect(provider.mainAppVisits).toBe(0);
  });

  test('the message is reachable by keyboard, and its link leads to the main application', async ({
    page,
    gatedSite,
    provider,
  }) => {
    await page.addInitScript(BLOCKED_STORAGE);
    await page.goto(`${gatedSite.docs}/docs/about/intro`);
    await expect(page.getByRole('alert')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Ir para a aplicação principal' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(provider.mainAppUrl);
  });
});
