import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { repoRoot } from '../helpers/temp-project.ts';
import { type BuiltSite, buildAndServe, expect, openPage, test } from './support/sites.ts';

/**
 * The basic fixture themed as a writer would: a blue primary with a lighter one for dark mode, a body font, a logo
 * per mode, and a custom CSS file whose rule has the same specificity as the viewer's (`.navbar-logo`), so that it
 * wins only by being loaded after the viewer's CSS.
 */
let site: BuiltSite;

test.beforeAll(async () => {
  site = await buildAndServe(
    'basic',
    (config) => {
      config.navbar.logo = { src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', alt: 'Portal de Teste' };
      config.theme = {
        primaryColor: '#0b3d91',
        primaryColorDark: '#8ab4f8',
        fonts: { body: 'Georgia, serif' },
        customCss: ['src/css/custom.css'],
      };
    },
    (dir) => {
      fs.mkdirSync(path.join(dir, 'content/static/img'), { recursive: true });
      for (const logo of ['logo.svg', 'logo-dark.svg'])
        fs.copyFileSync(path.join(repoRoot, 'content/static/img', logo), path.join(dir, 'content/static/img', logo));
      fs.mkdirSync(path.join(dir, 'src/css'), { recursive: true });
      // Infima's monospace font, as a Docusaurus site's custom.css sets it: the viewer reads it.
      fs.writeFileSync(
        path.join(dir, 'src/css/custom.css'),
        ":root {\n  --ifm-font-family-monospace: 'Courier New', monospace;\n}\n.navbar-logo {\n  height: 36px;\n}\n",
      );
    },
  );
});

test.afterAll(async () => {
  await site.stop();
});

const PRIMARY = { light: 'rgb(11, 61, 145)', dark: 'rgb(138, 180, 248)' };

for (const width of [1280, 390]) {
  for (const mode of ['light', 'dark'] as const) {
    test(`at ${width} px in ${mode} mode, the theme's colour, font, logo and custom CSS apply, and axe finds nothing`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await openPage(page, `${site.url}/docs/about/intro`);
      await expect(page.locator('h1')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);

      const link = page.locator('article').getByRole('link', { name: 'guia', exact: true });
      await expect(link).toHaveCSS('color', PRIMARY[mode]);
      await expect(page.locator('body')).toHaveCSS('font-family', 'Georgia, serif');
      const mono = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--mono').trim());
      expect(mono).toBe('"Courier New", monospace');

      const brand = page.locator('.navbar-brand');
      const [shown, hidden] = mode === 'dark' ? ['logo-dark', 'logo-light'] : ['logo-light', 'logo-dark'];
      await expect(brand.locator(`img.${shown}`)).toBeVisible();
      await expect(brand.locator(`img.${hidden}`)).toBeHidden();
      await expect(brand.locator(`img.${shown}`)).toHaveAttribute(
        'src',
        `/img/${shown === 'logo-dark' ? 'logo-dark' : 'logo'}.svg`,
      );
      // The viewer's .navbar-logo is 32 px high; the custom CSS, loaded after it, says 36.
      await expect(brand.locator(`img.${shown}`)).toHaveCSS('height', '36px');

      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
}

test('the logo of the mode is shown from the first paint, before the viewer runs', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // Without its scripts, the page is the prerendered HTML and the before-paint script alone.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${site.url}/docs/about/intro`);
  await expect(page.locator('.navbar-brand img.logo-dark')).toBeVisible();
  await expect(page.locator('.navbar-brand img.logo-light')).toBeHidden();
});

test("the home page's hero keeps the light logo on its white plate in dark mode", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await openPage(page, `${site.url}/`);
  const hero = page.locator('.hero');
  await expect(hero.locator('img.logo-light')).toBeVisible();
  await expect(hero.locator('img.logo-dark')).toBeHidden();
});
