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
