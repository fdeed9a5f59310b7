import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { editConfig, repoRoot, tempProject } from '../helpers/temp-project.ts';
import { runDocsgen, startServe, type RunningServer } from '../helpers/cli.ts';
import { expect, openPage, test } from './support/sites.ts';

/**
 * A doc page with everything a reader meets on one (headings, an image, a linked image, an outside link, admonitions,
 * closed details, a long code line), in a preview build of the reader fixture with a long announcement: the contents
 * above the title on a phone, the search suggestions, image zoom, printing, banners, at 390 and 1280 px in both themes.
 */
const PAGE = '/docs/about/leitura';
const IMAGE = 'Formulário de cadastro do talhão';
const ANNOUNCEMENT =
  'O guia do usuário foi reorganizado e ganhou tutoriais de reformulação e configuração remota. ' +
  '[Veja o que mudou](/docs/guide/first-steps).';
const SOURCE = `---
title: Leitura completa
---

Uma página com uma [referência externa](https://www.example.com/referencia/talhoes), um
[link interno](intro.md) e imagens.

![${IMAGE}](./img/cadastro.png)

[![Logotipo que leva ao site](./img/cadastro.png)](https://www.example.com/)

## Avisos

${['note', 'tip', 'info', 'warning', 'danger'].map((kind) => `:::${kind}\nTexto do aviso.\n:::\n`).join('\n')}

## Detalhes fechados

<details>
<summary>Mais sobre talhões</summary>

Texto escondido dentro dos detalhes.

</details>

## Código longo

\`\`\`bash
curl https://api.example.com/v1/talhoes/uma/rota/muito/longa/que/nao/cabe/numa/linha/de/papel?com=parametros&mais=outros
\`\`\`

## Fim da página

${'Texto bastante para rolar a página até o fim. '.repeat(40)}
`;

let site: RunningServer;

test.beforeAll(async () => {
  const project = tempProject('reader');
  editConfig(project, (config) => (config.announcementBar = { id: 'aviso-longo', content: ANNOUNCEMENT }));
  project.write('content/docs/about/leitura.md', SOURCE);
  project.write(
    'content/docs/about/img/cadastro.png',
    fs.readFileSync(path.join(repoRoot, 'tests/fixtures/media/content/docs/guide/img/cadastro.png')),
  );
  const built = runDocsgen(
    ['build', '--no-gate', '--config', `${project.dir}/docs.config.json`, '--out', `${project.dir}/site`],
    repoRoot,
  );
  expect(built.status, built.stderr).toBe(0);
  site = await startServe(`${project.dir}/site`, repoRoot);
});

test.afterAll(() => site.stop());

async function open(page: Page, width: number, mode: string): Promise<void> {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
  await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
  await openPage(page, `${site.url}${PAGE}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leitura completa');
}

/** WCAG 2.1 AA, and axe's `region` rule: every piece of content inside a landmark. */
async function expectNoAxeViolations(page: Page): Promise<void> {
  const describe = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const wcag = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(describe(wcag.violations)).toEqual([]);
  const region = await new AxeBuilder({ page }).withRules(['region']).analyze();
  expect(describe(region.violations)).toEqual([]);
}

/** How many lines of text an element shows: its text's boxes, counted by their tops. */
const linesOf = (element: Locator) =>
  element.evaluate((e) => {
    const range = document.createRange();
    range.selectNodeContents(e);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });

for (const mode of ['light', 'dark'] as const) {
  test(`at 390 px, "Nesta página" above the title opens the contents, and a link closes them at its heading (${mode})`, async ({
    page,
  }) => {
    await open(page, 390, mode);
    const toggle = page.getByRole('button', { name: 'Nesta página' });
    const link = page.locator('.toc-collapsible').getByRole('link', { name: 'Código longo' });
    await expect(page.locator('.docs-toc')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();
    const [button, title] = [await toggle.boundingBox(), await page.locator('h1').boundingBox()];
    expect(button!.y + button!.height).toBeLessThan(title!.y);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(link).toBeVisible();
    await expectNoAxeViolations(page);
    await link.click();
    await expect(page).toHaveURL(`${site.url}${PAGE}#${encodeURIComponent('código-longo')}`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();
    // The list closed before the browser scrolled: the heading is just below the navbar, not under it or far below.
    const heading = page.locator('[id="código-longo"]');
    await expect(heading).toBeInViewport();
    const navbar = (await page.locator('header.navbar').boundingBox())!;
    const top = (await heading.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(navbar.y + navbar.height - 1);
    expect(top).toBeLessThan(navbar.y + navbar.height + 120);
  });

  test(`at 1280 px the contents stay beside the page, without the button (${mode})`, async ({ page }) => {
    await open(page, 1280, mode);
    await expect(page.getByRole('button', { name: 'Nesta página' })).toBeHidden();
    await expect(page.locator('.docs-toc').getByRole('link', { name: 'Código longo' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`at 390 px each banner takes one line, and a tap shows the whole announcement (${mode})`, async ({ page }) => {
    await open(page, 390, mode);
    const preview = page.getByRole('region', { name: 'Pré-visualização' }).getByRole('note');
    await expect(preview).toHaveText(/^Pré-visualização: o controle de acesso está desligado\./);
    const announcement = page.getByRole('region', { name: 'Aviso' }).locator('.announcement-content');
    expect(await linesOf(preview)).toBe(1);
    expect(await linesOf(announcement)).toBe(1);
    const navbar = (await page.locator('header.navbar').boundingBox())!;
    // 207 of the phone's 844 px before.
    expect(navbar.y).toBeLessThanOrEqual(72);
    await expectNoAxeViolations(page);
    await announcement.click({ position: { x: 20, y: 8 } });
    expect(await linesOf(announcement)).toBeGreaterThan(1);
    await expect(announcement.getByRole('link', { name: 'Veja o que mudou' })).toBeInViewport();
    await page.locator('h1').click();
    expect(await linesOf(announcement)).toBe(1);
  });

  for (const width of [390, 1280]) {
    test(`suggestions show their section's excerpt, the first one selected, which Enter opens (${width} px, ${mode})`, async ({
      page,
    }) => {
      await open(page, width, mode);
      const box = page.getByRole('combobox', { name: 'Buscar na documentação' });
      await box.click();
      await box.fill('escondido');
      const first = page.getByRole('listbox', { name: 'Sugestões de busca' }).getByRole('option').first();
      await expect(first.locator('.search-suggestion-title')).toHaveText('Detalhes fechados');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
      await expect(first.locator('.search-suggestion-excerpt mark')).toHaveText(['escondido']);
      await expect(first.locator('.search-suggestion-excerpt')).toContainText('Texto escondido dentro dos detalhes.');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${site.url}${PAGE}#detalhes-fechados`);
      await expect(page.locator('main .markdown mark').first()).toHaveText('escondido');
    });

    test(`the search box's own clear button empties it and keeps focus there (${width} px, ${mode})`, async ({
      page,
    }) => {
      await open(page, width, mode);
      const box = page.getByRole('combobox', { name: 'Buscar na documentação' });
      const clear = page.getByRole('button', { name: 'Limpar busca' });
      await box.click();
      await expect(clear).toHaveCount(0);
      await box.fill('talhão');
      await clear.click();
      await expect(box).toHaveValue('');
      await expect(box).toBeFocused();
      await expect(clear).toHaveCount(0);
    });

    test(`an image opens enlarged with the mouse or the keyboard; Escape closes it and focus returns (${width} px, ${mode})`, async ({
      page,
    }) => {
      await open(page, width, mode);
      const image = page.getByRole('button', { name: `Ampliar imagem: ${IMAGE}` });
      const dialog = page.getByRole('dialog', { name: `Imagem ampliada: ${IMAGE}` });
      // A linked image follows its link.
      await expect(page.getByRole('link', { name: 'Logotipo que leva ao site' })).toHaveCount(1);
      await expect(page.getByRole('button', { name: /Logotipo/ })).toHaveCount(0);

      await image.click();
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      const [shown, enlarged] = [await image.boundingBox(), await dialog.getByRole('img').boundingBox()];
      expect(enlarged!.width).toBeGreaterThanOrEqual(shown!.width - 1);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(image).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Fechar' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(image).toBeFocused();

      // Space opens on its release, which must not land on the dialog's close button.
      await page.keyboard.press(' ');
      await expect(dialog).toBeVisible();
      await page.waitForTimeout(200);
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Fechar' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(image).toBeFocused();
    });

    test(`printed, the page is its content: no navigation, banners or controls, link addresses shown (${width} px, ${mode})`, async ({
      page,
    }) => {
      await open(page, width, mode);
      await page.emulateMedia({ media: 'print' });
      for (const hidden of [
        page.locator('header.navbar'),
        page.getByRole('navigation', { name: 'Documentação', exact: true }),
        page.locator('.docs-toc'),
        page.locator('.toc-collapsible'),
        page.locator('footer.footer'),
        page.locator('.announcement-bar'),
        page.locator('.gate-off-banner'),
        page.locator('.code-copy'),
        page.locator('.markdown-actions'),
      ])
        await expect(hidden).toBeHidden();
      await expect(page.locator('h1')).toBeVisible();
      const after = (link: Locator) => link.evaluate((a) => getComputedStyle(a, '::after').content);
      expect(await after(page.getByRole('link', { name: 'referência externa' }))).toBe(
        '" (https://www.example.com/referencia/talhoes)"',
      );
      expect(await after(page.getByRole('link', { name: 'link interno' }))).toBe('none');
      await expect(page.getByText('Texto escondido dentro dos detalhes.')).toBeVisible();
      // The long line wraps within the block instead of running past the page's edge.
      const code = page.locator('.code-block pre');
      expect(await code.evaluate((pre) => pre.scrollWidth - pre.clientWidth)).toBeLessThanOrEqual(0);
      expect(await linesOf(code.locator('code'))).toBeGreaterThan(1);
      // Paper gets the light palette in either theme.
      expect(
        await page
          .locator('.markdown p')
          .first()
          .evaluate((p) => getComputedStyle(p).color),
      ).toBe('rgb(26, 36, 32)');
    });
  }
}

test('at 390 px the announcement is one line before the viewer runs too, so nothing moves when it takes over', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${site.url}${PAGE}`);
  expect(await linesOf(page.locator('.announcement-content'))).toBe(1);
  await context.close();
});

test('each admonition kind has its icon before its title, drawn by CSS', async ({ page }) => {
  await open(page, 1280, 'light');
  const icons = await page.locator('.admonition-title').evaluateAll((titles) =>
    titles.map((title) => {
      const icon = getComputedStyle(title, '::before');
      return { width: parseFloat(icon.width), mask: icon.maskImage.startsWith('url("data:image/svg+xml,') };
    }),
  );
  expect(icons).toHaveLength(5);
  for (const icon of icons) expect(icon).toEqual({ width: expect.any(Number), mask: true });
  expect(icons.every((icon) => icon.width > 10)).toBe(true);
  const masks = await page
    .locator('.admonition-title')
    .evaluateAll((titles) => new Set(titles.map((t) => getComputedStyle(t, '::before').maskImage)).size);
  expect(masks).toBe(5);
});
