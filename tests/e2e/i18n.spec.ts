import type { Page } from '@playwright/test';
import type { RunningServer } from '../helpers/cli.ts';
import { expect, migrateBuildAndServe, openPage, test } from './support/sites.ts';

/**
 * A site with a translation (tests/fixtures/migrate/i18n-site, migrated then built): English by default at the root,
 * Brazilian Portuguese under /pt/ (its localeConfigs path), where tutorial/translate-files has no translated file.
 */
let server: RunningServer;

test.beforeAll(async () => {
  server = await migrateBuildAndServe('i18n-site');
});

test.afterAll(() => server.stop());

// Its name is in the interface's language: English on the English site, Portuguese on the translation.
const languageMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(Language|Idioma): / });

test('each locale is served under its path, in its language, with hreflang alternates', async ({ page }) => {
  await openPage(page, `${server.url}/pt/docs/intro`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Documentação' })).toHaveAttribute('href', '/pt/docs/intro');
  const sidebar = page.getByRole('navigation', { name: 'Documentação' });
  await expect(sidebar.getByRole('button', { name: 'Tutorial em português' })).toBeVisible();
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(3);
  await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', 'https://i18n.example.com/docs/intro');
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute(
    'href',
    'https://i18n.example.com/docs/intro',
  );
  await openPage(page, `${server.url}/docs/intro`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('button', { name: 'Tutorial' }),
  ).toBeVisible();
});

test('the language menu keeps the page, and leads to each locale as a page load of its own site', async ({ page }) => {
  await openPage(page, `${server.url}/docs/tutorial/configure`);
  await expect(languageMenu(page)).toHaveText('Language: English');
  await languageMenu(page).click();
  const portuguese = page.getByRole('link', { name: 'Português (Brasil)' });
  await expect(portuguese).toHaveAttribute('href', '/pt/docs/tutorial/configure');
  await expect(portuguese).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
  await portuguese.click();
  await expect(page).toHaveURL(`${server.url}/pt/docs/tutorial/configure`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configure o seu site');
  await expect(languageMenu(page)).toHaveText('Idioma: Português (Brasil)');
  await languageMenu(page).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${server.url}/docs/tutorial/configure`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configure your site');
});

test('a page not translated yet shows the default locale’s text under a note saying so', async ({ page }) => {
  await openPage(page, `${server.url}/pt/docs/tutorial/configure`);
  // A link of the translation to the untranslated page, followed inside the app.
  await page.getByRole('link', { name: 'traduza os seus arquivos' }).click();
  await expect(page).toHaveURL(`${server.url}/pt/docs/tutorial/translate-files`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Translate your files');
  await expect(page.getByRole('note')).toHaveText(
    'Página ainda não traduzida. Ela é mostrada no idioma original, English.',
  );
  // The default locale's own page has no such note, and the translated ones neither.
  await openPage(page, `${server.url}/docs/tutorial/translate-files`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Translate your files');
  await expect(page.getByRole('note')).toHaveCount(0);
  await openPage(page, `${server.url}/pt/docs/intro`);
  await expect(page.getByRole('note')).toHaveCount(0);
});

test('the note is in the prerendered page, before the app starts', async ({ page }) => {
  // The HTML as the server sends it, before any script runs.
  const response = await page.request.get(`${server.url}/pt/docs/tutorial/translate-files`);
  expect(await response.text()).toContain('Página ainda não traduzida.');
});

test('a post and a page of the translation without a translated file show the same note; translated ones none', async ({
  page,
}) => {
  const note = 'Página ainda não traduzida. Ela é mostrada no idioma original, English.';
  await openPage(page, `${server.url}/pt/blog/2024/06/01/release`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Release notes');
  await expect(page.getByRole('note')).toHaveText(note);
  await openPage(page, `${server.url}/pt/blog/2024/05/01/welcome`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boas-vindas');
  await expect(page.getByRole('note')).toHaveCount(0);
  await openPage(page, `${server.url}/pt/contact`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
  await expect(page.getByRole('note')).toHaveText(note);
  await openPage(page, `${server.url}/pt/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre nós');
  await expect(page.getByRole('note')).toHaveCount(0);
});
