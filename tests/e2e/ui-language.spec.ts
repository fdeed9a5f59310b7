import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type BuiltSite, buildAndServe, expect, openPage, test } from './support/sites.ts';

/**
 * The basic fixture (Portuguese, the default locale) with an English translation under /en/, whose intro is
 * translated (its headings keep the anchors the other pages link to): each locale's pages get the viewer built in its language, and the chrome prerendered in it.
 */
let site: BuiltSite;

const ENGLISH_INTRO = `---
title: Introduction
sidebar_position: 1
---

Welcome to the portal.

## Overview {#visão-geral}

The overview.

## Next steps {#próximos-passos}

Read on.
`;

test.beforeAll(async () => {
  site = await buildAndServe(
    'basic',
    (config) => {
      config.locales = { en: { label: 'English', htmlLang: 'en', path: 'en' } };
    },
    (dir) => {
      const file = path.join(dir, 'i18n/en/docusaurus-plugin-content-docs/current/about/intro.md');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, ENGLISH_INTRO);
    },
  );
});

test.afterAll(() => site.stop());

/** The chrome's labels a reader meets on a doc page, read from the page as the viewer drew it. */
async function labels(page: Page) {
  const banner = page.getByRole('banner');
  const toc = page.locator('.docs-toc').getByRole('navigation');
  const pager = page.locator('nav.pager');
  return {
    search: await banner.getByRole('combobox').getAttribute('aria-label'),
    placeholder: await banner.getByRole('combobox').getAttribute('placeholder'),
    toc: await toc.getAttribute('aria-label'),
    tocTitle: await toc.locator('.toc-title').textContent(),
    pager: await pager.getAttribute('aria-label'),
    next: await pager.locator('.pager-next .pager-sub').textContent(),
    sidebar: await page.locator('nav.sidebar').getAttribute('aria-label'),
    language: await banner.locator('.navbar-right .dropdown-toggle').first().textContent(),
  };
}

test("an English locale's doc page shows the viewer's labels in English, prerendered and drawn", async ({ page }) => {
  const html = await (await page.request.get(`${site.url}/en/docs/about/intro`)).text();
  expect(html).toContain('<p class="toc-title">On this page</p>');
  expect(html).toContain('aria-label="Breadcrumbs"');
  expect(html).not.toContain('Nesta página');

  await openPage(page, `${site.url}/en/docs/about/intro`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('combobox', { name: 'Search the documentation' })).toBeVisible();
  expect(await labels(page)).toEqual({
    search: 'Search the documentation',
    placeholder: 'Search',
    toc: 'On this page',
    tocTitle: 'On this page',
    pager: 'Docs pages',
    next: 'Next',
    sidebar: 'Docs sidebar',
    language: 'Language: English',
  });
  await expect(page.getByRole('button', { name: /^Switch between dark and light mode/ })).toBeVisible();
  // A search with no hit, answered in English.
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  await box.fill('zzyzx');
  await expect(page.getByRole('status').filter({ hasText: /^No results$/ })).toBeVisible();
});

test("the default locale's doc page keeps its labels in Portuguese", async ({ page }) => {
  const html = await (await page.request.get(`${site.url}/docs/about/intro`)).text();
  expect(html).toContain('<p class="toc-title">Nesta página</p>');
  expect(html).not.toContain('On this page');

  await openPage(page, `${site.url}/docs/about/intro`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
  await expect(page.getByRole('combobox', { name: 'Buscar na documentação' })).toBeVisible();
  expect(await labels(page)).toEqual({
    search: 'Buscar na documentação',
    placeholder: 'Buscar',
    toc: 'Nesta página',
    tocTitle: 'Nesta página',
    pager: 'Páginas da documentação',
    next: 'Próxima',
    sidebar: 'Documentação',
    language: 'Idioma: Português (Brasil)',
  });
});

test("the English locale's not-found page is in English", async ({ page }) => {
  // Its own file: `docsgen serve` answers a missing path anywhere with the root's, the default locale's.
  await openPage(page, `${site.url}/en/404.html`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page).toHaveTitle(/^Page Not Found/);
});
