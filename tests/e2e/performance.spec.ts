import { expect, markWindow, openPage, test } from './support/sites.ts';

/**
 * What the navigation bench (scripts/bench-navigation.mjs, budget 100 ms) times, checked without a clock: with
 * prefetching off, a click on a sidebar link shows the other doc page in place, and its payload is fetched once, after
 * the click, so that the time the bench measures includes fetching it.
 */
test('a client-side navigation between two doc pages fetches the payload once, after the click, with prefetching off', async ({
  page,
  reader,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }),
  );
  const payloads: { url: string; afterClick: boolean }[] = [];
  let clicked = false;
  page.on('request', (r) => {
    if (r.url().includes('/data/about/configuration.')) payloads.push({ url: r.url(), afterClick: clicked });
  });
  await openPage(page, `${reader.url}/docs/about/intro`);
  await expect(page.locator('h1')).toHaveText('Introdução');
  const sameWindow = await markWindow(page);
  clicked = true;
  await page
    .getByRole('navigation', { name: 'Documentação', exact: true })
    .getByRole('link', { name: 'Configuração' })
    .click();
  await expect(page.locator('h1')).toHaveText('Configuração');
  expect(new URL(page.url()).pathname).toBe('/docs/about/configuration');
  expect(await sameWindow()).toBe(true);
  expect(payloads).toEqual([{ url: expect.stringContaining('/data/about/configuration.'), afterClick: true }]);
});

/**
 * The viewer's first load is its entry, the one chunk that gathers everything the first render needs
 * (scripts/build-tool.mjs) and esbuild's helpers, all preloaded by the shell: no script found only once another has
 * loaded, and none of the dozen small chunks whose headers once outweighed their code.
 */
test('the first load of a doc page fetches the viewer as three scripts at most, all preloaded by its shell', async ({
  page,
  reader,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  const shell = await (await page.request.get(`${reader.url}/docs/about/intro`)).text();
  const preloaded = [...shell.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
  await openPage(page, `${reader.url}/docs/about/intro`);
  await expect(page.locator('h1')).toHaveText('Introdução');
  await page.waitForLoadState('networkidle');
  expect(preloaded.length).toBeLessThanOrEqual(3);
  expect(scripts.sort()).toEqual(preloaded.sort());
});
